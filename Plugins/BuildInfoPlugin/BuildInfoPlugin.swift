import Foundation
import PackagePlugin

/// Records the commit `stretchy` is built from, for `stretchy --version`: before each build it
/// writes `BuildCommit.swift`, `let buildCommit = "…"`, with the checkout's commit (twelve hex
/// digits, `-modified` when tracked files differ from it), or `""` when the source is not a git
/// checkout or git cannot be run (a release tarball, a sandbox without git). The file is rewritten
/// only when its text changes, so a build at the same commit compiles nothing again.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [
            .prebuildCommand(
                displayName: "Recording the commit stretchy is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "sh", context.package.directoryURL.path, output.path],
                outputFilesDirectory: context.pluginWorkDirectoryURL)
        ]
    }

    /// `sh -c SCRIPT sh PACKAGE OUTPUT`.
    static let script = #"""
        commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=""
        case $commit in *[!0-9a-f]*) commit="" ;; esac
        if [ -n "$commit" ] && [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
          commit="$commit-modified"
        fi
        text="/// The commit stretchy was built from (Plugins/BuildInfoPlugin); empty when unknown.
        let buildCommit = \"$commit\""
        [ "$(cat "$2" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" > "$2"
        """#
}
