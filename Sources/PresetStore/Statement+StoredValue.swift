import CSQLite
import HeaderGeometry
import PresetFormat

/// A key's column value (docs/format.md#preset-keys) bound and read as the key's table says.
extension Statement {
    /// Binds `value`: NULL, a REAL, an INTEGER or TEXT.
    func bind(_ value: FormatStoredValue, at index: Int32) throws(DatabaseError) {
        switch value {
        case .null: try bindNull(at: index)
        case .number(let number): try bind(number, at: index)
        case .integer(let integer): try bind(integer, at: index)
        case .text(let text): try bind(text, at: index)
        }
    }

    /// The column as the value it holds, by its type in the row.
    func storedValue(at column: Int32) -> FormatStoredValue {
        switch type(at: column) {
        case SQLITE_NULL: .null
        case SQLITE_INTEGER: .integer(int64(at: column))
        case SQLITE_FLOAT: .number(double(at: column))
        default: .text(text(at: column))
        }
    }
}
