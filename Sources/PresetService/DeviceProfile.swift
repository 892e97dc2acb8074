import HeaderGeometry

/// A phone a preset can be evaluated on (docs/screen.md#devices): its viewport in points, its
/// top safe-area inset, its platform, and where those numbers come from.
public struct DeviceProfile: Hashable, Sendable {
    /// The name `--device` takes: `iphone-15`.
    public var name: String
    /// The viewport's width in points (dp on Android).
    public var width: Double
    /// The viewport's height `V` in points.
    public var height: Double
    /// The top safe-area inset `s` in points: the status bar, with the notch or the Dynamic Island.
    public var safeAreaTop: Double
    /// `ios` or `android`.
    public var platform: String
    /// The public source of the numbers.
    public var source: String

    /// A profile.
    public init(name: String, width: Double, height: Double, safeAreaTop: Double, platform: String, source: String) {
        self.name = name
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.platform = platform
        self.source = source
    }

    /// The screen the profile gives a preset: its safe-area top and its height.
    public var context: ScreenContext { ScreenContext(safeAreaTop: safeAreaTop, viewportHeight: height) }

    /// The built-in profiles, in the order `stretchy devices` lists them.
    public static let builtIn: [DeviceProfile] = [
        DeviceProfile(
            name: "iphone-15", width: 393, height: 852, safeAreaTop: 59, platform: "ios",
            source:
                "Dynamic Island (iPhone 14 Pro, 15, 15 Pro, 16): 393 x 852 pt in Apple's Human Interface Guidelines, Layout, device screen sizes; safeAreaInsets.top 59 pt (UIKit UIView.safeAreaInsets, portrait)"
        ),
        DeviceProfile(
            name: "iphone-14", width: 390, height: 844, safeAreaTop: 47, platform: "ios",
            source:
                "notch (iPhone 12, 13, 14): 390 x 844 pt in Apple's Human Interface Guidelines, Layout, device screen sizes; safeAreaInsets.top 47 pt (UIKit UIView.safeAreaInsets, portrait); the phone the preview draws by default"
        ),
        DeviceProfile(
            name: "iphone-se", width: 375, height: 667, safeAreaTop: 20, platform: "ios",
            source:
                "Home button (iPhone SE 2nd and 3rd generation, 8): 375 x 667 pt in Apple's Human Interface Guidelines, Layout, device screen sizes; the 20 pt status bar, safeAreaInsets.top 20 pt"
        ),
        DeviceProfile(
            name: "pixel-8", width: 412, height: 915, safeAreaTop: 24, platform: "android",
            source:
                "Android phone (Pixel 8): 1080 x 2400 px at density 2.625, 412 x 915 dp; status bar 24 dp, status_bar_height_default in AOSP frameworks/base/core/res/res/values/dimens.xml"
        ),
    ]

    /// The built-in profile named `name`, or `nil`.
    public static func named(_ name: String) -> DeviceProfile? {
        builtIn.first { $0.name == name }
    }
}
