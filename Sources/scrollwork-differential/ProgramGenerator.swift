import ScrollworkCore

/// Makes one random, well-typed Swift program: top-level declarations (named with the
/// program's own prefix, so that a batch of programs compiles as one file) and a function
/// `programN(…)` whose body computes and prints.
///
/// The program's inputs are the function's parameters, not literals in its body: swiftc
/// folds constants through local variables and refuses `let m = Int.max; m + 1` or `x / 0`
/// at compile time, so every operation that can trap has at least one operand that depends
/// on a parameter, and traps happen when the program runs, in both implementations.
struct ProgramGenerator {
    enum ValueType: CaseIterable {
        case int, double, bool, string, ints, optionalInt, cgfloat

        var spelled: String {
            switch self {
            case .int: "Int"
            case .double: "Double"
            case .bool: "Bool"
            case .string: "String"
            case .ints: "[Int]"
            case .optionalInt: "Int?"
            case .cgfloat: "CGFloat"
            }
        }
    }

    /// An expression's text and whether swiftc could know its value while compiling.
    struct Expr {
        var text: String
        var constant: Bool
    }

    struct Variable {
        var name: String
        var type: ValueType
        var mutable: Bool
        var constant: Bool
    }

    var random: SplitMix64
    let prefix: String
    var declarations: [String] = []
    var body: [String] = []
    var scopes: [[Variable]] = [[]]
    var indent = 1
    var nextName = 0
    /// Statements and loop iterations are bounded so a program stays far inside the
    /// interpreter's step budget.
    var statementsLeft = 40
    var loopDepth = 0

    init(seed: UInt64, index: Int) {
        random = SplitMix64(seed: seed, index: index)
        prefix = "p\(index)_"
    }

    // MARK: Names and scopes

    var visible: [Variable] { scopes.flatMap { $0 } }

    func variables(of type: ValueType, mutable: Bool = false) -> [Variable] {
        visible.filter { $0.type == type && (!mutable || $0.mutable) }
    }

    mutating func freshName(_ stem: String = "v") -> String {
        defer { nextName += 1 }
        return "\(stem)\(nextName)"
    }

    mutating func declare(_ name: String, _ type: ValueType, mutable: Bool, constant: Bool) {
        scopes[scopes.count - 1].append(Variable(name: name, type: type, mutable: mutable, constant: constant))
    }

    mutating func emit(_ line: String) {
        body.append(String(repeating: "    ", count: indent) + line)
    }

    /// Emits `header {`, the statements `inside` makes in a scope of their own, and `}`.
    mutating func block(_ header: String, bound: [Variable] = [], _ inside: (inout ProgramGenerator) -> Void) {
        emit(header + " {")
        indent += 1
        scopes.append(bound)
        inside(&self)
        scopes.removeLast()
        indent -= 1
        emit("}")
    }

    /// What `make` generates with the variable `name` out of sight, for code that may not
    /// read it (a closure given to a mutating method of it).
    mutating func hiding<Result>(_ name: String, _ make: (inout ProgramGenerator) -> Result) -> Result {
        let saved = scopes
        scopes = scopes.map { $0.filter { $0.name != name } }
        defer { scopes = saved }
        return make(&self)
    }

    /// A variable of `type` that depends on the program's inputs, if one is in scope.
    mutating func inputDependent(_ type: ValueType) -> Expr? {
        let candidates = variables(of: type).filter { !$0.constant }
        guard !candidates.isEmpty else { return nil }
        return Expr(text: random.pick(candidates).name, constant: false)
    }

    /// `expr`, or, when it is a constant, an expression of the same type that is not.
    mutating func nonConstant(_ expr: Expr, _ type: ValueType) -> Expr {
        guard expr.constant else { return expr }
        if let input = inputDependent(type) {
            return Expr(text: "(\(expr.text) + \(input.text))", constant: false)
        }
        return expr
    }

    // MARK: The whole program

    /// The declarations and the entry function, and the call that runs it.
    mutating func make() -> (source: String, call: String) {
        let ints = (0..<3).map { _ in intInput() }
        let doubles = (0..<2).map { _ in random.pick(Self.doubleInputs) }
        let string = random.pick(Self.stringLiterals)
        var parameters: [String] = []
        for index in ints.indices {
            parameters.append("_ a\(index): Int")
            declare("a\(index)", .int, mutable: false, constant: false)
        }
        for index in doubles.indices {
            parameters.append("_ d\(index): Double")
            declare("d\(index)", .double, mutable: false, constant: false)
        }
        parameters.append("_ s0: String")
        declare("s0", .string, mutable: false, constant: false)
        let statements = 6 + random.below(10)
        for _ in 0..<statements where statementsLeft > 0 { statement(depth: 0) }
        let name = "program\(prefix.dropFirst().dropLast())"
        var source = declarations.joined(separator: "\n\n")
        if !source.isEmpty { source += "\n\n" }
        source += "func \(name)(\(parameters.joined(separator: ", "))) {\n" + body.joined(separator: "\n") + "\n}\n"
        let arguments = ints + doubles + [string]
        return (source, "\(name)(\(arguments.joined(separator: ", ")))")
    }

    mutating func intInput() -> String {
        if random.chance(10) { return random.pick(["Int.max", "Int.min", "-9223372036854775807", "4611686018427387904"]) }
        if random.chance(20) { return String(random.below(2001) - 1000) }
        return String(random.below(21) - 10)
    }

    static let doubleInputs = ["0.0", "-0.0", "0.1", "0.5", "1.0", "2.5", "-3.75", "100.0", "1e300", "-1e-300",
                               "123.456", "1e16", "0.30000000000000004", "Double.infinity", "-Double.infinity",
                               "Double.nan", "Double.pi", "4.5", "-2.5", "1e-7", "9007199254740993.0"]
    static let stringLiterals = ["\"\"", "\"a\"", "\"abc\"", "\"Hello\"", "\"é\"", "\"naïve\"", "\"🙂\"", "\"x y\"",
                                 "\"42\"", "\"-7\"", "\"3.5\"", "\"ABC def\"", "\"e\\u{301}\""]
}
