import StrictJSON

/// The JSON vocabulary of StrictJSON under PresetJSON's names, so a target that reads or writes
/// preset documents needs one import: one JSON value type, one writer, one error for the package.

/// A JSON value as a tree (StrictJSON).
public typealias JSONValue = StrictJSON.JSONValue

/// Writes a ``JSONValue`` as indented or one-line JSON (StrictJSON).
public typealias JSONWriter = StrictJSON.JSONWriter

/// Why a JSON text or preset document could not be read (StrictJSON).
public typealias PresetJSONError = StrictJSON.PresetJSONError
