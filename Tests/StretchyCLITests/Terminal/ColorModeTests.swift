import StretchyCLI
import TestKit
import Testing

struct ColorModeTests {
    func testDecidesColour() {
        for (mode, isTerminal, noColor, expected) in [
            (ColorMode.auto, true, nil, true),
            (.auto, true, "", true),
            (.auto, true, "1", false),
            (.auto, false, nil, false),
            (.always, false, "1", true),
            (.never, true, nil, false),
        ] as [(ColorMode, Bool, String?, Bool)] {
            TestRow.$current.withValue(String(describing: (mode, isTerminal, noColor, expected))) {
                self.decidesColour(mode, isTerminal, noColor, expected)
            }
        }
    }

    func decidesColour(_ mode: ColorMode, _ isTerminal: Bool, _ noColor: String?, _ expected: Bool) {
        let variables = noColor.map { ["NO_COLOR": $0] } ?? [:]
        expectEqual(mode.usesColor(outputIsTerminal: isTerminal, variables: variables), expected)
    }
}
