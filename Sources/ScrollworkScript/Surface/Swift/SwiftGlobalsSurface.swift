import ScrollworkCore

/// The standard library's free functions that are not math: `print`, `type(of:)`, `stride`.
enum SwiftGlobalsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.special("func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
                        doc: "Writes the values to the session's output (the sandbox's only output).", .print)
        surface.special("func debugPrint(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
                        doc: "Writes the values as `print` does, a string in quotes as its debugDescription is.", .debugPrint)
        traps(&surface)
        surface.function("func swap<T>(_ a: inout T, _ b: inout T)", doc: "Exchanges the two values.") { a in
            a.inouts?.values[0] = a[1]
            a.inouts?.values[1] = a[0]
            return .none
        }
        surface.function("func type<T>(of value: T) -> T.Type",
                         doc: "The value's dynamic type: `type(of: item) == Card.self`, printed as its name.") {
            .type(TypeName.dynamicType(of: $0.values[0]))
        }
        surface.function("func stride<T: Strideable>(from start: T, to end: T, by stride: T.Stride) -> StrideTo<T>",
                         doc: "The values from start up to, not including, end.") {
            try stride($0.values, through: false)
        }
        surface.function("func stride<T: Strideable>(from start: T, through end: T, by stride: T.Stride) -> StrideThrough<T>",
                         doc: "The values from start up to and including end.") {
            try stride($0.values, through: true)
        }
    }

    /// `fatalError`, `precondition` and `assert` stop the call with the message, as a trap
    /// stops the program (previews run debug builds, so `assert` is checked too). The
    /// `file:` and `line:` of Swift's declarations are left out (the error is located anyway),
    /// and the message and condition are read when called rather than as autoclosures.
    private static func traps(_ surface: inout SurfaceBuilder) {
        func trap(_ kind: String, _ message: Value) throws -> Never {
            let text = (try? ValueReaders.string(message, "message")) ?? ""
            throw RuntimeFailure(text.isEmpty ? kind : "\(kind): \(text)")
        }
        for (name, kind) in [("fatalError", "Fatal error"), ("preconditionFailure", "Fatal error"), ("assertionFailure", "Fatal error")] {
            surface.function("func \(name)(_ message: String = \"\") -> Never",
                             doc: "Stops the running code with the message.") { a in try trap(kind, a[0]) }
        }
        for (name, kind) in [("precondition", "Precondition failed"), ("assert", "Assertion failed")] {
            surface.function("func \(name)(_ condition: Bool, _ message: String = \"\")",
                             doc: "Stops the running code with the message when the condition is false.") { a in
                if try ValueReaders.bool(a[0], "condition") { return .none }
                try trap(kind, a[1])
            }
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)` as an array (at most `Limits.elements`).
    private static func stride(_ args: [Value], through: Bool) throws -> Value {
        if case .int(let start) = args[0], case .int(let end) = args[1], case .int(let step) = args[2] {
            guard step != 0 else { throw RuntimeFailure("stride step must not be zero") }
            let count = (Double(end) - Double(start)) / Double(step)
            guard count <= Double(Limits.elements) else { throw RuntimeFailure(Limits.tooManyElements) }
            let values = through ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map { .int($0) })
        }
        // Dates stride by seconds (`Date: Strideable`, its Stride a TimeInterval), giving dates.
        if let start = FoundationTypes.seconds(ofDate: args[0]), let end = FoundationTypes.seconds(ofDate: args[1]) {
            let seconds = try stride([.double(start), .double(end), args[2]], through: through)
            guard case .array(let values) = seconds else { return seconds }
            return .array(values.map { FoundationTypes.date(sinceReferenceDate: $0.asDouble ?? 0) })
        }
        let start = try ValueReaders.double(args[0], "from"), end = try ValueReaders.double(args[1], "to")
        let step = try ValueReaders.double(args[2], "by")
        guard step != 0, step.isFinite, start.isFinite, end.isFinite else { throw RuntimeFailure("stride needs finite bounds and a non-zero step") }
        guard (end - start) / step <= Double(Limits.elements) else { throw RuntimeFailure(Limits.tooManyElements) }
        let values = through ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
        return .array(values.map { .double($0) })
    }
}
