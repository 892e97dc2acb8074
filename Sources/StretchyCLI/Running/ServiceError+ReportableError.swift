import PresetService

/// The service's errors print and exit like every other failure of the command line.
extension ServiceError: ReportableError {
    /// The status of docs/commands.md#exit-status for the error's kind.
    public var exitStatus: ExitStatus {
        switch kind {
        case .usage: return .usage
        case .invalidData: return .dataError
        case .notFound: return .notFound
        case .io: return .ioError
        case .busy: return .busy
        }
    }
}
