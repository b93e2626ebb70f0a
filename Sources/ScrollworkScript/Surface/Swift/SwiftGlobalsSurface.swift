import ScrollworkCore

/// The standard library's free functions that are not math: `print`, `stride`.
enum SwiftGlobalsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.special("func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
                        doc: "Writes the values to the session's output (the sandbox's only output).", .print)
        surface.function("func stride<T: Strideable>(from start: T, to end: T, by stride: T.Stride) -> StrideTo<T>",
                         doc: "The values from start up to, not including, end.") {
            try Builtins.stride($0.values, through: false)
        }
        surface.function("func stride<T: Strideable>(from start: T, through end: T, by stride: T.Stride) -> StrideThrough<T>",
                         doc: "The values from start up to and including end.") {
            try Builtins.stride($0.values, through: true)
        }
    }
}
