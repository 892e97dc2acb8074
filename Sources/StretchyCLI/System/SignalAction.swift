#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sigaction(2)` with a C function as the handler: the field that differs between Linux and the
/// Apple systems is named here once.
enum SignalAction {
    /// Makes `handler` the action of `code`, blocking no other signal while it runs.
    static func install(_ handler: @convention(c) (Int32) -> Void, for code: Int32, flags: Int32 = 0) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(code, &action, nil)
    }
}
