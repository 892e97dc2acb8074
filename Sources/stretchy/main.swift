import Glibc
import StretchyCLI

exit(StretchyCLI.run(environment: .process()))
