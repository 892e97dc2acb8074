// Stub of UIKit: view controllers, labels and images (Tests/AppleStubs/README.md).

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency
open class UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
}

/// https://developer.apple.com/documentation/uikit/uiimage
public final class UIImage: Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {}
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) { super.init(frame: .zero) }
}
