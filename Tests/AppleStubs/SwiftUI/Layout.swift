// Stub of SwiftUI: layout containers, geometry and colours (Tests/AppleStubs/README.md).

/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespace/global
    case global
    /// https://developer.apple.com/documentation/swiftui/coordinatespace/local
    case local
    /// https://developer.apple.com/documentation/swiftui/coordinatespace/named(_:)
    case named(AnyHashable)
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/leading
    public var leading: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
    public var trailing: CGFloat
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/clear
    nonisolated public static let clear = Color()
    /// https://developer.apple.com/documentation/swiftui/color/black
    nonisolated public static let black = Color()
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Sendable {
    /// https://developer.apple.com/documentation/swiftui/axis/horizontal
    case horizontal
    /// https://developer.apple.com/documentation/swiftui/axis/vertical
    case vertical

    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        public static let horizontal = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/top
    case top
    /// https://developer.apple.com/documentation/swiftui/edge/leading
    case leading
    /// https://developer.apple.com/documentation/swiftui/edge/bottom
    case bottom
    /// https://developer.apple.com/documentation/swiftui/edge/trailing
    case trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15)
    }
}

/// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: 3)
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
    /// https://developer.apple.com/documentation/swiftui/alignment/top
    public static let top = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/x
    public var x: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/y
    public var y: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// https://developer.apple.com/documentation/swiftui/unitpoint/top
    public static let top = UnitPoint(x: 0.5, y: 0)
}

// https://developer.apple.com/documentation/swiftui/color
extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/indigo
    nonisolated public static let indigo = Color()
    /// https://developer.apple.com/documentation/swiftui/color/blue
    nonisolated public static let blue = Color()
}

/// https://developer.apple.com/documentation/developertoolssupport/imageresource
public struct ImageResource: Hashable, Sendable {
    /// https://developer.apple.com/documentation/developertoolssupport/imageresource/init(name:bundle:)
    public init(name: String, bundle: Bundle) {}
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
    /// https://developer.apple.com/documentation/swiftui/image/init(_:)-3ntmi (an asset catalog's generated resource)
    nonisolated public init(_ resource: ImageResource) {}
    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    nonisolated public func resizable() -> Image { self }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/contentmode/fit
    case fit
    /// https://developer.apple.com/documentation/swiftui/contentmode/fill
    case fill
}

// https://developer.apple.com/documentation/swiftui/view
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { StubView() }
}

/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
public protocol CoordinateSpaceProtocol {}

/// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
extension GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/largetitle
    public static let largeTitle = Font()
}

// https://developer.apple.com/documentation/swiftui/view
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { StubView() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6j4pa (a range of Ints)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {}
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) where Label == Text {}
    public var body: Never { fatalError() }
}
