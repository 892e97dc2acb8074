import HeaderGeometry
import PresetService
import ValueText

extension PresetLibrary {
    /// Runs `body`; a "not found" without a hint (a name with no history at all) gets the closest
    /// current preset name as one, as every other "no preset named" error has.
    func hintingNames<T>(_ name: String, _ body: () throws(ServiceError) -> T) throws(ServiceError) -> T {
        do {
            return try body()
        } catch {
            var failure = error
            if failure.kind == .notFound, failure.hint == nil {
                let names = try summaries().map(\.name)
                failure.hint =
                    NameSuggestion.closest(to: name, among: names).map { "did you mean \(MessageText.quoted($0))?" }
                    ?? "see 'stretchy list'"
            }
            throw failure
        }
    }
}
