import PresetService
import StrictJSON
import ValueText

/// What `stretchy --version` says of the build, so a bug report tells builds apart: the version,
/// the commit it was built from (recorded by Plugins/BuildInfoPlugin; `-modified` when tracked
/// files differed from it, unknown outside a git checkout) and the build configuration.
struct BuildInfo {
    /// The program's version (`0.1.0`).
    let version: String
    /// The commit, twelve hex digits and maybe `-modified`; `nil` when unknown.
    let commit: String?
    /// `debug` or `release`.
    let configuration: String

    /// This build's.
    init(version: String) {
        self.version = version
        commit = buildCommit.isEmpty ? nil : buildCommit
        #if DEBUG
            configuration = "debug"
        #else
            configuration = "release"
        #endif
    }

    /// `0.1.0 (commit 2fe28c5abcd1, release build)`.
    var text: String {
        "\(version) (commit \(commit ?? "unknown"), \(configuration) build)"
    }

    /// `{"version": "0.1.0", "commit": "2fe28c5abcd1", "configuration": "release"}` (`commit`
    /// `null` when unknown).
    var json: String {
        JSONWriter.compactText(
            .object(
                keys: ["version", "commit", "configuration"],
                values: [.string(version), commit.map(JSONValue.string) ?? .null, .string(configuration)]))
    }
}
