/// The schema's migrations, in order; each file under `Migrations/` is compiled into the binary.
///
/// A shipped migration is never edited: a change of schema is a new file, added to `Package.swift`
/// (`.embedInCode`) and to ``migrations``.
enum Migrator {
    /// Every migration, oldest first; versions go 1, 2, 3, ...
    static let migrations: [Migration] = [
        Migration(version: 1, fileName: "0001_initial.sql", bytes: PackageResources._001_initial_sql),
        Migration(version: 2, fileName: "0002_motion.sql", bytes: PackageResources._002_motion_sql),
        Migration(
            version: 3, fileName: "0003_cheaper_rules.sql", bytes: PackageResources._003_cheaper_rules_sql,
            keepsColumns: true),
        Migration(
            version: 4, fileName: "0004_tracks.sql", bytes: PackageResources._004_tracks_sql,
            addedRevisionColumns: ["tracks"]),
        Migration(
            version: 5, fileName: "0005_behaviour.sql", bytes: PackageResources._005_behaviour_sql,
            addedRevisionColumns: ["snap_policy", "motion_fling", "pull_trigger"]),
        Migration(
            version: 6, fileName: "0006_generation.sql", bytes: PackageResources._006_generation_sql,
            keepsColumns: true),
        Migration(
            version: 7, fileName: "0007_screen.sql", bytes: PackageResources._007_screen_sql,
            addedRevisionColumns: ["safe_area", "accessory_height", "accessory_offset", "accessory_behavior"]),
        Migration(
            version: 8, fileName: "0008_accessibility.sql", bytes: PackageResources._008_accessibility_sql,
            addedRevisionColumns: ["dynamic_type_text_style", "dynamic_type_scaled_height"]),
        Migration(
            version: 9, fileName: "0009_reduced_motion.sql", bytes: PackageResources._009_reduced_motion_sql,
            addedRevisionColumns: ["reduced_motion"]),
    ]

    /// The schema version that made the `generation` table (``GenerationRecord``).
    static let generationVersion = 6

    /// The newest schema version this program knows.
    static var knownVersion: Int { migrations.last?.version ?? 0 }
}
