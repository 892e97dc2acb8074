import HeaderGeometry
import SafeText

/// Decides what completes the word under the cursor, from the command specs (commands, their
/// options and arguments, the kinds of their values), the format's key table and what the
/// database holds; the shell scripts only ask (docs/commands.md#completion).
struct CompletionEngine {
    let catalogue: CommandCatalogue
    /// Whether the shell shows descriptions (zsh, fish): preset names then come with the start
    /// of their summaries, which bash would only pay for.
    var describes = false
    /// Opens the database for the command line's `--db` (`nil` when not given), or gives
    /// ``NoDatabase``. Called at most once, and only when the answer needs the database.
    let openSource: (_ databaseOption: String?) -> any CompletionSource

    /// The candidates for the last of `words` (the words after the program name, the last the
    /// one being completed, empty when the cursor follows a space), unfiltered by what it
    /// holds so far: the shell matches (zsh and fish, case-insensitively or fuzzily if asked).
    func complete(_ words: [String]) -> CompletionAnswer {
        var typed = words
        let current = typed.popLast() ?? ""
        let line = CompletionLine(catalogue: catalogue, words: typed)
        var source: (any CompletionSource)?
        let read: () -> any CompletionSource = {
            if let source { return source }
            let opened = openSource(line.databaseOption)
            source = opened
            return opened
        }
        return Resolver(catalogue: catalogue, line: line, describes: describes, read: read).answer(for: current)
    }
}

/// The words before the cursor, read as the parser reads them: the command, its positional
/// words, the options given, and whether the last word is an option still waiting for its value.
struct CompletionLine {
    var command: CommandSpec?
    /// A word where the command should be that names none: nothing more to offer.
    var unknownCommand = false
    var positionals: [String] = []
    /// Options given, with their values (`nil` for a flag).
    var options: [(spec: OptionSpec, value: String?)] = []
    /// The option whose value the cursor is at (`--format <TAB>`).
    var pendingOption: OptionSpec?
    /// Whether `--` came: every later word is positional.
    var afterDashes = false

    /// `--db` as given on the command line.
    var databaseOption: String? {
        options.last { $0.spec.long == GlobalOptions.database.name }?.value
    }

    init(catalogue: CommandCatalogue, words: [String]) {
        let beforeCommand = GlobalOptions.all + catalogue.commands.flatMap(\.options)
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if !afterDashes, word == "--" {
                if command == nil { unknownCommand = true }
                afterDashes = true
                continue
            }
            if !afterDashes, CompletionLine.isOption(word) {
                let known = command.map { $0.options + GlobalOptions.all } ?? beforeCommand
                if word.hasPrefix("--") {
                    let name = String(word.dropFirst(2).prefix { $0 != "=" })
                    guard let option = known.first(where: { $0.long == name }) else { continue }
                    if let equals = word.firstIndex(of: "=") {
                        options.append((option, String(word[word.index(after: equals)...])))
                    } else if option.isFlag {
                        options.append((option, nil))
                    } else if index < words.count {
                        options.append((option, words[index]))
                        index += 1
                    } else {
                        pendingOption = option
                    }
                } else {
                    // -h, -o FILE, -oFILE, and short flags together (-hv).
                    var letters = Array(word.dropFirst())
                    while let letter = letters.first {
                        letters.removeFirst()
                        guard let option = known.first(where: { $0.short == letter }) else { break }
                        if option.isFlag {
                            options.append((option, nil))
                            continue
                        }
                        if !letters.isEmpty {
                            options.append((option, String(letters)))
                        } else if index < words.count {
                            options.append((option, words[index]))
                            index += 1
                        } else {
                            pendingOption = option
                        }
                        break
                    }
                }
                continue
            }
            if command == nil, !unknownCommand {
                command = catalogue.command(named: word)
                if command == nil { unknownCommand = true }
                continue
            }
            positionals.append(word)
        }
    }

    /// Whether a word is an option rather than a value: `-` alone and negative numbers are values.
    static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-" && !NumberSyntax.isNegativeNumber(word)
    }

    /// The values given for the option with this long name, in order.
    func values(of long: String) -> [String] {
        options.filter { $0.spec.long == long }.compactMap(\.value)
    }
}

/// Turns a read line and the current word into candidates.
private struct Resolver {
    let catalogue: CommandCatalogue
    let line: CompletionLine
    let describes: Bool
    let read: () -> any CompletionSource

    func answer(for current: String) -> CompletionAnswer {
        if line.unknownCommand { return .nothing }
        if let option = line.pendingOption { return values(of: option, typed: current, prefix: "") }
        if !line.afterDashes, current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
            let name = String(current[current.index(current.startIndex, offsetBy: 2)..<equals])
            guard let option = availableOptions.first(where: { $0.long == name }), !option.isFlag else { return .nothing }
            return values(
                of: option, typed: String(current[current.index(after: equals)...]),
                prefix: String(current[...equals]))
        }
        if !line.afterDashes, CompletionLine.isOption(current) || current == "-" {
            return .words(optionCandidates())
        }
        guard let command = line.command else {
            return .words(catalogue.commands.map { CompletionCandidate($0.name, $0.abstract) })
        }
        guard let argument = argument(of: command, at: line.positionals.count) else { return .nothing }
        return values(of: argument, in: command, typed: current)
    }

    /// The options the line may use where it stands: the command's (and the globals it takes),
    /// or, before any command, the globals.
    private var availableOptions: [OptionSpec] {
        guard let command = line.command else { return GlobalOptions.all }
        var globals: [OptionSpec] = []
        if command.usesDatabase { globals.append(GlobalOptions.database.spec) }
        if command.usesColor { globals.append(GlobalOptions.color.spec) }
        globals.append(GlobalOptions.help)
        return command.options.filter { !$0.isHidden }
            + globals.filter { global in !command.options.contains { $0.long == global.long } }
    }

    /// `--long` for each option not given yet (a repeating option always).
    private func optionCandidates() -> [CompletionCandidate] {
        availableOptions.filter { option in
            option.isRepeating || !line.options.contains { $0.spec.long == option.long }
        }.map { CompletionCandidate("--" + $0.long, $0.help) }
    }

    /// The argument at `index` among the positional words; the last one takes every further word
    /// if it repeats.
    private func argument(of command: CommandSpec, at index: Int) -> ArgumentSpec? {
        // `verify --against OLD NEW`: the one word is the new recording, a file like the trace.
        if command.name == VerifyCommand.spec.name, line.options.contains(where: { $0.spec.long == VerifyCommand.against.spec.long }) {
            return index == 0 ? command.arguments.last : nil
        }
        if index < command.arguments.count { return command.arguments[index] }
        if let last = command.arguments.last, last.isRepeating { return last }
        return nil
    }

    // MARK: Values

    private func values(of option: OptionSpec, typed: String, prefix: String) -> CompletionAnswer {
        if !option.allowedValues.isEmpty {
            guard option.isCommaSeparated else {
                return .words(option.allowedValues.map { CompletionCandidate(prefix + $0) })
            }
            // `height,vi` → `height,visible`: the earlier values stay, and are not offered again.
            var earlier = typed.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let last = earlier.removeLast()
            let kept = prefix + earlier.map { $0 + "," }.joined()
            return .words(
                series(allowed: option.allowedValues, typed: last)
                    .filter { !earlier.contains($0.word) }
                    .map { CompletionCandidate(kept + $0.word, $0.description) })
        }
        switch option.valueKind {
        case .path: return .files(prefix: prefix)
        case .commandName: return .words(catalogue.commands.map { CompletionCandidate(prefix + $0.name, $0.abstract) })
        case .presetName, .presetNameInHistory, .builtInPresetName:
            return .words(names(of: option.valueKind).map { CompletionCandidate(prefix + $0.word, $0.description) })
        case .text, .number, .numberList, .positiveInteger, .revision, .choice, .assignment:
            return .nothing
        }
    }

    private func values(of argument: ArgumentSpec, in command: CommandSpec, typed: String) -> CompletionAnswer {
        if !argument.allowedValues.isEmpty { return .words(argument.allowedValues.map { CompletionCandidate($0) }) }
        switch argument.valueKind {
        case .path:
            return .files(prefix: "")
        case .commandName:
            return .words(catalogue.commands.map { CompletionCandidate($0.name, $0.abstract) })
        case .presetName, .presetNameInHistory, .builtInPresetName:
            // A repeated name (`chart a b`) is not offered again.
            let given = argument.isRepeating ? Set(line.positionals) : []
            return .words(names(of: argument.valueKind).filter { !given.contains($0.word) })
        case .revision:
            guard let name = line.positionals.first else { return .nothing }
            return .words(
                read().history(of: name).compactMap { entry in
                    guard entry.preset != nil else { return nil }  // a deletion cannot be reverted to
                    return CompletionCandidate(
                        String(entry.revision),
                        "\(entry.time) \(entry.action): " + entry.changes.joined(separator: ", "))
                })
        case .assignment:
            let assigned = Set(line.positionals.compactMap { word in word.firstIndex(of: "=").map { String(word[..<$0]) } })
            return .words(KeyCompletion(preset: subjectPreset(of: command), assigned: assigned).candidates(for: typed))
        case .text, .number, .numberList, .positiveInteger, .choice:
            return .nothing
        }
    }

    /// The names a value of this kind can be: live presets; any name with a history (the
    /// deleted ones described so); the built-ins `restore` would change. A name that breaks the
    /// name rule (a row written around stretchy) is never offered: the shell would insert it
    /// unquoted, control characters and all.
    private func names(of kind: ValueKind) -> [CompletionCandidate] {
        names(ofKind: kind).filter { HeaderPreset.nameProblem($0.word) == nil }
    }

    private func names(ofKind kind: ValueKind) -> [CompletionCandidate] {
        let source = read()
        switch kind {
        case .presetNameInHistory:
            guard describes else { return source.namesInHistory().map { CompletionCandidate($0) } }
            var live: [String: String] = [:]
            for (name, summary) in source.liveSummaries() { live[name] = summary }
            return source.namesInHistory().map { CompletionCandidate($0, live[$0].map(Self.short) ?? "deleted") }
        case .builtInPresetName:
            return source.restorableBuiltIns().map { CompletionCandidate($0.name, $0.deleted ? "deleted" : "changed") }
        default:
            guard describes else { return source.liveNames().map { CompletionCandidate($0) } }
            return source.liveSummaries().map { CompletionCandidate($0.name, Self.short($0.summary)) }
        }
    }

    /// A summary's first line, cut at a word to at most 60 characters (`…` when cut), its
    /// control characters, bidirectional controls and tabs written visibly (``VisibleText``).
    static func short(_ summary: String) -> String {
        let line = VisibleText.escaped(String(summary.prefix { !$0.isNewline }), keeping: VisibleText.none)
        guard line.count > 60 else { return String(line) }
        let head = String(line.prefix(60))
        if let space = head.lastIndex(of: " "), head.distance(from: head.startIndex, to: space) > 30 {
            return String(head[..<space]) + "…"
        }
        return String(line.prefix(59)) + "…"
    }

    /// The preset `KEY=VALUE` words apply to: `edit`'s preset, `create --from`'s base.
    private func subjectPreset(of command: CommandSpec) -> HeaderPreset? {
        for (index, argument) in command.arguments.enumerated()
        where argument.valueKind == .presetName && index < line.positionals.count {
            return read().preset(named: line.positionals[index])
        }
        for option in command.options where option.valueKind == .presetName {
            if let name = line.values(of: option.long).last { return read().preset(named: name) }
        }
        return nil
    }

    /// Series (`--series`): the fixed names, and where `LAYER.PROPERTY` is allowed, the tracks of
    /// the presets named on the line: `title.` for a layer, then `title.scale`.
    private func series(allowed: [String], typed: String) -> [CompletionCandidate] {
        var candidates = allowed.filter { $0 != ValueCheck.trackPlaceholder }.map { CompletionCandidate($0) }
        guard allowed.contains(ValueCheck.trackPlaceholder), let command = line.command else { return candidates }
        var tracks: [ContentTrack] = []
        for (index, word) in line.positionals.enumerated() {
            let argument = argument(of: command, at: index)
            guard argument?.valueKind == .presetName, let preset = read().preset(named: word) else { continue }
            tracks += preset.tracks
        }
        if let dot = typed.firstIndex(of: ".") {
            let layer = String(typed[..<dot])
            var seen: Set<String> = []
            for track in tracks where track.layer == layer {
                let name = layer + "." + track.property.rawValue
                if seen.insert(name).inserted { candidates.append(CompletionCandidate(name, "track")) }
            }
        } else {
            var seen: Set<String> = []
            for track in tracks where seen.insert(track.layer).inserted {
                candidates.append(CompletionCandidate(track.layer + ".", "layer"))
            }
        }
        return candidates
    }
}
