// Stub of UIKit: views and scroll views (Tests/AppleStubs/README.md). UIKit's classes descend
// from NSObject and its delegate protocols from NSObjectProtocol; Linux has no Objective-C
// runtime, so here they are plain Swift classes and a class-bound protocol. UIKit re-exports
// Foundation and QuartzCore (`CACurrentMediaTime()`, `CALayer`) with `import UIKit`.
@_exported import AppleFoundation
@_exported import Foundation
@_exported import QuartzCore

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency
open class UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (UIView(): an empty frame)
    public convenience init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform = CGAffineTransform(translationX: 0, y: 0)
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    /// (UIKit's UIAccessibility informal protocol on NSObject)
    open var accessibilityElementsHidden: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
        case automatic
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
        case scrollableAxes
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
        case never
        /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
        case always
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    open var isTracking: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    open weak var delegate: (any UIScrollViewDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

// The delegate's methods are optional in UIKit (`@objc optional`); a Swift protocol extension
// stands in for that here.
// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
extension UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}
