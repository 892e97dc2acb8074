import HeaderGeometry
import ValueText

extension PresetStore {
    /// Stores a new preset as the first revision of its own history.
    /// Fails with ``StoreError/Kind/nameTaken`` when a preset has its name.
    public func create(_ preset: HeaderPreset, action: String = "create") throws(StoreError) {
        try change { () throws(StoreError) in try insertNew(preset, action: action) }
    }

    /// Replaces the live preset of the same name; appends no revision when nothing changed.
    /// Fails with ``StoreError/Kind/notFound`` when there is no such preset.
    public func update(_ preset: HeaderPreset, action: String = "edit") throws(StoreError) {
        try change { () throws(StoreError) in
            let current = try existing(preset.name)
            guard current.preset != preset else { return }
            try appendRevision(
                lineage: current.lineage, number: current.number + 1, action: action,
                name: preset.name, preset: preset)
        }
    }

    /// Gives a preset a new name; its history follows it. Renaming to the same name does nothing.
    public func rename(_ name: String, to newName: String) throws(StoreError) {
        try change { () throws(StoreError) in
            var current = try existing(name)
            guard newName != name else { return }
            try checkNewName(newName)
            current.preset.name = newName
            try appendRevision(
                lineage: current.lineage, number: current.number + 1, action: "rename",
                name: newName, preset: current.preset)
        }
    }

    /// Stores a copy of a preset under a new name, with a history of its own.
    public func copy(_ name: String, to newName: String) throws(StoreError) {
        try change { () throws(StoreError) in
            var copy = try existing(name).preset
            try checkNewName(newName)
            copy.name = newName
            try insertNew(copy, action: "copy")
        }
    }

    /// Deletes a preset; its history stays and ``revert(_:to:)`` brings it back.
    public func delete(_ name: String) throws(StoreError) {
        try change { () throws(StoreError) in
            let current = try existing(name)
            try appendRevision(
                lineage: current.lineage, number: current.number + 1, action: "delete",
                name: name, preset: nil)
        }
    }

    /// The number of the live preset `name`'s latest revision, or `nil` when no preset has the
    /// name. Its content is not checked, so a preset that breaks a rule can still be deleted.
    public func latestRevision(ofLive name: String) throws(StoreError) -> Int? {
        try read { () throws(StoreError) in try current(named: name, validating: false)?.number }
    }

    /// The live preset named `name`, or a ``StoreError/Kind/notFound`` error; as stored, even
    /// when it breaks a rule, so it can be deleted or replaced.
    func existing(_ name: String) throws(StoreError) -> Current {
        guard let current = try current(named: name, validating: false) else {
            throw StoreError(.notFound, "no preset named \(MessageText.quoted(name))")
        }
        return current
    }

    private func checkNewName(_ name: String) throws(StoreError) {
        if let problem = HeaderPreset.nameProblem(name) {
            throw StoreError(.invalidArgument, "invalid preset name \(MessageText.quoted(name)): \(problem)")
        }
    }
}
