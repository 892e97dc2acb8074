// Stub of SwiftUI: state and bindings (Tests/AppleStubs/README.md).

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    public var dynamicTypeSize: DynamicTypeSize { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall
    case xSmall
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/small
    case small
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/medium
    case medium
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/large
    case large
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge
    case xLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge
    case xxLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge
    case xxxLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1
    case accessibility1
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2
    case accessibility2
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3
    case accessibility3
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4
    case accessibility4
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5
    case accessibility5
}
