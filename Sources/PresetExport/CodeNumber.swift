import HeaderGeometry
import ValueText

/// Numbers written into generated code, each in its language's literal form.
enum CodeNumber {
    /// The shortest text that reads back as `value`: `300`, `0.5`, `1e-7`.
    static func plain(_ value: Double) -> String {
        NumberText.shortest(value)
    }

    /// A Kotlin `Float` literal: `300f`, `0.5f`, `-120f`.
    static func kotlin(_ value: Double) -> String {
        plain(value) + "f"
    }

    /// A Dart `double` literal: `300.0`, `0.5`, `1e-7`.
    static func dart(_ value: Double) -> String {
        let text = plain(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// `value` rounded to `places` decimals, in its shortest form (`438.6491`, `12`).
    static func rounded(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return plain((value * scale).rounded() / scale)
    }

    /// A CSS length in pixels: `300px`, `0.5px`, `0px`.
    static func pixels(_ value: Double) -> String {
        rounded(value, places: 4) + "px"
    }
}
