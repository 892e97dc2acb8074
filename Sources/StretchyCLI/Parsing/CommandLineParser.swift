import HeaderGeometry
import ValueText

/// Turns the words after the program name into a `ParseOutcome` or a `UsageError`.
///
/// Spellings: `--opt value`, `--opt=value`, `-o value`, `-ovalue`, combined short flags, `--`
/// ends options, `-` alone is a positional (standard input). A token such as `-30` or
/// `-120,0,40` is a number, never an option. Global options may come before or after the
/// command name. `-h`/`--help` anywhere (before `--`) wins over every other mistake.
public struct CommandLineParser: Sendable {
    /// The commands and program name the parser knows.
    public var catalogue: CommandCatalogue

    /// A parser for a catalogue (`stretchy`'s by default).
    public init(catalogue: CommandCatalogue = .stretchy) {
        self.catalogue = catalogue
    }

    /// Parses `arguments` (without the program name).
    public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        let split = try splitAtCommand(arguments)
        guard let commandName = split.command else {
            if asksFor("help", in: split.beforeCommand) || split.beforeCommand.isEmpty { return .help(nil) }
            if asksFor("version", in: split.beforeCommand) { return .version(json: Self.asksForJSON(split.beforeCommand)) }
            _ = try withHelpHint(nil) { () throws(UsageError) in
                try scan(split.beforeCommand, options: GlobalOptions.all, command: nil)
            }
            throw UsageError.missingArgument(["<subcommand>"]).withHint("see \(MessageText.quoted(catalogue.programName + " help"))")
        }
        guard let spec = catalogue.command(named: commandName) else {
            throw UsageError.unknownCommand(
                commandName, suggestion: Suggestion.closest(to: commandName, among: catalogue.commands.map(\.name))
            ).withDefaultHint("see \(MessageText.quoted(catalogue.programName + " help"))")
        }
        let tokens = split.beforeCommand + split.afterCommand
        if spec.name == HelpCommand.spec.name { return try helpOutcome(tokens) }
        if asksFor("help", in: tokens) { return .help(spec) }
        if asksFor("version", in: tokens) { return .version(json: Self.asksForJSON(tokens)) }
        return try withHelpHint(spec) { () throws(UsageError) in try parse(tokens, for: spec) }
    }

    /// Whether `--format json` (or `--format=json`) is among the tokens, before any `--`.
    private static func asksForJSON(_ tokens: [String]) -> Bool {
        for (index, token) in tokens.enumerated() {
            if token == "--" { return false }
            if token == "--format=json" || (token == "--format" && index + 1 < tokens.count && tokens[index + 1] == "json") { return true }
        }
        return false
    }

    // MARK: Finding the command

    /// The tokens before the command name, the name, and the tokens after it.
    ///
    /// An option before the command name must be one some command knows: a misspelled global
    /// option (`--colour never list`) is an unknown option, not a command named `never`.
    private func splitAtCommand(
        _ arguments: [String]
    ) throws(UsageError)
        -> (beforeCommand: [String], command: String?, afterCommand: [String])
    {
        let known = GlobalOptions.all + catalogue.commands.flatMap(\.options)
        let valueOptions = known.filter { !$0.isFlag }
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            guard isOptionLike(token) else { break }
            index += 1
            let takesNext: Bool
            if token.hasPrefix("--") {
                let name = String(token.dropFirst(2).prefix { $0 != "=" })
                guard name.isEmpty || known.contains(where: { $0.long == name }) else {
                    throw UsageError.unknownOption("--\(name)", suggestion: suggestOption(name, among: GlobalOptions.all))
                        .withDefaultHint("see \(MessageText.quoted(catalogue.programName + " help"))")
                }
                takesNext = !token.contains("=") && valueOptions.contains { "--\($0.long)" == token }
            } else {
                takesNext = token.count == 2 && valueOptions.contains { $0.short.map { "-\($0)" } == token }
            }
            if takesNext, index < arguments.count, !isOptionLike(arguments[index]) { index += 1 }
        }
        guard index < arguments.count, arguments[index] != "--" else {
            return (Array(arguments[..<index]), nil, Array(arguments[index...]))
        }
        return (Array(arguments[..<index]), arguments[index], Array(arguments[(index + 1)...]))
    }

    /// `help [COMMAND] [--markdown | --man]`: help for the first word that is not an option or an
    /// option's value; `--markdown` gives the whole reference, `--man` the manual page.
    private func helpOutcome(_ tokens: [String]) throws(UsageError) -> ParseOutcome {
        let format: ReferenceFormat?
        switch (asksFor("markdown", in: tokens), asksFor("man", in: tokens)) {
        case (true, true):
            throw UsageError.conflict("--markdown", "--man").withHint("see \(MessageText.quoted(catalogue.programName + " help help"))")
        case (true, false): format = .markdown
        case (false, true): format = .manual
        case (false, false): format = nil
        }
        let valueOptions = (GlobalOptions.all + catalogue.commands.flatMap(\.options)).filter { !$0.isFlag }
        var word: String?
        var index = 0
        while index < tokens.count, tokens[index] != "--" {
            let token = tokens[index]
            index += 1
            guard isOptionLike(token) else {
                word = token
                break
            }
            // The value of `--db PATH` or `--color never` is not a topic.
            if !token.contains("="), valueOptions.contains(where: { "--\($0.long)" == token }), index < tokens.count {
                index += 1
            }
        }
        if word == nil, index < tokens.count, tokens[index] == "--", index + 1 < tokens.count { word = tokens[index + 1] }
        guard let word else { return format.map { .reference(nil, $0) } ?? .help(nil) }
        guard let spec = catalogue.command(named: word) else {
            throw UsageError.unknownCommand(
                word, suggestion: Suggestion.closest(to: word, among: catalogue.commands.map(\.name))
            ).withDefaultHint("see \(MessageText.quoted(catalogue.programName + " help"))")
        }
        return format.map { .reference(spec, $0) } ?? .help(spec)
    }

    /// Whether `--name` (or `-h` for help) appears before any `--`.
    private func asksFor(_ long: String, in tokens: [String]) -> Bool {
        for token in tokens {
            if token == "--" { return false }
            if token == "--\(long)" || (long == "help" && token == "-h") { return true }
        }
        return false
    }

    private func isOptionLike(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-" && !NumberSyntax.isNegativeNumber(token)
    }

    // MARK: Parsing a command's words

    /// Options, flags and positionals of one command, checked against its spec.
    private func parse(_ tokens: [String], for spec: CommandSpec) throws(UsageError) -> ParseOutcome {
        let options =
            spec.options
            + GlobalOptions.all.filter { global in
                !spec.options.contains { $0.long == global.long }
            }
        let scanned = try scan(tokens, options: options, command: spec)
        let argumentValues = try assign(scanned.positionals, to: spec)
        for option in spec.options where option.isRequired && scanned.optionValues[option.long] == nil {
            throw UsageError.missingArgument([option.synopsis])
        }
        let parsed = ParsedCommand(
            spec: spec, argumentValues: argumentValues,
            optionValues: scanned.optionValues, flags: scanned.flags)
        try check(spec.rules, against: parsed)
        return .run(parsed)
    }

    /// The words sorted into option values, flags and positionals.
    private struct Scan {
        var positionals: [String] = []
        var optionValues: [String: [String]] = [:]
        var flags: Set<String> = []
    }

    private func scan(_ tokens: [String], options: [OptionSpec], command: CommandSpec?) throws(UsageError) -> Scan {
        var result = Scan()
        var index = 0
        var optionsEnded = false
        func take(_ option: OptionSpec, typed: String, inline: String?) throws(UsageError) {
            if option.isFlag {
                guard inline == nil else { throw .flagWithValue(typed) }
                result.flags.insert(option.long)
                return
            }
            let value: String
            if let inline {
                value = inline
            } else if index < tokens.count, !isOptionLike(tokens[index]) {
                value = tokens[index]
                index += 1
            } else {
                throw .missingValue(option)
            }
            try ValueCheck.check(
                value, kind: option.valueKind, allowed: option.allowedValues,
                commaSeparated: option.isCommaSeparated, synopsis: option.synopsis)
            // Which of two `--from` was meant? Only a repeating option takes several.
            if !option.isRepeating, let earlier = result.optionValues[option.long]?.first {
                throw .givenTwice(option, earlier, value)
            }
            result.optionValues[option.long, default: []].append(value)
        }
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded || !isOptionLike(token) {
                result.positionals.append(token)
            } else if token == "--" {
                optionsEnded = true
            } else if token.hasPrefix("--") {
                let body = token.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
                guard let option = options.first(where: { $0.long == name }) else {
                    throw .unknownOption("--\(name)", suggestion: suggestOption(name, among: options))
                }
                try take(option, typed: "--\(name)", inline: inline)
            } else {
                try takeShort(token, options: options, take: take)
            }
        }
        return result
    }

    /// `-h`, `-o value`, `-ovalue`, `-o=value`, or several short flags at once.
    private func takeShort(
        _ token: String, options: [OptionSpec],
        take: (OptionSpec, String, String?) throws(UsageError) -> Void
    ) throws(UsageError) {
        let letters = Array(token.dropFirst())
        guard let first = letters.first, let option = options.first(where: { $0.short == first }) else {
            let name = String(token.dropFirst().prefix { $0 != "=" })
            throw .unknownOption(String(token.prefix { $0 != "=" }), suggestion: suggestOption(name, among: options))
        }
        if !option.isFlag {
            var rest = letters.dropFirst()
            if rest.first == "=" { rest = rest.dropFirst() }
            try take(option, "-\(first)", rest.isEmpty ? nil : String(rest))
            return
        }
        for letter in letters {
            guard let flag = options.first(where: { $0.short == letter && $0.isFlag }) else {
                throw .unknownOption("-\(letter)", suggestion: nil)
            }
            try take(flag, "-\(letter)", nil)
        }
    }

    private func suggestOption(_ name: String, among options: [OptionSpec]) -> String? {
        let visible = options.filter { !$0.isHidden }.map(\.long)
        return Suggestion.closest(to: name, among: visible).map { "--\($0)" }
    }

    /// Positional values dealt to the spec's arguments in order.
    private func assign(_ positionals: [String], to spec: CommandSpec) throws(UsageError) -> [String: [String]] {
        var values: [String: [String]] = [:]
        var index = 0
        for argument in spec.arguments {
            var taken: [String] = []
            if argument.isRepeating {
                taken = Array(positionals[index...])
                index = positionals.count
            } else if index < positionals.count {
                taken = [positionals[index]]
                index += 1
            }
            if taken.isEmpty {
                if argument.isOptional { continue }
                throw .missingArgument([argument.synopsis])
            }
            for value in taken {
                try ValueCheck.check(
                    value, kind: argument.valueKind, allowed: argument.allowedValues,
                    commaSeparated: false, synopsis: argument.synopsis)
            }
            values[argument.name] = taken
        }
        if index < positionals.count { throw .unexpectedArgument(positionals[index]) }
        return values
    }

    /// The spec's cross-parameter rules, in order; the first broken one is the error.
    private func check(_ rules: [ParameterRule], against parsed: ParsedCommand) throws(UsageError) {
        let spec = parsed.spec
        func given(_ key: String) -> Bool {
            spec.argument(named: key) != nil ? parsed.argumentValues[key] != nil : (parsed.optionValues[key] != nil || parsed.flags.contains(key))
        }
        func synopsis(_ key: String) -> String {
            spec.argument(named: key)?.synopsis ?? spec.option(named: key)?.synopsis ?? "--\(key)"
        }
        for rule in rules {
            switch rule {
            case .oneOf(let keys):
                if !keys.contains(where: given) { throw .missingArgument(keys.map(synopsis)) }
            case .conflicts(let key, let others):
                if given(key), let other = others.first(where: given) {
                    throw .conflict(synopsis(key), synopsis(other))
                }
            case .requires(let key, let other):
                if given(key), !given(other) { throw .requirement(synopsis(key), synopsis(other)) }
            }
        }
    }

    /// Runs `body`, giving a usage error without a hint the hint "see 'stretchy help COMMAND'".
    private func withHelpHint<T>(_ spec: CommandSpec?, _ body: () throws(UsageError) -> T) throws(UsageError) -> T {
        do {
            return try body()
        } catch {
            let topic = spec.map { " \($0.name)" } ?? ""
            throw error.withDefaultHint("see \(MessageText.quoted(catalogue.programName + " help" + topic))")
        }
    }
}

extension UsageError {
    /// The error with `hint` when it has none of its own.
    func withDefaultHint(_ hint: String) -> UsageError {
        self.hint == nil ? withHint(hint) : self
    }

    /// The error with `hint`.
    func withHint(_ hint: String) -> UsageError {
        var copy = self
        copy.hint = hint
        return copy
    }
}
