import PresetJSON

/// The JSON values commands build for `--format json`, and their writer: the reader's own
/// `JSONValue`, so there is one JSON value type in the package.
public typealias JSONValue = PresetJSON.JSONValue

/// Writes a ``JSONValue`` as indented or one-line JSON.
public typealias JSONWriter = PresetJSON.JSONWriter
