/// Collects text and hands it to a sink in large writes: once at the end, or per 256 KiB.
///
/// Writing never throws; the first failure of the sink is kept and thrown by `flush()`, and
/// later output is dropped.
public final class OutputBuffer {
    private let sink: any ByteSink
    private let capacity: Int
    private var pending: [UInt8] = []
    private var failure: IOFailure?

    /// A buffer that writes to `sink` when `capacity` bytes have gathered, and on `flush()`.
    public init(sink: any ByteSink, capacity: Int = 1 << 18) {
        // 256 KiB: the pending bytes grow by doubling up to the capacity, each doubling a copy
        // (Benchmarks/fixes.md, "Where the comments' measurements went").
        self.sink = sink
        self.capacity = max(1, capacity)
        pending.reserveCapacity(min(self.capacity, 1 << 16))
    }

    /// Appends `text` as UTF-8.
    public func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        text.withUTF8 { pending.append(contentsOf: $0) }
        if pending.count >= capacity { drain() }
    }

    /// Appends raw bytes.
    public func write(bytes: some Sequence<UInt8>) {
        guard failure == nil else { return }
        pending.append(contentsOf: bytes)
        if pending.count >= capacity { drain() }
    }

    /// Lets `body` append bytes straight to the buffer: the fast path for writers of many rows.
    public func writeBytes(_ body: (inout [UInt8]) -> Void) {
        guard failure == nil else { return }
        body(&pending)
        if pending.count >= capacity { drain() }
    }

    /// Writes what is pending; throws the first failure of the sink, if any.
    public func flush() throws(IOFailure) {
        drain()
        if let failure { throw failure }
    }

    /// Drops what is pending without writing it: a failed command prints nothing it had not
    /// already had to write (output past the capacity is written as it goes).
    public func discard() {
        pending.removeAll(keepingCapacity: true)
    }

    private func drain() {
        guard !pending.isEmpty, failure == nil else {
            pending.removeAll(keepingCapacity: true)
            return
        }
        do {
            try sink.write(pending)
        } catch {
            failure = error
        }
        pending.removeAll(keepingCapacity: true)
    }
}
