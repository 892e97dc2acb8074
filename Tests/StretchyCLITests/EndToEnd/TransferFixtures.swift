import Foundation
import TestKit
import Testing

/// Documents and checks shared by the end-to-end tests of import, export, validate, eval and snap.
enum TransferFixtures {
    /// The built-in catalogue's names (docs/swift.md#1-the-built-in-catalogue plus the platform headers), sorted.
    static let builtInNames = [
        "android-collapsing-toolbar", "flutter-sliver-app-bar-stretch", "ios-large-title-navigation-bar",
        "ios-large-title-safe-area", "material3-large-top-app-bar", "material3-medium-top-app-bar",
        "material3-top-app-bar-tabs", "profile-pinned-tabs", "scaling-header", "scaling-header-profile",
        "scaling-header-snap", "sticky-utah", "stretchable-geometryreader", "stretchy-ios18",
    ]

    /// A preset document (docs/format.md#a-document) holding these preset objects.
    static func document(_ presets: [String]) -> String {
        #"{"format": "stretchy-presets", "version": 1, "presets": ["# + presets.joined(separator: ",\n") + "]}\n"
    }

    /// A preset object with `name` and extra members (`"maxHeight": 320`).
    static func preset(_ name: String, _ members: String = "") -> String {
        members.isEmpty ? #"{"name": "\#(name)"}"# : #"{"name": "\#(name)", \#(members)}"#
    }

    /// The names of the presets in an exported document, in order.
    static func names(inDocument text: String) throws -> [String] {
        let object = try require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let presets = try require(object["presets"] as? [[String: Any]])
        return presets.compactMap { $0["name"] as? String }
    }

    /// Parses JSON output.
    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}

extension StretchyProcess.Outcome {
    /// Whether the run failed as docs/commands.md#exit-status says: nothing on stdout, exactly one line on stderr
    /// starting `stretchy: error: `, and this exit status.
    func failed(with status: Int32) -> Bool {
        self.status == status && stdout.isEmpty && stderr.hasPrefix("stretchy: error: ")
            && stderr.hasSuffix("\n") && stderr.filter { $0 == "\n" }.count == 1
    }
}
