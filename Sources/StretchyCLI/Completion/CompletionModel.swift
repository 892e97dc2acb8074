/// What the completion scripts offer, derived from the specs once for all three shells.
struct CompletionModel {
    /// What may complete a value.
    enum Candidates: Equatable {
        /// Nothing to offer (numbers, free text, new names).
        case none
        /// These words.
        case words([String])
        /// File names.
        case files
        /// The names of the presets in the database.
        case presets
    }

    let catalogue: CommandCatalogue

    /// The commands to offer: every command.
    var commandNames: [String] { catalogue.commands.map(\.name) }

    /// The options of a command as completion sees them: its visible options, then the globals.
    func options(of spec: CommandSpec?) -> [OptionSpec] {
        guard let spec else { return GlobalOptions.all }
        return spec.options.filter { !$0.isHidden }
            + GlobalOptions.all.filter { global in !spec.options.contains { $0.long == global.long } }
    }

    /// What completes a value of this kind.
    func candidates(kind: ValueKind, allowed: [String]) -> Candidates {
        if !allowed.isEmpty { return .words(allowed.filter { $0 != ValueCheck.trackPlaceholder }) }
        switch kind {
        case .presetName: return .presets
        case .path: return .files
        case .commandName: return .words(commandNames)
        case .text, .number, .numberList, .positiveInteger, .choice, .assignment: return .none
        }
    }

    /// What completes an option's value.
    func candidates(for option: OptionSpec) -> Candidates {
        candidates(kind: option.valueKind, allowed: option.allowedValues)
    }

    /// What completes a positional word of the command: the first argument that offers anything.
    func positionalCandidates(of spec: CommandSpec) -> Candidates {
        for argument in spec.arguments {
            let candidates = candidates(kind: argument.valueKind, allowed: argument.allowedValues)
            if candidates != .none { return candidates }
        }
        return .none
    }

    /// Help text made safe inside any shell quoting: one line, no brackets, colons or ASCII quotes
    /// (an apostrophe becomes ’).
    static func plain(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "[", "(": result.append("(")
            case "]", ")": result.append(")")
            case ":": result.append(" -")
            case "'": result.append("\u{2019}")
            case "\"", "`", "\\", "$": break
            case let c where c.isNewline: result.append(" ")
            default: result.append(character)
            }
        }
        if result.hasSuffix(".") { result.removeLast() }
        return result
    }
}
