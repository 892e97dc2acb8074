import FoundationEssentials
import HeaderGeometry
import PresetJSON
import StrictJSON
import Testing
import ValueText

/// `docs/stretchy-trace.schema.json` says what the trace reader reads: the same keys, phases,
/// layer properties and required keys.
@Suite("trace schema")
struct TraceSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/stretchy-trace.schema.json")

    @Test func schemaMatchesTheReader() throws {
        let schema = try JSONValue.parse([UInt8](try Data(contentsOf: Self.schemaURL)), source: "stretchy-trace.schema.json")
        let header = try #require(schema["$defs"]?["header"])
        #expect(header["properties"]?.keys == ["format", "version", "preset"])
        #expect(header["properties"]?["format"]?["const"]?.string == TraceHeader.format)
        #expect(header["properties"]?["version"]?["const"]?.number == Double(TraceHeader.version))
        #expect(header["additionalProperties"] == .bool(false))

        let sample = try #require(schema["$defs"]?["sample"])
        #expect(sample["properties"]?.keys == ["t", "offset", "height", "top", "layers", "phase", "velocity"])
        #expect(sample["required"] == .array(["t", "offset", "height", "top"].map(JSONValue.string)))
        #expect(sample["additionalProperties"] == .bool(false))
        #expect(sample["properties"]?["phase"]?["enum"] == .array(TracePhase.allCases.map { .string($0.rawValue) }))
        #expect(
            sample["properties"]?["layers"]?["additionalProperties"]?["properties"]?.keys
                == TrackProperty.allCases.map(\.rawValue))
        #expect(sample["then"]?["required"] == .array([.string("velocity")]))
    }
}
