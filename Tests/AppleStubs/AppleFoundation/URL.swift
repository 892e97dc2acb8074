// Foundation API that Apple's Foundation has and Linux's lacks (Tests/AppleStubs/README.md).
// SwiftUI and UIKit re-export Foundation on Apple platforms, so both stubs re-export this.
@_exported import Foundation

// https://developer.apple.com/documentation/foundation/url
extension URL {
    /// https://developer.apple.com/documentation/foundation/url/documentsdirectory
    /// (Foundation's on Apple platforms since iOS 16; missing from Linux's Foundation)
    public static var documentsDirectory: URL { fatalError() }
}
