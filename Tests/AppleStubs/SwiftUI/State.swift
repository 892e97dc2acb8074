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
