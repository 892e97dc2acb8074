/// A one-line progress counter on standard error for long work (importing thousands of presets),
/// shown only when standard error is a terminal; otherwise it writes nothing at all.
public final class ProgressReporter {
    private let environment: CLIEnvironment
    private let label: String
    private let total: Int
    private let isVisible: Bool
    private var shownPercent = -1

    /// A reporter for `total` steps of work named `label` (`importing`).
    public init(environment: CLIEnvironment, label: String, total: Int) {
        self.environment = environment
        self.label = label
        self.total = max(total, 1)
        self.isVisible = environment.showsProgress
    }

    /// Reports that `done` steps are finished; redraws at most once per percent.
    public func update(done: Int) {
        guard isVisible else { return }
        let percent = min(100, done * 100 / total)
        guard percent != shownPercent else { return }
        shownPercent = percent
        environment.errorOutput.write("\r\(label) \(min(done, total))/\(total) (\(percent)%)")
        try? environment.errorOutput.flush()
    }

    /// Clears the progress line, leaving standard error as it was.
    public func finish() {
        guard isVisible, shownPercent >= 0 else { return }
        environment.errorOutput.write("\r\u{1B}[2K")
        try? environment.errorOutput.flush()
    }
}
