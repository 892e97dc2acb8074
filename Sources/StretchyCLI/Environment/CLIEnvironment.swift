#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a command touches outside itself, injected so commands run in-process in tests.
public struct CLIEnvironment {
    /// The command-line words after the program name.
    public var arguments: [String]
    /// The environment variables.
    public var variables: [String: String]
    /// Standard input.
    public var input: any ByteSource
    /// Standard output, buffered; `StretchyCLI.run` flushes it at the end.
    public var output: OutputBuffer
    /// Standard error, buffered; `StretchyCLI.run` flushes it at the end.
    public var errorOutput: OutputBuffer
    /// What the standard streams are connected to.
    public var terminal: any TerminalProbe
    /// Whether the command saved a change (see ``ChangeRecord``).
    public let changes = ChangeRecord()
    /// `--db` as given on the command line, `nil` when not given; set before a command runs.
    public var databaseOption: String?
    /// `--color` as given on the command line (`auto` when not); set before a command runs.
    public var colorMode: ColorMode = .auto

    /// An environment from its parts.
    public init(
        arguments: [String], variables: [String: String], input: any ByteSource,
        output: OutputBuffer, errorOutput: OutputBuffer, terminal: any TerminalProbe
    ) {
        self.arguments = arguments
        self.variables = variables
        self.input = input
        self.output = output
        self.errorOutput = errorOutput
        self.terminal = terminal
    }

    /// The running process: its arguments, `environ`, file descriptors 0, 1, 2 and terminal.
    ///
    /// SIGXFSZ is ignored from here on, so a write past the file size limit (`ulimit -f`) fails
    /// with `EFBIG` and a one-line error instead of killing the process without a word.
    public static func process() -> CLIEnvironment {
        signal(SIGXFSZ, SIG_IGN)
        return CLIEnvironment(
            arguments: Array(CommandLine.arguments.dropFirst()),
            variables: processVariables(),
            input: FileDescriptorSource(fileDescriptor: 0, name: "standard input"),
            output: OutputBuffer(sink: FileDescriptorSink(fileDescriptor: 1, name: "standard output")),
            errorOutput: OutputBuffer(sink: FileDescriptorSink(fileDescriptor: 2, name: "standard error")),
            terminal: ProcessTerminal())
    }

    /// An environment in memory for tests, with the outputs to inspect afterwards.
    public static func inMemory(
        arguments: [String], variables: [String: String] = [:], input: String = "",
        terminal: FixedTerminal = FixedTerminal()
    ) -> (environment: CLIEnvironment, output: MemoryOutput, errorOutput: MemoryOutput) {
        let output = MemoryOutput()
        let errorOutput = MemoryOutput()
        let environment = CLIEnvironment(
            arguments: arguments, variables: variables, input: MemoryInput(input),
            output: OutputBuffer(sink: output), errorOutput: OutputBuffer(sink: errorOutput),
            terminal: terminal)
        return (environment, output, errorOutput)
    }

    /// Whether to colour standard output under `mode` (terminal and `NO_COLOR`, unless forced).
    public func usesColor(_ mode: ColorMode) -> Bool {
        mode.usesColor(outputIsTerminal: terminal.isTerminal(.output), variables: variables)
    }

    /// Whether to colour standard output for the command line's `--color`.
    public var usesColor: Bool { usesColor(colorMode) }

    /// The environment a parsed command runs in: its global options (`--db`, `--color`) applied.
    public func applying(_ command: ParsedCommand) -> CLIEnvironment {
        var copy = self
        copy.databaseOption = command.databaseOption
        copy.colorMode = command.colorMode
        return copy
    }

    /// Whether standard output may carry symbols beyond ASCII (Braille charts, `→`): not when the
    /// locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) is set and does not say UTF-8
    /// (`LC_ALL=C`, `POSIX`, `en_US.ISO-8859-1`), on a terminal or piped alike; with no locale
    /// set, only a terminal gets ASCII (it is the C locale there), and a pipe or file gets UTF-8
    /// like everything else `stretchy` writes (docs/charts.md#braille-or-ascii).
    public var writesUnicodeSymbols: Bool {
        guard let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ variables[$0] }).first(where: { !$0.isEmpty }) else {
            return !terminal.isTerminal(.output)
        }
        return locale.lowercased().filter { $0 != "-" }.contains("utf8")
    }

    /// The `…` that ends a text stretchy cut: `...` where ``writesUnicodeSymbols`` is false, so a
    /// terminal in the C locale shows three dots rather than three bytes of mojibake.
    public var ellipsis: String { writesUnicodeSymbols ? "…" : "..." }

    /// `line` as this environment's terminal shows it: where ``writesUnicodeSymbols`` is false,
    /// each `…` as `...` and each `→` as `->` (stretchy's own symbols; what a preset holds stays).
    public func shown(_ line: String) -> String {
        writesUnicodeSymbols || !line.utf8.contains(0xE2) ? line : line.replacingSymbols()
    }

    /// Whether text charts written to standard output may use Braille (``writesUnicodeSymbols``).
    public var drawsBraille: Bool { writesUnicodeSymbols }

    /// Whether to show progress on standard error (only when a person is watching it).
    public var showsProgress: Bool { terminal.isTerminal(.error) }

    /// The output width: the terminal's columns, else `$COLUMNS`, else `nil` (not a terminal).
    public var terminalColumns: Int? {
        if let size = terminal.size() { return size.columns }
        return variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The database path for the command line's `--db` and the variables (see `DatabaseLocation`).
    public func databasePath() throws(CommandError) -> String {
        try DatabaseLocation.path(option: databaseOption, variables: variables)
    }

    /// `environ` as a dictionary; the first of duplicate names wins, as `getenv` does.
    private static func processVariables() -> [String: String] {
        var variables: [String: String] = [:]
        #if canImport(Darwin)
            // Darwin declares no `environ` for Swift; `_NSGetEnviron()` is how a program reaches it.
            let first = _NSGetEnviron().pointee
        #else
            let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        guard var entry = first else { return variables }
        // Room for every entry up front: growing the table as it filled cost as much again.
        var count = 0
        while entry[count] != nil { count += 1 }
        variables.reserveCapacity(count)
        while let pointer = entry.pointee {
            // Split at the first "=" by byte, not by Characters (Benchmarks/fixes.md).
            let length = strlen(pointer)
            if let equals = memchr(pointer, Int32(UInt8(ascii: "=")), length) {
                let bytes = UnsafeBufferPointer(
                    start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                    count: length)
                let split = UnsafeRawPointer(equals) - UnsafeRawPointer(pointer)
                let name = String(decoding: bytes[..<split], as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: bytes[(split + 1)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }
}

extension String {
    /// The text with each `…` written as `...` and each `→` as `->`.
    func replacingSymbols() -> String {
        var result = ""
        for character in self {
            switch character {
            case "…": result += "..."
            case "→": result += "->"
            default: result.append(character)
            }
        }
        return result
    }
}
