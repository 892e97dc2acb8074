import HeaderGeometry

/// What the platform exports do not draw yet of the screen's keys (docs/screen.md): the lines of
/// the fidelity note for a preset that has them, none for any other, so every earlier export
/// keeps its bytes.
enum ScreenLosses {
    /// One line per screen key the preset sets.
    static func lines(for preset: HeaderPreset) -> [String] {
        var lines: [String] = []
        if preset.safeArea != .below {
            lines.append(
                "safeArea \(preset.safeArea.rawValue): the header is laid out from the safe area's top, its heights not grown by the inset"
            )
        }
        if let accessory = preset.accessory {
            lines.append(
                "the accessory (a \(CodeNumber.plain(accessory.height)) pt \(accessory.behavior.rawValue) strip \(CodeNumber.plain(accessory.offset)) pt below the header) and the pages under it are not drawn"
            )
        }
        let offsetTracks = preset.tracks.filter { $0.input == .offset }.map { "\($0.layer).\($0.property.rawValue)" }
        if !offsetTracks.isEmpty {
            lines.append("tracks keyed to the offset in points (\(offsetTracks.joined(separator: ", "))) follow the collapse progress instead")
        }
        let anchored = preset.tracks.filter { $0.anchor.map { $0 != .center } ?? false }
        if !anchored.isEmpty {
            let names = anchored.map {
                "\($0.layer).\($0.property.rawValue) about \(CodeNumber.plain($0.scaleAnchor.x)),\(CodeNumber.plain($0.scaleAnchor.y))"
            }
            lines.append("scale anchors (\(names.joined(separator: "; "))): the layers scale about their centre")
        }
        return lines
    }
}
