/// Expressions of each value type, built from the variables in scope; `depth` bounds nesting
/// (swiftc's type checker slows down on long literal chains, and so would a reader).
extension ProgramGenerator {
    mutating func expr(_ type: ValueType, depth: Int) -> Expr {
        switch type {
        case .int: return intExpr(depth)
        case .double: return doubleExpr(depth)
        case .bool: return boolExpr(depth)
        case .string: return stringExpr(depth)
        case .ints: return intsExpr(depth)
        case .optionalInt: return optionalIntExpr(depth)
        case .cgfloat: return cgfloatExpr(depth)
        }
    }

    /// A variable of `type` in scope, or nil.
    mutating func variable(_ type: ValueType) -> Expr? {
        let candidates = variables(of: type)
        guard !candidates.isEmpty else { return nil }
        let chosen = random.pick(candidates)
        return Expr(text: chosen.name, constant: chosen.constant)
    }

    mutating func intLeaf() -> Expr {
        if random.chance(60), let found = variable(.int) { return found }
        if random.chance(5) { return Expr(text: random.pick(["Int.max", "Int.min"]), constant: true) }
        return Expr(text: String(random.below(21) - 5), constant: true)
    }

    mutating func intExpr(_ depth: Int) -> Expr {
        if depth <= 0 || random.chance(25) { return intLeaf() }
        let d = depth - 1
        switch random.below(14) {
        case 0, 1, 2, 3:
            let op = random.pick(["+", "-", "*", "+", "-"])
            var left = intExpr(d), right = intExpr(d)
            if left.constant && right.constant { right = nonConstant(right, .int) }
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: left.constant && right.constant)
        case 4:
            let op = random.pick(["/", "%"])
            let left = nonConstant(intExpr(d), .int)
            // A literal divisor of 0 is a compile-time error; a computed one traps at run time.
            // swiftc folds constants (a left side with no input in scope stays one) and refuses
            // the zero divisors and overflows (`Int.min / -1`) it finds: a constant divisor is one of these.
            let divisors = left.constant ? [1, 2, 3, 7, 10] : [1, 2, 3, 7, -2, -1, 10]
            var right = random.chance(50) ? Expr(text: String(random.pick(divisors)), constant: true) : nonConstant(intExpr(d), .int)
            if right.constant && !divisors.contains(where: { String($0) == right.text }) {
                right = Expr(text: String(random.pick(divisors)), constant: true)
            }
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: false)
        case 5:
            let op = random.pick(["&+", "&-", "&*"])
            let left = intExpr(d), right = intExpr(d)
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: left.constant && right.constant)
        case 6:
            let function = random.pick(["min", "max"])
            let left = intExpr(d), right = intExpr(d)
            return Expr(text: "\(function)(\(left.text), \(right.text))", constant: left.constant && right.constant)
        case 7:
            let operand = nonConstant(intExpr(d), .int)
            return Expr(text: random.chance(50) ? "abs(\(operand.text))" : "(-(\(operand.text)))", constant: false)
        case 8:
            let condition = boolExpr(d), yes = intExpr(d), no = intExpr(d)
            return Expr(text: "(\(condition.text) ? \(yes.text) : \(no.text))", constant: condition.constant || (yes.constant && no.constant))
        case 9:
            // swiftc folds `Int(1e300)` of a constant and refuses it: only a value that depends
            // on an input is converted unclamped.
            let value = nonConstant(doubleExpr(d), .double)
            if random.chance(30) && !value.constant { return Expr(text: "Int(\(value.text))", constant: false) }
            // Rounded and clamped first, so most conversions succeed and the program goes on.
            return Expr(text: "Int(max(-1e6, min(1e6, \(value.text))).rounded())", constant: false)
        case 10:
            let array = intsExpr(d)
            return Expr(text: random.pick(["\(array.text).count", "\(array.text).reduce(0, +)",
                                          "\(array.text).reduce(0, &+)"]), constant: false)
        case 11:
            let string = stringExpr(d)
            return Expr(text: random.pick(["\(string.text).count", "\(string.text).count"]), constant: false)
        case 12:
            let optional = optionalIntExpr(d), fallback = intExpr(d)
            return Expr(text: "(\(optional.text) ?? \(fallback.text))", constant: false)
        default:
            let array = intsExpr(d), index = intExpr(d)
            // A closure called in place cannot sit inside a `$0` closure: its `$0` would be its own.
            if random.chance(20) || visible.contains(where: { $0.name == "$0" }) { return Expr(text: "\(array.text)[\(random.below(4))]", constant: false) }
            return Expr(text: "{ () -> Int in let xs: [Int] = \(array.text); return xs.isEmpty ? 0 : xs[((\(index.text) % xs.count) + xs.count) % xs.count] }()",
                        constant: false)
        }
    }

    mutating func doubleExpr(_ depth: Int) -> Expr {
        if depth <= 0 || random.chance(25) {
            if random.chance(60), let found = variable(.double) { return found }
            return Expr(text: random.pick(Self.doubleInputs), constant: true)
        }
        let d = depth - 1
        switch random.below(9) {
        case 0, 1, 2:
            let op = random.pick(["+", "-", "*", "/"])
            let left = doubleExpr(d), right = doubleExpr(d)
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: left.constant && right.constant)
        case 3:
            // Typed: swiftc finds `Double((-(10)))` ambiguous (which `-`?) inside an interpolation.
            let value = intExpr(d)
            return Expr(text: "Double(\(typed(value.text, .int)))", constant: value.constant)
        case 4:
            let value = doubleExpr(d)
            let rule = random.pick(["", ".down", ".up", ".towardZero", ".toNearestOrEven", ".awayFromZero"])
            return Expr(text: "\(value.text).rounded(\(rule))", constant: value.constant)
        case 5:
            let value = doubleExpr(d)
            let function = random.pick(["floor", "ceil", "sqrt", "abs"])
            return Expr(text: "\(function)(\(value.text))", constant: value.constant)
        case 6:
            let function = random.pick(["min", "max"])
            let left = doubleExpr(d)
            if random.chance(30) {
                // A member of the type `T` takes from the other argument: `max(d, .nan)`.
                let member = random.pick([".nan", ".infinity", "-.infinity", ".pi", ".ulpOfOne", ".greatestFiniteMagnitude"])
                let text = random.chance(50) ? "\(function)(\(left.text), \(member))" : "\(function)(\(member), \(left.text))"
                return Expr(text: text, constant: left.constant)
            }
            let right = doubleExpr(d)
            return Expr(text: "\(function)(\(left.text), \(right.text))", constant: left.constant && right.constant)
        case 7:
            let condition = boolExpr(d), yes = doubleExpr(d), no = doubleExpr(d)
            return Expr(text: "(\(condition.text) ? \(yes.text) : \(no.text))", constant: condition.constant || (yes.constant && no.constant))
        default:
            let value = cgfloatExpr(d)
            return Expr(text: "Double(\(value.text))", constant: value.constant)
        }
    }

    mutating func cgfloatExpr(_ depth: Int) -> Expr {
        if depth <= 0 || random.chance(30) {
            if random.chance(50), let found = variable(.cgfloat) { return found }
            let value = doubleExpr(0)
            return Expr(text: "CGFloat(\(value.text))", constant: value.constant)
        }
        let d = depth - 1
        switch random.below(4) {
        case 0, 1:
            let op = random.pick(["+", "-", "*", "/"])
            let left = cgfloatExpr(d), right = cgfloatExpr(d)
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: left.constant && right.constant)
        case 2:
            let value = cgfloatExpr(d)
            return Expr(text: "\(value.text).rounded()", constant: value.constant)
        default:
            let value = doubleExpr(d)
            return Expr(text: "CGFloat(\(value.text))", constant: value.constant)
        }
    }

    mutating func boolExpr(_ depth: Int) -> Expr {
        if depth <= 0 || random.chance(15) {
            if random.chance(50), let found = variable(.bool) { return found }
            return Expr(text: random.pick(["true", "false"]), constant: true)
        }
        let d = depth - 1
        switch random.below(8) {
        case 0, 1:
            let op = random.pick(["<", "<=", "==", "!=", ">", ">="])
            let left = intExpr(d), right = intExpr(d)
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: left.constant && right.constant)
        case 2:
            let op = random.pick(["<", "<=", "==", "!=", ">"])
            var left = doubleExpr(d), right = doubleExpr(d)
            // Two Double literals compared are ambiguous to swiftc (Double, CGFloat, Float80 …).
            if left.constant && right.constant { left = Expr(text: "Double(\(left.text))", constant: true) }
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: left.constant && right.constant)
        case 3:
            let op = random.pick(["&&", "||"])
            let left = boolExpr(d), right = boolExpr(d)
            return Expr(text: "(\(left.text) \(op) \(right.text))", constant: left.constant && right.constant)
        case 4:
            let inner = boolExpr(d)
            return Expr(text: "!(\(inner.text))", constant: inner.constant)
        case 5:
            let value = doubleExpr(d)
            // `-2.5.isNaN` is `-(2.5.isNaN)` in Swift, an error: a negative receiver needs parentheses.
            let receiver = value.text.hasPrefix("-") ? "(\(value.text))" : value.text
            return Expr(text: "\(receiver)\(random.pick([".isNaN", ".isFinite", ".isInfinite", ".isZero"]))", constant: value.constant)
        case 6:
            let string = stringExpr(d), other = stringExpr(d)
            let test = random.pick(["==", "<", "hasPrefix", "hasSuffix", "isEmpty"])
            switch test {
            case "hasPrefix", "hasSuffix": return Expr(text: "\(string.text).\(test)(\(other.text))", constant: false)
            case "isEmpty": return Expr(text: "\(string.text).isEmpty", constant: false)
            default: return Expr(text: "(\(string.text) \(test) \(other.text))", constant: false)
            }
        default:
            let array = intsExpr(d)
            if random.chance(50) { return Expr(text: "\(array.text).isEmpty", constant: false) }
            return Expr(text: "\(array.text).contains(\(intExpr(d).text))", constant: false)
        }
    }

    mutating func stringExpr(_ depth: Int) -> Expr {
        if depth <= 0 || random.chance(20) {
            if random.chance(60), let found = variable(.string) { return found }
            return Expr(text: random.pick(Self.stringLiterals), constant: true)
        }
        let d = depth - 1
        switch random.below(10) {
        case 0, 1:
            return Expr(text: "(\(stringExpr(d).text) + \(stringExpr(d).text))", constant: false)
        case 2, 3:
            return Expr(text: interpolation(d), constant: false)
        case 4:
            return Expr(text: random.chance(50) ? "String(\(intExpr(d).text))" : "String(describing: \(doubleExpr(d).text))",
                        constant: false)
        case 5:
            return Expr(text: "\(stringExpr(d).text).\(random.pick(["uppercased()", "lowercased()"]))", constant: false)
        case 6:
            let string = stringExpr(d).text
            return Expr(text: random.pick(["String(\(string).reversed())", "String(\(string).prefix(\(random.below(4))))",
                                           "String(\(string).dropFirst())", "String(repeating: \(string), count: \(random.below(3)))"]),
                        constant: false)
        case 7:
            return Expr(text: "\(intsExpr(d).text).map { String($0) }.joined(separator: \(random.pick(["\",\"", "\" \"", "\"\""])))",
                        constant: false)
        case 8:
            let condition = boolExpr(d), yes = stringExpr(d), no = stringExpr(d)
            return Expr(text: "(\(condition.text) ? \(yes.text) : \(no.text))", constant: condition.constant || (yes.constant && no.constant))
        default:
            return Expr(text: "String(describing: \(cgfloatExpr(d).text))", constant: false)
        }
    }

    /// A string literal with one or two interpolated values of any printable type.
    mutating func interpolation(_ depth: Int) -> String {
        var text = "\""
        for part in 0..<(1 + random.below(2)) {
            let type = random.pick([ValueType.int, .double, .bool, .string, .ints, .cgfloat, .optionalInt])
            text += (part == 0 ? random.pick(["", "v=", "<"]) : random.pick([", ", " / "])) + "\\(\(typed(expr(type, depth: depth).text, type)))"
        }
        return text + "\""
    }

    mutating func intsExpr(_ depth: Int) -> Expr {
        if depth <= 0 || random.chance(30) {
            if random.chance(60), let found = variable(.ints) { return found }
            let count = random.below(5)
            if count == 0 { return Expr(text: "[Int]()", constant: true) }
            return Expr(text: "[" + (0..<count).map { _ in String(random.below(19) - 9) }.joined(separator: ", ") + "]",
                        constant: true)
        }
        let d = depth - 1
        let array = intsExpr(d).text
        switch random.below(8) {
        case 0:
            return Expr(text: "(\(array) + \(intsExpr(d).text))", constant: false)
        case 1:
            return Expr(text: "\(array).map { \(closureBody(.int, d)) }", constant: false)
        case 2:
            return Expr(text: "\(array).filter { \(closureBody(.bool, d)) }", constant: false)
        case 3:
            return Expr(text: random.pick(["\(array).sorted()", "\(array).sorted(by: >)", "Array(\(array).reversed())"]),
                        constant: false)
        case 4:
            return Expr(text: random.pick(["Array(\(array).prefix(\(random.below(4))))", "Array(\(array).dropFirst())",
                                           "Array(\(array).suffix(2))"]), constant: false)
        case 5:
            return Expr(text: "Array(0..<\(random.below(6)))", constant: false)
        case 6:
            return Expr(text: "\(array).enumerated().map { $0.offset * 10 + $0.element }", constant: false)
        default:
            return Expr(text: "\(array).compactMap { $0 % 2 == 0 ? nil : $0 }", constant: false)
        }
    }

    /// A closure body over `$0: Int` giving a value of `type`.
    mutating func closureBody(_ type: ValueType, _ depth: Int) -> String {
        scopes.append([Variable(name: "$0", type: .int, mutable: false, constant: false)])
        defer { scopes.removeLast() }
        // The body always uses `$0`: a closure that ignores its argument is an error in Swift.
        let body = expr(type, depth: depth).text
        if type == .bool { return random.pick(["$0 > ", "$0 != ", "$0 % 2 == "]) + "(\(expr(.int, depth: depth).text))" + random.pick([" && ", " || "]) + body }
        return random.pick(["$0 + ", "$0 &* ", "$0 - ", "$0 &+ "]) + "(\(body))"
    }

    mutating func optionalIntExpr(_ depth: Int) -> Expr {
        if depth <= 0 || random.chance(20) {
            if random.chance(60), let found = variable(.optionalInt) { return found }
            return Expr(text: random.chance(30) ? "[Int]().first" : "[\(intLeaf().text)].first", constant: true)
        }
        let d = depth - 1
        switch random.below(5) {
        case 0:
            // In parentheses: `[1].map { … }.last` would be read as `map`'s trailing closure's member.
            return Expr(text: "(\(intsExpr(d).text)).\(random.pick(["first", "last", "min()", "max()"]))", constant: false)
        case 1:
            return Expr(text: "\(intsExpr(d).text).firstIndex(of: \(intExpr(d).text))", constant: false)
        case 2:
            return Expr(text: "Int(\(stringExpr(d).text))", constant: false)
        case 3:
            return Expr(text: "(\(boolExpr(d).text) ? [\(intExpr(d).text)].first : nil)", constant: false)
        default:
            return Expr(text: "\(intsExpr(d).text).first(where: { \(closureBody(.bool, d)) })", constant: false)
        }
    }
}
