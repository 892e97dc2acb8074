extension PresetStore {
    /// Runs `body` on one snapshot of the database (a read transaction, or the caller's): every
    /// ``forEachPreset(skipping:_:)`` inside it sees the same presets, whatever another process
    /// commits meanwhile. A code export walks the presets several times this way.
    public func onOneSnapshot<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try read(body)
    }
}
