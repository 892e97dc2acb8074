// Stub of QuartzCore: only what StretchyUI and docs/ios.md use (Tests/AppleStubs/README.md).
// QuartzCore re-exports Foundation's CGFloat on Apple platforms (CoreGraphics); Foundation declares it on Linux.
@_exported import Foundation

/// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer {
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat = 3
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float = 0
}
