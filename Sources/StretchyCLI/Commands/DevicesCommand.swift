import PresetService
import StrictJSON
import ValueText

/// `stretchy devices [--format table|json]`: the built-in device profiles `--device` takes
/// (docs/screen.md#devices).
public struct DevicesCommand: StretchyCommand {
    static let format = GlobalOptions.format([.table, .json])

    public static let spec = CommandSpec(
        name: "devices",
        abstract: "List the phones --device evaluates on.",
        discussion: """
            Each profile has a name, its viewport in points (dp on Android), its top safe-area \
            inset, its platform and the public source of its numbers. --device NAME on eval, \
            snap, simulate, chart and verify evaluates on that phone; --format json gives an \
            array of objects with name, width, height, safeAreaTop, platform and source.
            """,
        options: [format.spec],
        examples: [
            CommandExample("The phones and their safe-area tops.", "stretchy devices"),
            CommandExample("The profiles as JSON, with the sources of their numbers.", "stretchy devices --format json"),
        ])

    /// The output format.
    var format: OutputFormat

    public init(_ parsed: ParsedCommand) {
        format = parsed[Self.format]
    }

    /// Writes one row per profile: `name`, `viewport` (`393x852`), `safeAreaTop`, `platform`,
    /// `source`; with `--format json` an array of objects.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let devices = DeviceProfile.builtIn
        if format == .json {
            let keys = ["name", "width", "height", "safeAreaTop", "platform", "source"]
            let objects = devices.map { device in
                JSONValue.object(
                    keys: keys,
                    values: [
                        .string(device.name), .number(device.width), .number(device.height), .number(device.safeAreaTop),
                        .string(device.platform), .string(device.source),
                    ])
            }
            environment.output.write(JSONWriter.text(.array(objects)))
            return .success
        }
        var table = TableWriter(titles: ["name", "viewport", "safeAreaTop", "platform"])
        for device in devices {
            let viewport = JSONValue.number(device.width).humanText + "x" + JSONValue.number(device.height).humanText
            table.append([device.name, viewport, JSONValue.number(device.safeAreaTop).humanText, device.platform])
        }
        table.write(to: environment.output)
        environment.output.write("\n")
        environment.output.write(
            ProseLines.text(devices.map { "\($0.name): \($0.source)." }, width: ListCommand.lineWidth(environment)))
        return .success
    }
}
