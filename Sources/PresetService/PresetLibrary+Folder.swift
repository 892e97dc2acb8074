import HeaderGeometry
import PresetStore

/// A team's folder of preset files made the database's truth (docs/teams.md#the-folder-is-the-truth).
extension PresetLibrary {
    /// Makes the database hold `presets` (read from a folder, valid, each name once), all or
    /// nothing in one transaction: a new preset is created, a different one replaced with one
    /// revision, an identical one left without a revision; with `prune`, every live preset the
    /// folder does not hold is deleted, as a revision (its history stays, so `revert` brings it
    /// back). A dry run writes nothing and reports the same.
    public func importFolder(_ presets: [HeaderPreset], prune: Bool, dryRun: Bool = false) throws(ServiceError) -> ImportReport {
        let plan: (PresetStore) throws -> ImportReport = { store in
            var report = ImportReport()
            let live = try store.liveNames(among: presets.map(\.name))
            for preset in presets {
                guard live.contains(preset.name), let current = try store.storedPreset(named: preset.name) else {
                    report.created.append(preset.name)
                    if !dryRun { try store.create(preset, action: "import") }
                    continue
                }
                if current == preset {
                    report.unchanged.append(preset.name)
                    continue
                }
                report.replaced.append(preset.name)
                if !dryRun { try store.update(preset, action: "import") }
            }
            if prune {
                let kept = Set(presets.map(\.name))
                for name in try store.liveNames() where !kept.contains(name) {
                    report.deleted.append(name)
                    if !dryRun { try store.delete(name) }
                }
            }
            report.written = !dryRun
            return report
        }
        if dryRun {
            do { return try plan(try store()) } catch { throw ServiceError(error) }
        }
        return try write(plan)
    }
}
