import ScrollworkCore
import ScrollworkFrontEnd

/// The ternary, `try!` and prefix operators, as the checker typed them: folded when constant
/// and unboxed when their operands are, so a Double or a Bool is not boxed on the way.
extension ExpressionLowering {
    func conditional(_ test: @escaping TruthEval, _ then: Typed, _ otherwise: Typed, type: StaticType) -> Typed {
        if let x = then.number, let y = otherwise.number { return Typed(number: { f in try test(f) ? x(f) : y(f) }) }
        if let x = then.truth, let y = otherwise.truth { return Typed(truth: { f in try test(f) ? x(f) : y(f) }) }
        let (x, y) = (then.eval, otherwise.eval)
        if let p = then.numeric, let q = otherwise.numeric {
            return Typed({ f in try test(f) ? try x(f) : try y(f) }, type, numeric: { f in try test(f) ? p(f) : q(f) })
        }
        return Typed({ f in try test(f) ? try x(f) : try y(f) }, type)
    }

    func forcedTry(_ value: @escaping Eval, type: StaticType, range: SourceRange) -> Typed {
        let machine = self.machine
        return Typed({ f in
            do {
                return try value(f)
            } catch let diagnostic as Diagnostic {
                guard let thrown = diagnostic.thrown?.value as? Value else { throw diagnostic }
                throw Diagnostic.error(ErrorMessages.forcedTryFailed(machine.reflecting(thrown)), at: range)
            }
        }, type)
    }

    /// `-value`, folded when constant and unboxed when always a Double.
    func negation(_ inner: Typed, range: SourceRange) -> Typed {
        if let constant = inner.constant, let folded = try? Operators.negate(constant) {
            return .constant(folded, inner.type)
        }
        if let number = inner.number { return Typed(number: { f in -(try number(f)) }) }
        let value = inner.eval
        return Typed({ f in
            let x = try value(f)
            if case .double(let d) = x { return .double(-d) }
            return try located(range) { try Operators.negate(x) }
        }, inner.type)
    }

    /// `~value`: an Int's or a UInt64's bits flipped.
    func bitwiseNot(_ inner: Typed, range: SourceRange) -> Typed {
        if case .int(let x)? = inner.constant { return .constant(.int(~x), .int) }
        if case .uint(let x)? = inner.constant { return .constant(.uint(~x), .uint64) }
        let value = inner.eval
        return Typed({ f in
            switch try value(f) {
            case .int(let x): return .int(~x)
            case .uint(let x): return .uint(~x)
            default: throw Diagnostic.error("unary operator '~' needs an integer", at: range)
            }
        }, inner.type == .uint64 ? .uint64 : .int)
    }
}
