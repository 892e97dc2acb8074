import TestKit
import Testing

@testable import PresetExport

/// The digest behind the web export's script hashes, against FIPS 180-4's examples and a
/// two-block message; base64 as RFC 4648 writes it.
struct SHA256Tests {
    func testDigest() {
        for (message, hex) in [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ] {
            TestRow.$current.withValue(String(describing: (message, hex))) { self.digest(message, hex) }
        }
    }

    func digest(_ message: String, _ hex: String) {
        let digits = SHA256.digest(Array(message.utf8)).map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
        expectEqual(digits.joined(), hex)
    }

    func testBase64() {
        for (text, encoded) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg==")] {
            TestRow.$current.withValue(String(describing: (text, encoded))) { self.base64(text, encoded) }
        }
    }

    func base64(_ text: String, _ encoded: String) {
        expectEqual(SHA256.base64(Array(text.utf8)), encoded)
    }
}
