/// Manual pages in roff (`man(7)` macros), as swift-argument-parser's `generate-manual` writes
/// them: `stretchy(1)` for the program and `stretchy-COMMAND(1)` for each command, from the same
/// specs that drive `help` (`stretchy help --man [COMMAND]`, `docs/man/`).
public struct ManualPage: Sendable {
    /// The commands described.
    public var catalogue: CommandCatalogue

    /// Pages for `catalogue`.
    public init(catalogue: CommandCatalogue = .stretchy) {
        self.catalogue = catalogue
    }

    /// `stretchy(1)`: what the program is, its commands, global options and exit statuses.
    public func overview() -> String {
        let program = catalogue.programName
        var lines = header(title: program, summary: catalogue.abstract)
        lines += [".SH SYNOPSIS", ".B \(Self.escaped(program))", Self.escaped("<subcommand> [<options>]")]
        lines += [
            ".SH DESCRIPTION", Self.text(catalogue.abstract), ".PP",
            Self.text(
                "Each command has its own page, \(program)-COMMAND(1), and its help: "
                    + "'\(program) help COMMAND'."),
        ]
        lines.append(".SH COMMANDS")
        for spec in catalogue.commands {
            lines += [".TP", ".B \(Self.escaped(spec.name))", Self.text(spec.abstract)]
        }
        lines.append(".SH OPTIONS")
        lines += GlobalOptions.all.flatMap(optionLines)
        lines += exampleLines(catalogue.examples)
        lines += exitStatusLines()
        lines += environmentLines()
        lines += [".SH SEE ALSO"]
        lines.append(
            catalogue.commands.map { ".BR \(Self.escaped("\(program)-\($0.name)")) (1)" }
                .joined(separator: " ,\n"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `stretchy-COMMAND(1)`.
    public func page(for spec: CommandSpec) -> String {
        let program = catalogue.programName
        var lines = header(title: "\(program)-\(spec.name)", summary: spec.abstract)
        lines += [
            ".SH SYNOPSIS", ".B \(Self.escaped(program))",
            Self.escaped(HelpGenerator(catalogue: catalogue).usage(for: spec)),
        ]
        lines += [".SH DESCRIPTION", Self.text(spec.abstract)]
        for paragraph in spec.discussion.split(separator: "\n", omittingEmptySubsequences: true) {
            lines += [".PP", Self.text(String(paragraph))]
        }
        if !spec.arguments.isEmpty {
            lines.append(".SH ARGUMENTS")
            for argument in spec.arguments {
                lines += [
                    ".TP", "\\fI\(Self.escaped(argument.usage))\\fR",
                    Self.text(argument.help + Self.annotation(allowed: argument.allowedValues, default: nil)),
                ]
            }
        }
        var options = spec.options.filter { !$0.isHidden }
        if spec.usesDatabase { options.append(GlobalOptions.database.spec) }
        if spec.usesColor { options.append(GlobalOptions.color.spec) }
        options.append(GlobalOptions.help)
        lines.append(".SH OPTIONS")
        lines += options.flatMap(optionLines)
        lines += exampleLines(spec.examples)
        lines += exitStatusLines()
        lines += environmentLines()
        lines += [".SH SEE ALSO", ".BR \(Self.escaped(program)) (1)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The file name of a page: `stretchy.1` or `stretchy-eval.1`.
    public func fileName(for spec: CommandSpec?) -> String {
        spec.map { "\(catalogue.programName)-\($0.name).1" } ?? "\(catalogue.programName).1"
    }

    private func header(title: String, summary: String) -> [String] {
        // No date: the pages are generated into the repository and must not change from day to day.
        [
            ".\\\" Generated from the command specs by '\(catalogue.programName) help --man'; do not edit.",
            ".TH \"\(title.uppercased())\" \"1\" \"\" \"\(catalogue.programName) \(catalogue.version)\" \"Stretchy Manual\"",
            ".SH NAME",
            "\(Self.escaped(title)) \\- \(Self.escaped(summary))",
            // No hyphenation, left-aligned: the pages are full of identifiers (tracks.title.scale,
            // easeInOut) that a hyphen would turn into something else, or justification stretch.
            ".nh",
            ".ad l",
        ]
    }

    private func optionLines(_ option: OptionSpec) -> [String] {
        var label = option.short.map { "\\fB\\-\(Self.escaped(String($0)))\\fR, " } ?? ""
        label += "\\fB\\-\\-\(Self.escaped(option.long))\\fR"
        if let valueName = option.valueName { label += " \\fI<\(Self.escaped(valueName))>\\fR" }
        return [
            ".TP", label,
            Self.text(option.help + Self.annotation(allowed: option.allowedValues, default: option.defaultValue)),
        ]
    }

    /// The widest example line `man` shows within 80 columns: it indents an example 11 spaces
    /// (the section's 7 and `.RS 4`).
    static let exampleWidth = 69

    private func exampleLines(_ examples: [CommandExample]) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = [".SH EXAMPLES"]
        for example in examples {
            lines += [".PP", Self.text(example.summary), ".PP", ".RS 4", ".nf"]
            lines += TextWrapper.commandLines(example.commandLine, width: Self.exampleWidth).map(Self.escaped)
            lines += [".fi", ".RE"]
        }
        return lines
    }

    private func exitStatusLines() -> [String] {
        var lines = [".SH EXIT STATUS"]
        for entry in ExitStatusReference.entries {
            lines += [".TP", ".B \(entry.status.rawValue)", Self.text(entry.meaning)]
        }
        lines += [".PP", Self.text(ExitStatusReference.failureNote)]
        return lines
    }

    private func environmentLines() -> [String] {
        var lines = [".SH ENVIRONMENT"]
        for entry in EnvironmentReference.entries {
            lines += [".TP", ".B \(Self.escaped(entry.variables))", Self.text(entry.meaning)]
        }
        return lines
    }

    /// ` (values: a, b; default: a)` or nothing, as the terminal help says it.
    static func annotation(allowed: [String], default defaultValue: String?) -> String {
        var parts: [String] = []
        if !allowed.isEmpty { parts.append("values: " + allowed.joined(separator: ", ")) }
        if let defaultValue { parts.append("default: \(defaultValue)") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }

    /// A paragraph of text: escaped, on one line, never starting with a control character.
    static func text(_ text: String) -> String {
        let line = escaped(text.split(separator: "\n").joined(separator: " "))
        return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// roff's special characters: a backslash is `\e`, a hyphen-minus `\-`.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
