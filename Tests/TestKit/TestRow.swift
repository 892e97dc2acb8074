/// The row of a table a test is checking, which every failure in it names: a test that loops over
/// its cases checks each one inside `TestRow.$current.withValue(String(describing: (a, b))) { … }`.
public enum TestRow {
    /// The row's values as text, or nil outside a table.
    @TaskLocal public static var current: String?
}
