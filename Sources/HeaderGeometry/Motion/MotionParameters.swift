/// How a preset's header moves in time: the physics the gesture simulation uses.
///
/// The defaults reproduce what a preset without these parameters already means: UIKit's normal
/// deceleration (the one ``HeaderPreset/rest(after:velocity:deceleration:)-(Double,Double,_)`` assumes), a
/// background that moves with the header, and a header whose frame depends only on the offset.
public struct MotionParameters: Hashable, Sendable {
    /// Frames per second the simulation samples at.
    public var frameRate: Double
    /// How fast a released scroll slows down.
    public var deceleration: ScrollDeceleration
    /// The scroll view's height `d` in points: how far a pull could go at most (the rubber band's
    /// asymptote).
    public var viewportHeight: Double
    /// The rubber band's constant `c`: how hard the top resists a pull.
    public var rubberBandConstant: Double
    /// The spring that snaps the scroll and bounces it back from a pull.
    public var spring: SnapSpring
    /// How far the header's background moves against the header as it collapses:
    /// `0` with the header; see ``HeaderPreset/backgroundOffset(in:parallax:)``.
    public var parallax: Double
    /// Whether the header comes back on any scroll toward the top (Android's `enterAlways`,
    /// Flutter's `floating`), so its frame depends on the scroll's history; see
    /// ``QuickReturnTracker``.
    public var quickReturn: Bool
    /// How far a release travels before snapping decides: UIKit's deceleration at
    /// ``deceleration``, or Android's spline fling (which does not use ``deceleration``).
    public var fling: FlingModel

    /// The default of each parameter.
    public enum Defaults {
        /// `120` Hz: ProMotion iPhones and iPads.
        public static let frameRate = 120.0
        /// `.normal` (0.998 per millisecond), the rate docs/concepts.md#snapping's `rest` assumes.
        public static let deceleration = ScrollDeceleration.normal
        /// `844` pt: the portrait height of the 390 × 844 iPhones (12, 13, 14, 16e), the most
        /// common screen of recent years; the 393 × 852 ones (14 Pro, 15, 16) differ by 1 %.
        public static let viewportHeight = 844.0
        /// `0.55`: UIScrollView's rubber-band constant.
        public static let rubberBandConstant = 0.55
        /// Critically damped, 0.3 s response; see ``SnapSpring``.
        public static let spring = SnapSpring()
        /// `0`: the background moves with the header (no parallax).
        public static let parallax = 0.0
        /// `false`: the frame depends only on the offset (docs/concepts.md#the-frame-in-one-table).
        public static let quickReturn = false
        /// `.uikit`: a release travels as UIScrollView's does, at ``deceleration``.
        public static let fling = FlingModel.uikit
    }

    /// Parameters with the given values and, for everything not given, the defaults.
    public init(
        frameRate: Double = Defaults.frameRate,
        deceleration: ScrollDeceleration = Defaults.deceleration,
        viewportHeight: Double = Defaults.viewportHeight,
        rubberBandConstant: Double = Defaults.rubberBandConstant,
        spring: SnapSpring = Defaults.spring,
        parallax: Double = Defaults.parallax,
        quickReturn: Bool = Defaults.quickReturn,
        fling: FlingModel = Defaults.fling
    ) {
        self.frameRate = frameRate
        self.deceleration = deceleration
        self.viewportHeight = viewportHeight
        self.rubberBandConstant = rubberBandConstant
        self.spring = spring
        self.parallax = parallax
        self.quickReturn = quickReturn
        self.fling = fling
    }

    /// How far a release at `velocity` points per second travels before it stops, by the fling
    /// model: `velocity · r / (1 - r) / 1000` for UIKit, ``AndroidFling/distance(velocity:)``
    /// for Android.
    public func flingDistance(velocity: Double) -> Double {
        switch fling {
        case .uikit: return deceleration.projectedDistance(velocity: velocity)
        case .android: return AndroidFling.distance(velocity: velocity)
        }
    }

    /// The rubber band of a viewport `viewportHeight` high with constant `rubberBandConstant`.
    public var rubberBand: RubberBand {
        RubberBand(constant: rubberBandConstant, dimension: viewportHeight)
    }
}
