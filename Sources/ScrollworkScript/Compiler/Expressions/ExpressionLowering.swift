import ScrollworkCore
import ScrollworkFrontEnd

/// Turns a checked expression (`TypedExpression`) into the code the machine runs, with what is
/// known of its type (`Typed`). It reports nothing and declares nothing: every error was
/// reported by the checker. Its only state is the machine whose simulated platform
/// `#available` reads.
struct ExpressionLowering {
    let machine: Machine

    func lower(_ expression: TypedExpression) -> Typed {
        switch expression {
        case .literal(let value, let type):
            return .constant(value, type)
        case .availability(let version, let negated):
            let platform = machine.platform
            return Typed(truth: { _ in platform.isAtLeast(version) != negated })
        case .interpolatedString(let segments, let range):
            return interpolatedString(segments, range: range)
        case .compiled(let typed):
            return typed
        }
    }

    private func interpolatedString(_ segments: [TypedStringSegment], range: SourceRange) -> Typed {
        Typed({ f in
            // Literal text is appended as it is and values described straight in: this runs
            // once per row in `Text("Row \(i)")`, so nothing goes through a `Value` it does not need.
            var result = ""
            for segment in segments {
                switch segment {
                case .text(let literal):
                    result += literal
                case .value(let eval):
                    switch try eval(f) {
                    case .string(let piece): result += piece
                    case .int(let number): result += String(number)
                    case let other: result += Value.describe(other)
                    }
                }
            }
            if result.utf8.count > Limits.stringBytes { throw Diagnostic.error(Limits.stringTooLong, at: range) }
            try located(range) { try f.context.charge(result.utf8.count) }
            return .string(result)
        }, .string)
    }
}
