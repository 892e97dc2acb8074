/// A trace's first line: `{"format": "stretchy-trace", "version": 1, "preset": NAME}`
/// (docs/traces.md#format).
public struct TraceHeader: Hashable, Sendable {
    /// The `format` every trace names.
    public static let format = "stretchy-trace"
    /// The newest trace version this reader knows.
    public static let version = 1

    /// The trace's version.
    public var version: Int
    /// The preset the trace was recorded for, when the recorder said.
    public var preset: String?

    /// A header of `version` for `preset`.
    public init(version: Int = TraceHeader.version, preset: String? = nil) {
        self.version = version
        self.preset = preset
    }
}
