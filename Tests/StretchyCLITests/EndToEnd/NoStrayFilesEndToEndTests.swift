import Foundation
import TestKit
import Testing

/// No command leaves a file the user did not ask for: with $HOME and $XDG_CACHE_HOME pointing
/// into the sandbox and the database there too, the sandbox holds only the database afterwards
/// (no cache, no state file), whichever commands ran, as root or not.
struct NoStrayFilesEndToEndTests {
    func testCommandsLeaveOnlyTheDatabase() throws {
        let sandbox = Sandbox()
        let cache = sandbox.folder.appendingPathComponent("cache").path
        let commands: [[String]] = [
            ["list"], ["list", "--format", "json"], ["show", "sticky-utah"], ["check"],
            ["create", "hero", "--from", "sticky-utah", "maxHeight=320"], ["edit", "hero", "minHeight=90"],
            ["history", "hero"], ["export"], ["eval", "hero", "--at", "0,50"], ["chart", "hero"],
            ["show", "no-such-preset"],
        ]
        for command in commands {
            _ = try sandbox.run(command, environment: ["XDG_CACHE_HOME": cache])
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
            .filter { $0 != "presets.sqlite" && $0 != "presets.sqlite-wal" && $0 != "presets.sqlite-shm" }
        expectEqual(left, [], "files no one asked for: \(left)")
    }
}
