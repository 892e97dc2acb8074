import StretchyCLI
import TestKit
import Testing

/// Test rows named by the command, not by a dump of the whole spec.
extension CommandSpec: CustomTestStringConvertible {
    public var testDescription: String { name }
}
