import HeaderGeometry

/// The built-in catalogue: the preset documents of `Presets/`, which HeaderGeometry carries in
/// code as ``HeaderGeometry/BuiltInPresets`` (BuiltInCatalogueTests checks them equal, file for
/// file and key for key), so an installed `stretchy` needs no files beside it and a new database
/// is seeded without reading JSON.
public enum BuiltInCatalogue {
    /// The built-in presets, sorted by name.
    public static var presets: [HeaderPreset] { HeaderPreset.builtIn }
}
