// Stub of SwiftUI: scroll geometry, phases and target behaviors (Tests/AppleStubs/README.md).

/// https://developer.apple.com/documentation/swiftui/scrollgeometry
public struct ScrollGeometry: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
    public var contentOffset: CGPoint
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
    public var contentInsets: EdgeInsets
}

/// https://developer.apple.com/documentation/swiftui/scrollphase
@frozen
public enum ScrollPhase: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scrollphase/idle
    case idle
    /// https://developer.apple.com/documentation/swiftui/scrollphase/tracking
    case tracking
    /// https://developer.apple.com/documentation/swiftui/scrollphase/interacting
    case interacting
    /// https://developer.apple.com/documentation/swiftui/scrollphase/decelerating
    case decelerating
    /// https://developer.apple.com/documentation/swiftui/scrollphase/animating
    case animating
}

// https://developer.apple.com/documentation/swiftui/view
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        StubView()
    }
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { StubView() }
}

/// https://developer.apple.com/documentation/swiftui/scrolltarget
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct ScrollTarget {
    /// https://developer.apple.com/documentation/swiftui/scrolltarget/rect
    public var rect: CGRect
    /// https://developer.apple.com/documentation/swiftui/scrolltarget/anchor
    public var anchor: UnitPoint?
}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct ScrollTargetBehaviorContext {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/originaltarget
    public var originalTarget: ScrollTarget { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize
    public var containerSize: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/contentsize
    public var contentSize: CGSize { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public protocol ScrollTargetBehavior {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/targetcontext
    typealias TargetContext = ScrollTargetBehaviorContext
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader
public struct ScrollViewReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy
public struct ScrollViewProxy {
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
