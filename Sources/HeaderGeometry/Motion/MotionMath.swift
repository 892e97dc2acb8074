// The C library's math (libm), the one platform module HeaderGeometry imports: the standard
// library has `squareRoot()` but no `exp`, `log`, `sin` or `cos`. Every platform Swift builds for
// ships its C library with the toolchain (Darwin in every Apple SDK), so an app that links
// HeaderGeometry adds nothing and still gets no Foundation.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(ucrt)
    import ucrt
#elseif canImport(WASILibc)
    import WASILibc
#endif

/// The elementary functions the motion simulation needs, from the platform's C library.
enum MotionMath {
    /// `e` raised to `x`.
    static func exp(_ x: Double) -> Double { libmExp(x) }
    /// The natural logarithm of `x`.
    static func log(_ x: Double) -> Double { libmLog(x) }
    /// The sine of `x` radians.
    static func sin(_ x: Double) -> Double { libmSin(x) }
    /// The cosine of `x` radians.
    static func cos(_ x: Double) -> Double { libmCos(x) }
}

// At file scope the names are the C library's, not MotionMath's own.
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
