import HeaderGeometry
import PresetJSON
import StrictJSON
import ValueText

/// The JSON of docs/format.md#preset-keys for the command line, which knows no JSON layer of its own.
public enum PresetDocuments {
    /// One preset as its canonical JSON object (what `show --format json` prints and `edit` opens).
    public static func object(_ preset: HeaderPreset) -> String {
        PresetDocumentWriter.preset(preset)
    }

    /// The preset object of ``object(_:)`` as a value, for output that embeds presets
    /// (`history --format json`): every key the canonical writer writes, tracks included.
    public static func value(_ preset: HeaderPreset) -> JSONValue {
        // The canonical text is valid JSON by construction; reading it back keeps one writer.
        (try? JSONValue.parse(Array(object(preset).utf8), source: "preset")) ?? .null
    }

    /// The canonical document holding `presets`, sorted by name.
    public static func document(_ presets: [HeaderPreset]) -> String {
        PresetDocumentWriter.document(presets)
    }

    /// Exactly one preset object, read strictly (the `$EDITOR` flow).
    public static func readPreset(_ bytes: [UInt8], source: String) throws(ServiceError) -> HeaderPreset {
        do {
            return try PresetDocumentReader.readPreset(bytes, source: source)
        } catch {
            throw ServiceError(jsonError: error)
        }
    }

    /// Any JSON value, read strictly (a request body of the studio's API).
    public static func readValue(_ bytes: [UInt8], source: String) throws(ServiceError) -> JSONValue {
        do {
            return try JSONValue.parse(bytes, source: source)
        } catch {
            throw ServiceError(jsonError: error)
        }
    }

    /// A preset object that is one member of a larger JSON value, read as ``readPreset(_:source:)``
    /// reads one on its own. Its text is not the user's, so a problem is reported as `edit`
    /// reports one, without a place: `preset "x" maxHeight: -5 is outside 0...10000`.
    public static func readPreset(_ value: JSONValue) throws(ServiceError) -> HeaderPreset {
        do throws(ServiceError) {
            return try readPreset(Array(JSONWriter.compactText(value).utf8), source: "preset")
        } catch {
            throw ServiceError(.invalidData, error.documentProblem?.detail ?? error.message)
        }
    }

    /// `text` as a JSON string literal, escaping only what JSON requires.
    public static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
