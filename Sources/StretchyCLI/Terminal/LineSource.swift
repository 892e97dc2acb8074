/// Input that can be read one line at a time, as a prompt's answer is.
protocol LineSource: AnyObject {
    /// The next line without its newline, or `nil` at the end of input.
    func readLine() -> String?
}

extension ByteSource {
    /// The next line of input (an answer to a prompt), or `nil` at the end or when the source
    /// cannot be read line by line.
    func readAnswerLine() -> String? {
        (self as? any LineSource)?.readLine()
    }
}
