/// The studio's secret: 192 random bits from the system's generator (the kernel's random
/// source), written with `A-Z a-z 0-9 - _` (base64url, no padding); new each start
/// (docs/safety.md#the-studio).
struct StudioToken: Sendable, Equatable {
    /// The token as the URL carries it: 32 characters.
    let text: String

    /// A new random token.
    init() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<24).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        text = Self.base64url(bytes)
    }

    /// A token with a known text (tests).
    init(text: String) {
        self.text = text
    }

    /// Whether `candidate` is the token, in time that does not depend on where they differ.
    func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(text.utf8), b = Array(candidate.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<a.count { difference |= a[index] ^ (index < b.count ? b[index] : 0) }
        return difference == 0
    }

    static func base64url(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var out = ""
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << UInt32(16 - 8 * $1.offset) }
            for position in 0...chunk.count { out.append(alphabet[Int(value >> UInt32(18 - 6 * position)) & 63]) }
            index += 3
        }
        return out
    }
}
