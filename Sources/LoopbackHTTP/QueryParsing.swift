/// The query of a request-target as `name=value` pairs, `&`-separated, decoded the way forms
/// encode them (`%XX`, and `+` for a space).
enum QueryParsing {
    /// The parameters of `raw` (the target after `?`): the first value of a repeated name wins,
    /// a name without `=` has the value `""`, empty pairs are skipped.
    static func parse(_ raw: ArraySlice<UInt8>) throws(HTTPRequestError) -> [String: String] {
        var query: [String: String] = [:]
        for pair in raw.split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            let name = try decoded(pair[pair.startIndex..<equals])
            let value = equals == pair.endIndex ? "" : try decoded(pair[(equals + 1)...])
            if query[name] == nil {
                query[name] = value
            }
        }
        return query
    }

    private static func decoded(_ raw: ArraySlice<UInt8>) throws(HTTPRequestError) -> String {
        guard let bytes = PercentDecoding.decode(raw, plusIsSpace: true) else {
            throw HTTPRequestError(400, "the query has a % not followed by two hexadecimal digits")
        }
        guard let text = PercentDecoding.utf8String(bytes) else {
            throw HTTPRequestError(400, "the query is not well-formed UTF-8")
        }
        return text
    }
}
