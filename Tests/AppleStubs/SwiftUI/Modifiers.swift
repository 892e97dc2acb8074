// Stub of SwiftUI: the view modifiers StretchyUI and docs/ios.md use (Tests/AppleStubs/README.md).

// https://developer.apple.com/documentation/swiftui/view
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        StubView()
    }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    nonisolated public func clipped(antialiased: Bool = false) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    /// (the documented default colour is a translucent black)
    nonisolated public func shadow(
        color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        StubView()
    }
    /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        StubView()
    }
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View { StubView() }
}

/// https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
    static var defaultValue: Self.Value { get }
    /// https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// https://developer.apple.com/documentation/swiftui/view
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable { StubView() }
}

// https://developer.apple.com/documentation/swiftui/view
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        StubView()
    }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        StubView()
    }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { StubView() }
}
