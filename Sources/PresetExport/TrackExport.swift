import HeaderGeometry

/// Tracks (SPEC.md §6) as each platform writes them. Placeholder until tracks land on main.
enum TrackExport {
    static func webLosses(for preset: HeaderPreset) -> [String] { [] }
    static func webRules(for preset: HeaderPreset, scroller: String, identifier: String, driver: ScrollAnimation.Driver) -> String { "" }
    static func layers(of preset: HeaderPreset) -> [String] { [] }
    static func hasPullTracks(_ preset: HeaderPreset) -> Bool { false }
    static func kotlinProperties(for preset: HeaderPreset) -> String { "" }
    static func dartProperties(for preset: HeaderPreset) -> String {
        "\n  /// The layer [name] as its tracks set it.\n  Widget layer(String name, Widget child) => child;\n"
    }
}
