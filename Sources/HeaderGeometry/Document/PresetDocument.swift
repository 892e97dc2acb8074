/// The presets of a preset document (docs/format.md#preset-keys), read strictly by any `Decoder`: what an app
/// bundles and decodes with its own `JSONDecoder`.
///
/// ```swift
/// let url = Bundle.main.url(forResource: "headers", withExtension: "json")!
/// let document = try JSONDecoder().decode(PresetDocument.self, from: Data(contentsOf: url))
/// let header = document.preset(named: "sticky-utah")!
/// ```
///
/// The input may be a document (`{"format": "stretchy-presets", "version": 1, "presets": [...]}`),
/// a single preset object or a bare array of them, as `stretchy import` accepts. Decoding refuses
/// what `stretchy validate` refuses and a `Decoder` can see — an unknown key, a missing
/// `name`, an explicit `null` (but for `shadow`), a wrong type, a broken rule, two presets with
/// one name, another `format`, a `version` other than 1 (a newer one says so) — by throwing
/// ``PresetDocumentError`` with the preset and the key path. Every decoded preset is valid.
///
/// What a `Decoder` cannot see, so decoding through Foundation's `JSONDecoder` accepts where
/// `stretchy validate` refuses (its parser decides before this type is asked):
/// - a key given twice in one object (`JSONDecoder` keeps one of the values);
/// - a trailing comma before `}` or `]` (`JSONDecoder` allows it);
/// - text in UTF-16 or UTF-32 (`JSONDecoder` converts it; the format is UTF-8 only).
///
/// Everything else `validate` refuses, `PresetDocument` refuses too, at the same preset and key
/// path (the package's tests feed both the same hostile files).
public struct PresetDocument: Hashable, Sendable {
    /// The `format` a document names: `"stretchy-presets"`.
    public static let format = "stretchy-presets"
    /// The document version this library reads and `stretchy` writes.
    public static let version = 1

    /// The presets in document order; each is valid, and no two share a name.
    public var presets: [HeaderPreset]

    /// A document holding `presets`.
    public init(presets: [HeaderPreset]) {
        self.presets = presets
    }

    /// The preset called `name`, if the document has it.
    public func preset(named name: String) -> HeaderPreset? {
        presets.first { $0.name == name }
    }
}
