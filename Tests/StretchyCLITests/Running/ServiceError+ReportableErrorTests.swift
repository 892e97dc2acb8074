import PresetService
import StretchyCLI
import TestKit
import Testing

struct ServiceErrorReportingTests {
    func testKindsExitWithTheSpecsStatus() {
        for (kind, status) in [
            (ServiceError.Kind.usage, 64), (.invalidData, 65), (.notFound, 66), (.io, 74), (.busy, 75),
        ] as [(ServiceError.Kind, Int32)] {
            TestRow.$current.withValue(String(describing: (kind, status))) { self.kindsExitWithTheSpecsStatus(kind, status) }
        }
    }

    func kindsExitWithTheSpecsStatus(_ kind: ServiceError.Kind, _ status: Int32) {
        expectEqual(ServiceError(kind, "x").exitStatus.rawValue, status)
    }

    func testAServiceErrorThrownByAHandlerIsOneLine() {
        let handlers = CommandHandlerTable([
            "show": { _, _ in
                throw ServiceError(.notFound, #"no preset named "stiky-utah""#, hint: #"did you mean "sticky-utah"?"#)
            }
        ])
        let (environment, _, error) = CLIEnvironment.inMemory(arguments: ["show", "stiky-utah"])
        expectEqual(StretchyCLI.run(environment: environment, handlers: handlers), 66)
        expectEqual(error.text, #"stretchy: error: no preset named "stiky-utah"; did you mean "sticky-utah"?"# + "\n")
    }
}
