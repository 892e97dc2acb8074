import PresetService
import StrictJSON
import ValueText

extension JSONWriter {
    /// Writes `value` and a final newline to `output`.
    public static func write(_ value: JSONValue, to output: OutputBuffer) {
        output.writeBytes { bytes in
            append(value, to: &bytes, indent: 0)
            bytes.append(UInt8(ascii: "\n"))
        }
    }
}
