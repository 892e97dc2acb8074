import FoundationEssentials
import HeaderGeometry
import PresetJSON
import StrictJSON
import TestKit
import Testing
import ValueText

/// `docs/stretchy-trace.schema.json` says what the trace reader reads: the same keys, phases,
/// layer properties and required keys.
struct TraceSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/stretchy-trace.schema.json")

    func testSchemaMatchesTheReader() throws {
        let schema = try JSONValue.parse([UInt8](try Data(contentsOf: Self.schemaURL)), source: "stretchy-trace.schema.json")
        let header = try require(schema["$defs"]?["header"])
        expectEqual(header["properties"]?.keys, ["format", "version", "preset"])
        expectEqual(header["properties"]?["format"]?["const"]?.string, TraceHeader.format)
        expectEqual(header["properties"]?["version"]?["const"]?.number, Double(TraceHeader.version))
        expectEqual(header["additionalProperties"], .bool(false))

        let sample = try require(schema["$defs"]?["sample"])
        expectEqual(sample["properties"]?.keys, ["t", "offset", "height", "top", "layers", "phase", "velocity"])
        expectEqual(sample["required"], .array(["t", "offset", "height", "top"].map(JSONValue.string)))
        expectEqual(sample["additionalProperties"], .bool(false))
        expectEqual(sample["properties"]?["phase"]?["enum"], .array(TracePhase.allCases.map { .string($0.rawValue) }))
        expectEqual(
            sample["properties"]?["layers"]?["additionalProperties"]?["properties"]?.keys, TrackProperty.allCases.map(\.rawValue))
        expectEqual(sample["then"]?["required"], .array([.string("velocity")]))
    }
}
