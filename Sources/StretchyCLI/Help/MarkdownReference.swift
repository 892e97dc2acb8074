/// The command reference as one Markdown page (`stretchy help --markdown`, `docs/commands.md`):
/// every command with its usage, arguments, options, examples and the exit statuses, from the
/// same specs that drive `help`, so the page cannot drift from the program.
public struct MarkdownReference: Sendable {
    /// The commands described.
    public var catalogue: CommandCatalogue

    /// A reference for `catalogue`.
    public init(catalogue: CommandCatalogue = .stretchy) {
        self.catalogue = catalogue
    }

    /// The whole page.
    public func document() -> String {
        let program = catalogue.programName
        var blocks: [String] = [
            "# Command reference",
            "<!-- Generated from the command specs by `\(program) help --markdown` (run docs/generate); "
                + "do not edit by hand. -->",
            Self.inline(catalogue.abstract),
            "```\nUSAGE: \(program) <subcommand> [<options>]\n```",
            "`\(program) help COMMAND` (or `\(program) COMMAND --help`) shows a command's section in the "
                + "terminal. The same reference as manual pages: [\(program)(1)](man/\(program).1) and one "
                + "page per command (`man -l docs/man/\(program)-eval.1`).",
            table(
                header: ["command", "what it does"],
                rows: catalogue.commands.map { spec in
                    ["[`\(spec.name)`](#\(Self.anchor(spec.name)))", Self.inline(spec.abstract)]
                }),
            "## Global options",
            "They may come before or after the command name.",
            optionTable(GlobalOptions.all),
        ]
        if !catalogue.examples.isEmpty { blocks += ["## Examples", examples(catalogue.examples)] }
        blocks += exitStatus(heading: "## Exit status")
        blocks += ["## Messages"] + MessageReference.paragraphs.map(Self.inline)
        blocks += [
            "## Environment",
            table(
                header: ["variable", "what it does"],
                rows: EnvironmentReference.entries.map { entry in
                    [entry.variables.split(separator: ", ").map { "`\($0)`" }.joined(separator: ", "), Self.inline(entry.meaning)]
                }),
        ]
        blocks += [
            "## Output files",
            Self.inline(
                "A command that writes a file (--output FILE of export, preview, chart and simulate, "
                    + "and preview's default NAME.html) writes it whole or not at all and then names it "
                    + "on standard output: 'wrote sticky-utah.html'. With --output - the data goes to "
                    + "standard output and nothing else is printed there."),
        ]
        for spec in catalogue.commands {
            blocks += section(for: spec)
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// One command's section: heading, overview, usage, arguments, options, examples.
    public func section(for spec: CommandSpec) -> [String] {
        let program = catalogue.programName
        var blocks = ["## \(spec.name)", Self.inline(spec.abstract)]
        for paragraph in spec.discussion.split(separator: "\n", omittingEmptySubsequences: true) {
            blocks.append(Self.inline(String(paragraph)))
        }
        blocks.append("```\n\(program) \(HelpGenerator(catalogue: catalogue).usage(for: spec))\n```")
        if !spec.arguments.isEmpty {
            blocks.append("**Arguments**")
            blocks.append(
                table(
                    header: ["argument", "description"],
                    rows: spec.arguments.map { argument in
                        ["`\(argument.usage)`", Self.inline(argument.help) + Self.annotation(allowed: argument.allowedValues, default: nil)]
                    }))
        }
        var options = spec.options.filter { !$0.isHidden }
        if spec.usesDatabase { options.append(GlobalOptions.database.spec) }
        if spec.usesColor { options.append(GlobalOptions.color.spec) }
        options.append(GlobalOptions.help)
        blocks += ["**Options**", optionTable(options)]
        if !spec.examples.isEmpty { blocks += ["**Examples**", examples(spec.examples)] }
        blocks.append(
            "Exit status: see [Exit status](#exit-status). Manual page: "
                + "[\(program)-\(spec.name)(1)](man/\(program)-\(spec.name).1).")
        return blocks
    }

    private func optionTable(_ options: [OptionSpec]) -> String {
        table(
            header: ["option", "description"],
            rows: options.map { option in
                let label = (option.short.map { "`-\($0)`, " } ?? "") + "`\(option.synopsis)`"
                return [label, Self.inline(option.help) + Self.annotation(allowed: option.allowedValues, default: option.defaultValue)]
            })
    }

    private func examples(_ examples: [CommandExample]) -> String {
        var lines = ["```sh"]
        for (index, example) in examples.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("# " + example.summary)
            lines.append(example.commandLine)
        }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    private func exitStatus(heading: String) -> [String] {
        [
            heading,
            table(
                header: ["status", "meaning"],
                rows: ExitStatusReference.entries.map { entry in
                    ["`\(entry.status.rawValue)`", Self.inline(entry.meaning)]
                }),
            Self.inline(ExitStatusReference.failureNote),
        ]
    }

    private func table(header: [String], rows: [[String]]) -> String {
        var lines = [
            "| " + header.joined(separator: " | ") + " |",
            "|" + String(repeating: "---|", count: header.count),
        ]
        for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }

    /// ` Values: `a`, `b`. Default: `a`.` or nothing.
    static func annotation(allowed: [String], default defaultValue: String?) -> String {
        var text = ""
        if !allowed.isEmpty { text += " Values: " + allowed.map { "`\($0)`" }.joined(separator: ", ") + "." }
        if let defaultValue { text += " Default: `\(defaultValue)`." }
        return text
    }

    /// Help text as Markdown: the characters Markdown would read as markup are escaped.
    static func inline(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|": escaped += "\\\(character)"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\n": escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The anchor GitHub gives a heading made of a command's name.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
                .map { $0 == " " ? "-" : $0 })
    }
}
