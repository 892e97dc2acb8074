import PresetService

/// The libraries a command used, so the run can tell afterwards whether a change was saved: a
/// writing command whose change is committed exits 0 even when its confirmation cannot be
/// written (standard output closed or full), with a warning instead of an error.
public final class ChangeRecord {
    private var libraries: [PresetLibrary] = []

    /// An empty record.
    public init() {}

    /// Remembers `library`, to ask it later whether it committed.
    func watch(_ library: PresetLibrary) {
        libraries.append(library)
    }

    /// Whether any library the command used committed a write.
    public var committed: Bool {
        libraries.contains { $0.hasCommitted }
    }
}
