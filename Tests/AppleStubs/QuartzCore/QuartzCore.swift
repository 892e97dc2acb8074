// Stub of QuartzCore: only what StretchyUI and docs/ios.md use (Tests/AppleStubs/README.md).

/// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }
