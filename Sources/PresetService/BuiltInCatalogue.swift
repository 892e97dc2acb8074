import HeaderGeometry
import PresetJSON

/// The built-in catalogue: the preset documents of `Presets/`, compiled into the binary
/// (`.embedInCode` in Package.swift) so an installed `stretchy` needs no files beside it.
public enum BuiltInCatalogue {
    /// Each embedded document's bytes, by its file name in `Presets/`.
    public static let documents: [String: [UInt8]] = [
        "android-collapsing-toolbar.json": PackageResources.android_collapsing_toolbar_json,
        "flutter-sliver-app-bar-stretch.json": PackageResources.flutter_sliver_app_bar_stretch_json,
        "ios-large-title-navigation-bar.json": PackageResources.ios_large_title_navigation_bar_json,
        "ios-large-title-safe-area.json": PackageResources.ios_large_title_safe_area_json,
        "material3-large-top-app-bar.json": PackageResources.material3_large_top_app_bar_json,
        "material3-medium-top-app-bar.json": PackageResources.material3_medium_top_app_bar_json,
        "material3-top-app-bar-tabs.json": PackageResources.material3_top_app_bar_tabs_json,
        "profile-pinned-tabs.json": PackageResources.profile_pinned_tabs_json,
        "scaling-header-profile.json": PackageResources.scaling_header_profile_json,
        "scaling-header-snap.json": PackageResources.scaling_header_snap_json,
        "scaling-header.json": PackageResources.scaling_header_json,
        "sticky-utah.json": PackageResources.sticky_utah_json,
        "stretchable-geometryreader.json": PackageResources.stretchable_geometryreader_json,
        "stretchy-ios18.json": PackageResources.stretchy_ios18_json,
    ]

    /// The built-in presets, sorted by name; decoded once, on first use, from ``documents``.
    public static let presets: [HeaderPreset] = {
        var presets: [HeaderPreset] = []
        for (file, bytes) in documents {
            do {
                presets += try PresetDocumentReader.read(bytes, source: "Presets/" + file)
            } catch {
                // The files are checked by BuiltInCatalogueTests; a broken one is a build mistake.
                preconditionFailure("built-in catalogue: \(error)")
            }
        }
        return presets.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }()
}
