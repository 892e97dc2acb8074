import ValueText

/// The preset with the system's Reduce Motion on (docs/accessibility.md#reduce-motion).
extension HeaderPreset {
    /// The preset merged with its ``reducedMotion``: what an app shows while Reduce Motion is on.
    /// Itself when it has none, or when the merge breaks a rule (which ``violations`` reports);
    /// never has a `reducedMotion` of its own.
    public var reducedMotionVariant: HeaderPreset {
        guard reducedMotion != nil, let merged = try? mergingReducedMotion() else {
            var plain = self
            plain.reducedMotion = nil
            return plain
        }
        return merged
    }

    /// The preset merged with its ``reducedMotion`` (itself, without it, when it has none).
    ///
    /// - Throws: The first problem of the merged preset, its key path under `reducedMotion`
    ///   (`reducedMotion.motion.parallax: 2 is outside -1...1`).
    public func mergingReducedMotion() throws(PresetDocumentError) -> HeaderPreset {
        var plain = self
        plain.reducedMotion = nil
        guard let changes = reducedMotion?.changes, !(reducedMotion?.isEmpty ?? true) else { return plain }
        let merged: JSONValue
        do {
            merged = ReducedMotion.merge(changes, over: try JSONValueEncoder.encode(plain))
        } catch {
            throw PresetDocumentError(keyPath: "reducedMotion", message: "could not be merged: \(error)")
        }
        do {
            var variant = try JSONValueDecoder.decode(HeaderPreset.self, from: merged)
            variant.reducedMotion = nil
            return variant
        } catch let error as DecodingError {
            var problem =
                error.presetDocumentError ?? PresetDocumentError(error, below: [], presetName: nil)
            problem.presetName = nil
            problem.presetIndex = nil
            problem.keyPath = problem.keyPath.isEmpty ? "reducedMotion" : "reducedMotion." + problem.keyPath
            throw problem
        } catch {
            throw PresetDocumentError(keyPath: "reducedMotion", message: "\(error)")
        }
    }
}
