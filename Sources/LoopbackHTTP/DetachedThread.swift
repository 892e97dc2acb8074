#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads of their own for connections: a connection blocks in `poll(2)`, which must not hold
/// one of the few threads Swift concurrency or Dispatch share.
enum DetachedThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread; false when the system refused to make one.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, work)
        #else
            var thread = pthread_t()
            let status = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, work)
        #endif
        if status != 0 {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        return true
    }
}
