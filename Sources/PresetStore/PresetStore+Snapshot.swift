extension PresetStore {
    /// Runs `body` on one snapshot of the database (a read transaction, or the caller's): every
    /// read inside it (``forEachPreset(skipping:_:)``, ``preset(named:)``, ``history(of:)``, ...)
    /// sees the same database, whatever another process commits meanwhile. A code export walks
    /// the presets several times this way; a preset and its newest revision are read together.
    public func onOneSnapshot<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try read(body)
    }
}
