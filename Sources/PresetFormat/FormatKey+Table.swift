import HeaderGeometry
import ValueText

/// The format's table of keys and how to find one.
extension FormatKey {
    /// Every key of the format, in the order docs/format.md, `show` and `history` list them.
    public static let all: [FormatKey] = presetKeys + motionKeys + trackKeys + dynamicTypeKeys + reducedMotionKeys

    /// The keys `edit KEY=VALUE` can set, as completion and the unknown-key hint list them.
    public static var settable: [FormatKey] { all.filter(\.isSettable) }

    /// The key at `path` as the command line writes it (`shadow.threshold`; a track key such as
    /// `tracks.title.scale.easing` is found as its pattern), or `nil`.
    public static func named(_ path: String) -> FormatKey? {
        if path.hasPrefix("reducedMotion.") { return all.first { $0.path == "reducedMotion.KEY" } }
        if path.hasPrefix("tracks.") {
            let parts = path.split(separator: ".", omittingEmptySubsequences: false)
            let pattern =
                parts.count == 4 && parts[3] != "keyframes"
                ? "tracks.LAYER.PROPERTY.\(parts[3])" : "tracks.LAYER.PROPERTY"
            return all.first { $0.path == pattern }
        }
        return all.first { $0.path == path }
    }

    /// The key to set for `path`, or an unknown-key error with the closest key (or the list).
    /// A track path is checked whole (layer, property, part) when it is applied.
    public static func settable(_ path: String) throws(FormatKeyError) -> FormatKey {
        if path.hasPrefix("reducedMotion."), let key = named(path) { return key }
        if path.hasPrefix("tracks.") {
            _ = try TrackTarget.parse(path)
            if let key = named(path) { return key }
        }
        if let key = all.first(where: { $0.path == path }), key.isSettable { return key }
        if path == "name" {
            throw FormatKeyError(.unknownKey, "the name is not a key", hint: "use 'stretchy rename OLD NEW'")
        }
        let keys = settable.map(\.path)
        let hint =
            NameSuggestion.closest(to: path, among: keys).map { "did you mean \(MessageText.quoted($0))?" }
            ?? "keys: " + keys.joined(separator: ", ")
        throw FormatKeyError(.unknownKey, "unknown key \(MessageText.quoted(path, longest: .max))", hint: hint)
    }
}
