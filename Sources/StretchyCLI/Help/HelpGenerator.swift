/// Help pages in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`,
/// `OPTIONS:`, `SUBCOMMANDS:` (top level), `EXAMPLES:`, wrapped to a width.
public struct HelpGenerator: Sendable {
    /// The commands described.
    public var catalogue: CommandCatalogue
    /// The widest line, in characters.
    public var width: Int

    /// Where the help text of an option or argument starts.
    static let labelColumn = 26

    /// A generator for `catalogue` at `width` columns.
    public init(catalogue: CommandCatalogue = .stretchy, width: Int = 80) {
        self.catalogue = catalogue
        self.width = width
    }

    /// The top-level page: every command, global options, and where to read more.
    public func topLevel() -> String {
        var sections: [[String]] = []
        sections.append(
            TextWrapper.wrap(
                paragraph: catalogue.abstract, width: width,
                firstLinePrefix: "OVERVIEW: ", indent: 2))
        sections.append(["USAGE: \(catalogue.programName) <subcommand>"])
        sections.append(["OPTIONS:"] + GlobalOptions.all.flatMap(optionLines))
        sections.append(["SUBCOMMANDS:"] + catalogue.commands.flatMap { entry(label: $0.name, help: $0.abstract) })
        if !catalogue.examples.isEmpty { sections.append(exampleLines(catalogue.examples)) }
        sections.append(["  See '\(catalogue.programName) help <subcommand>' for detailed help."])
        return render(sections)
    }

    /// One command's page.
    public func page(for spec: CommandSpec) -> String {
        var sections: [[String]] = []
        sections.append(
            TextWrapper.wrap(
                paragraph: spec.abstract, width: width,
                firstLinePrefix: "OVERVIEW: ", indent: 2))
        for paragraph in spec.discussion.split(separator: "\n", omittingEmptySubsequences: true) {
            sections.append(TextWrapper.wrap(paragraph: String(paragraph), width: width))
        }
        let prefix = "USAGE: \(catalogue.programName) "
        sections.append(
            TextWrapper.wrap(
                TextWrapper.usageItems(usage(for: spec)), width: width,
                firstLinePrefix: prefix, indent: prefix.count))
        if !spec.arguments.isEmpty {
            sections.append(
                ["ARGUMENTS:"]
                    + spec.arguments.flatMap { argument in
                        entry(label: argument.synopsis, help: argument.help + annotation(allowed: argument.allowedValues, default: nil))
                    })
        }
        var options = spec.options.filter { !$0.isHidden }
        if spec.usesDatabase { options.append(GlobalOptions.database.spec) }
        if spec.usesColor { options.append(GlobalOptions.color.spec) }
        options.append(GlobalOptions.help)
        sections.append(["OPTIONS:"] + options.flatMap(optionLines))
        if !spec.examples.isEmpty { sections.append(exampleLines(spec.examples)) }
        return render(sections)
    }

    /// The usage line after the program name: the spec's own, or built from its parameters.
    public func usage(for spec: CommandSpec) -> String {
        if let usage = spec.usage { return usage }
        var items = [spec.name] + spec.arguments.map(\.usage)
        for option in spec.options where !option.isHidden {
            items.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
        }
        return items.joined(separator: " ")
    }

    private func optionLines(_ option: OptionSpec) -> [String] {
        let label = (option.short.map { "-\($0), " } ?? "") + option.synopsis
        return entry(label: label, help: option.help + annotation(allowed: option.allowedValues, default: option.defaultValue))
    }

    /// ` (values: a, b; default: a)`, ` (default: 10)` or nothing.
    private func annotation(allowed: [String], default defaultValue: String?) -> String {
        var parts: [String] = []
        if !allowed.isEmpty { parts.append("values: " + allowed.joined(separator: ", ")) }
        if let defaultValue { parts.append("default: \(defaultValue)") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }

    /// `  label   help…`, the help wrapped at the label column, or under it when the label is long.
    private func entry(label: String, help: String) -> [String] {
        let column = Self.labelColumn
        let indented = "  " + label
        let words = help.split(separator: " ").map(String.init)
        if indented.count + 2 <= column {
            let prefix = indented + String(repeating: " ", count: column - indented.count)
            return TextWrapper.wrap(words, width: width, firstLinePrefix: prefix, indent: column)
        }
        return [indented]
            + TextWrapper.wrap(
                words, width: width,
                firstLinePrefix: String(repeating: " ", count: column),
                indent: column)
    }

    private func exampleLines(_ examples: [CommandExample]) -> [String] {
        var lines = ["EXAMPLES:"]
        for (index, example) in examples.enumerated() {
            if index > 0 { lines.append("") }
            lines += TextWrapper.wrap(paragraph: example.summary, width: width, firstLinePrefix: "  # ", indent: 4)
            lines += TextWrapper.commandLines(example.commandLine, width: width - 2).map { "  " + $0 }
        }
        return lines
    }

    private func render(_ sections: [[String]]) -> String {
        sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }
}
