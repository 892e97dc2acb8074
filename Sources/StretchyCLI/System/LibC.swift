#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's calls whose names a Swift method shadows (`write(_:)` inside a sink), named
/// through the platform's own module in one guarded place: the rest of the command line calls
/// `LibC.write`, never the platform module's own `write`, so it builds wherever the package does
/// (`.ci/check-platform-imports` refuses a module-qualified call outside its module's branch).
enum LibC {
    /// `write(2)`: the bytes written, or `-1` with `errno` set.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            return Musl.write(descriptor, bytes, count)
        #elseif canImport(Darwin)
            return Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// `open(2)` with a mode for a file it creates: the descriptor, or `-1` with `errno` set.
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        #if canImport(Glibc)
            return Glibc.open(path, flags, mode)
        #elseif canImport(Musl)
            return Musl.open(path, flags, mode)
        #elseif canImport(Darwin)
            return Darwin.open(path, flags, mode)
        #endif
    }

    /// `read(2)`: the bytes read, `0` at the end, or `-1` with `errno` set.
    static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.read(descriptor, bytes, count)
        #elseif canImport(Musl)
            return Musl.read(descriptor, bytes, count)
        #elseif canImport(Darwin)
            return Darwin.read(descriptor, bytes, count)
        #endif
    }
}
