import HeaderGeometry
import ValueText

/// Where the store keeps a key of the format (docs/format.md#preset-keys): its column in the
/// `revision` table and what NULL there means. The store binds and reads every column key through
/// ``FormatKey/storedValue(in:)`` and ``FormatKey/restore(_:into:)``, so a new scalar key is one
/// table entry and a migration adding its column.
public enum FormatStorage: Hashable, Sendable {
    /// A column every preset's row fills; NULL there is a broken row (`min_height`).
    case required(String)
    /// A column written whenever the key is present; NULL reads as the default (`shadow_radius`).
    case column(String)
    /// A column that holds NULL for the key's default, and reads NULL as the default: the columns
    /// later schema versions added (`motion_parallax`, `snap_policy`), so the rows earlier versions
    /// wrote keep meaning what they meant.
    case nullWhenDefault(String)
    /// No column of its own: a group (`shadow`), the name (the row's `name`), the snap positions
    /// (table `snap_position`) and the tracks (column `tracks`, JSON the store writes itself).
    case absent

    /// The column's name, or `nil` when ``absent``.
    public var column: String? {
        switch self {
        case .required(let name), .column(let name), .nullWhenDefault(let name): name
        case .absent: nil
        }
    }
}

/// A value as a column of the store holds it.
public enum FormatStoredValue: Hashable, Sendable {
    /// NULL.
    case null
    /// A REAL.
    case number(Double)
    /// An INTEGER (a boolean is 0 or 1).
    case integer(Int64)
    /// TEXT.
    case text(String)
}

extension FormatStoredValue {
    /// The number in a REAL (or an INTEGER) column.
    var double: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        case .null, .text: nil
        }
    }

    /// The text of a TEXT column.
    var string: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

extension FormatKey {
    /// The error for a column's value the key cannot hold.
    static func unreadableStored(_ path: String, _ value: FormatStoredValue) -> FormatKeyError {
        switch value {
        case .text(let text): FormatKeyError(.unreadable, "has an unknown \(path) \(MessageText.quoted(String(text)))")
        case .number(let number): FormatKeyError(.unreadable, "has \(path) \(NumberText.shortest(number)), which is not one of its values")
        case .integer(let number): FormatKeyError(.unreadable, "has \(path) \(number), which is not one of its values")
        case .null: FormatKeyError(.unreadable, "has no \(path)")
        }
    }
}
