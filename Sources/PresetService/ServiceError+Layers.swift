import PresetJSON
import PresetStore
import StrictJSON

extension ServiceError {
    /// A storage error in the terms of docs/commands.md#exit-status's exit codes.
    public init(storeError error: StoreError) {
        let kind: Kind
        switch error.kind {
        case .notFound: kind = .notFound
        case .nameTaken, .constraint: kind = .invalidData
        case .busy: kind = .busy
        case .invalidArgument: kind = .usage
        default: kind = .io
        }
        self.init(kind, error.message)
    }

    /// A JSON error: invalid data.
    public init(jsonError error: PresetJSONError) {
        self.init(.invalidData, error.description)
        documentProblem = DocumentProblem(
            line: error.line ?? error.nearLine ?? 1,
            column: error.column ?? error.nearColumn ?? 1,
            detail: error.detail)
    }

    /// Any error thrown through a layer, as a ``ServiceError``.
    init(_ error: any Error) {
        switch error {
        case let error as ServiceError: self = error
        case let error as StoreError: self.init(storeError: error)
        case let error as PresetJSONError: self.init(jsonError: error)
        default: self.init(.io, "\(error)")
        }
    }
}
