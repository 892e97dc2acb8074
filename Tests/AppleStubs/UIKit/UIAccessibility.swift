/// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
}
