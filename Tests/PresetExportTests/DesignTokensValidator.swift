import Foundation

/// The rules of the Design Tokens Community Group format (the Design Tokens Format Module,
/// 2025.10), written from the published specification, for checking `export --to tokens`:
///
/// - a token is an object with `$value`; any other object is a group; `$type`, `$description`,
///   `$extensions` and `$deprecated` may appear on both, `$schema` on the root, `$extends` on a group;
/// - a name (any key not starting with `$`) must not contain `{`, `}` or `.`, and no other key may
///   start with `$`;
/// - `$description` is a string; `$extensions` an object whose keys are reverse domain names;
/// - a token's type is its `$type`, else its nearest group's, else its alias target's; a token
///   whose type cannot be found is invalid;
/// - an alias is a string `{group.token}` naming another token by its path (no cycles);
/// - the values of each type: `dimension` `{"value": number, "unit": "px" | "rem"}`, `duration`
///   `{"value": number, "unit": "ms" | "s"}`, `cubicBezier` four numbers whose first and third
///   (the x coordinates) lie in `[0, 1]`, `number` a number, `fontWeight` a number in `[1, 1000]`
///   or one of the weight names, `fontFamily` a string or an array of strings.
struct DesignTokensValidator {
    static let types: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
    ]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$schema"]
    static let weightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// The problems of `document`, each `path: problem`; empty when it follows the format.
    static func problems(_ document: Any) -> [String] {
        guard let root = document as? [String: Any] else { return ["the root is not an object"] }
        var validator = DesignTokensValidator(root: root)
        validator.walk(root, path: [], inheritedType: nil)
        return validator.found
    }

    let root: [String: Any]
    var found: [String] = []

    mutating func walk(_ group: [String: Any], path: [String], inheritedType: String?) {
        let here = path.isEmpty ? "(root)" : path.joined(separator: ".")
        var type = inheritedType
        if let declared = group["$type"] {
            if let name = declared as? String, Self.types.contains(name) { type = name } else { found.append("\(here): unknown $type \(declared)") }
        }
        checkCommon(group, at: here)
        for (key, value) in group.sorted(by: { $0.key < $1.key }) {
            if key.hasPrefix("$") {
                if !Self.groupProperties.contains(key) { found.append("\(here): \(key) is not a group property") }
                continue
            }
            if key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) { found.append("\(here): the name \(key) holds {, } or .") }
            guard let child = value as? [String: Any] else {
                found.append("\(here).\(key): neither a token nor a group")
                continue
            }
            if child["$value"] != nil {
                checkToken(child, path: path + [key], inheritedType: type)
            } else {
                walk(child, path: path + [key], inheritedType: type)
            }
        }
    }

    mutating func checkCommon(_ object: [String: Any], at here: String) {
        if let description = object["$description"], !(description is String) { found.append("\(here): $description is not a string") }
        if let extensions = object["$extensions"] {
            guard let keys = (extensions as? [String: Any])?.keys else {
                found.append("\(here): $extensions is not an object")
                return
            }
            for key in keys where key.split(separator: ".").count < 2 { found.append("\(here): $extensions key \(key) is not a reverse domain name") }
        }
    }

    mutating func checkToken(_ token: [String: Any], path: [String], inheritedType: String?) {
        let here = path.joined(separator: ".")
        checkCommon(token, at: here)
        for key in token.keys where key.hasPrefix("$") && !Self.tokenProperties.contains(key) {
            found.append("\(here): \(key) is not a token property")
        }
        for key in token.keys where !key.hasPrefix("$") { found.append("\(here): a token holds \(key)") }
        var type = inheritedType
        if let declared = token["$type"] {
            if let name = declared as? String, Self.types.contains(name) { type = name } else { found.append("\(here): unknown $type \(declared)") }
        }
        var value = token["$value"]!
        var seen: Set<String> = [here]
        while let alias = Self.alias(value) {
            guard let target = resolve(alias) else {
                found.append("\(here): the alias {\(alias)} names no token")
                return
            }
            guard seen.insert(alias).inserted else {
                found.append("\(here): the alias {\(alias)} is circular")
                return
            }
            if type == nil { type = target.type }
            value = target.token["$value"]!
        }
        guard let type else {
            found.append("\(here): no $type on the token, its groups or its alias")
            return
        }
        if let problem = Self.valueProblem(value, type: type) { found.append("\(here): \(problem)") }
    }

    /// `group.token` for a `$value` of `"{group.token}"`.
    static func alias(_ value: Any) -> String? {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains("{") || inner.contains("}") ? nil : String(inner)
    }

    /// The token an alias names, with the type it has of its own or from its groups.
    func resolve(_ alias: String) -> (token: [String: Any], type: String?)? {
        var node: Any = root
        var type: String?
        for name in alias.split(separator: ".", omittingEmptySubsequences: false) {
            guard let group = node as? [String: Any], let next = group[String(name)] else { return nil }
            type = group["$type"] as? String ?? type
            node = next
        }
        guard let token = node as? [String: Any], token["$value"] != nil else { return nil }
        return (token, token["$type"] as? String ?? type)
    }

    static func number(_ value: Any?) -> Double? {
        if value is String { return nil }
        return (value as? NSNumber)?.doubleValue
    }

    static func valueProblem(_ value: Any, type: String) -> String? {
        func measured(_ units: Set<String>) -> String? {
            guard let object = value as? [String: Any], Set(object.keys) == ["value", "unit"] else {
                return "a \(type) is {\"value\": number, \"unit\": ...}"
            }
            guard number(object["value"]) != nil else { return "a \(type)'s value is not a number" }
            guard let unit = object["unit"] as? String, units.contains(unit) else { return "a \(type)'s unit is not one of \(units.sorted())" }
            return nil
        }
        switch type {
        case "dimension": return measured(["px", "rem"])
        case "duration": return measured(["ms", "s"])
        case "cubicBezier":
            guard let array = value as? [Any], array.count == 4 else { return "a cubicBezier is four numbers" }
            let numbers = array.compactMap { number($0) }
            guard numbers.count == 4 else { return "a cubicBezier is four numbers" }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return "a cubicBezier's x coordinates are in [0, 1]" }
            return nil
        case "number": return number(value) == nil ? "a number token's value is not a number" : nil
        case "fontWeight":
            if let weight = number(value) { return (1...1000).contains(weight) ? nil : "a fontWeight is in [1, 1000]" }
            return (value as? String).map(weightNames.contains) == true ? nil : "a fontWeight is a number or a weight name"
        case "fontFamily":
            if value is String { return nil }
            return (value as? [Any])?.allSatisfy({ $0 is String }) == true ? nil : "a fontFamily is a string or strings"
        default:
            return nil  // the composite types and color: this exporter writes none
        }
    }
}
