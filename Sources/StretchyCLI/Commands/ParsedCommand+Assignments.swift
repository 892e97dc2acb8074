import PresetService

extension ParsedCommand {
    /// The `KEY=VALUE` arguments, every one parsed before anything is opened; a bad key exits 64.
    func assignments() throws(ServiceError) -> [PresetAssignment] {
        var parsed: [PresetAssignment] = []
        for text in arguments("key=value") { parsed.append(try PresetAssignment.parse(text)) }
        return parsed
    }
}
