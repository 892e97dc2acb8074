#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StretchyCLI

exit(StretchyCLI.run(environment: .process()))
