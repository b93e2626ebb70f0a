/// Statements: declarations, assignments, prints and control flow, plus the shapes of
/// `ProgramGenerator+Shapes.swift` (types, closures, collections) now and then.
extension ProgramGenerator {
    static let printable: [ValueType] = [.int, .int, .double, .double, .bool, .string, .ints, .optionalInt, .cgfloat]

    mutating func statement(depth: Int) {
        statementsLeft -= 1
        let nested = depth < 2 && statementsLeft > 3
        switch random.below(nested ? 20 : 12) {
        case 0, 1, 2: declaration()
        case 3, 4: assignment()
        case 5, 6, 7: printStatement()
        case 8: arrayMutation()
        case 9, 10, 11: depth == 0 ? shape() : printStatement()
        case 12, 13: ifStatement(depth)
        case 14: forLoop(depth)
        case 15: whileLoop(depth)
        case 16: switchStatement(depth)
        case 17: ifLet(depth)
        case 18: guardStatement()
        default: forLoop(depth)
        }
    }

    mutating func declaration() {
        let type = random.pick(ValueType.allCases)
        let value = expr(type, depth: 2)
        let mutable = random.chance(60)
        let name = freshName()
        emit("\(mutable ? "var" : "let") \(name): \(type.spelled) = \(value.text)")
        declare(name, type, mutable: mutable, constant: value.constant)
    }

    mutating func assignment() {
        let type = random.pick([ValueType.int, .int, .double, .string, .ints, .optionalInt, .bool])
        let targets = variables(of: type, mutable: true)
        guard !targets.isEmpty else { return declaration() }
        let target = random.pick(targets)
        var value = expr(type, depth: 2)
        // A variable swiftc cannot see the value of must stay so (see `ProgramGenerator`).
        if !target.constant && type == .int { value = nonConstant(value, .int) }
        if !target.constant && value.constant && type != .int { return printStatement() }
        // `x = x` is an error in Swift.
        if value.text == target.name { return printStatement() }
        switch type {
        case .int where random.chance(50):
            emit("\(target.name) \(random.pick(["+=", "-=", "*=", "&+=", "&-="])) \(value.text)")
        case .double where random.chance(50), .string where random.chance(50):
            emit("\(target.name) += \(value.text)")
        default:
            emit("\(target.name) = \(value.text)")
        }
    }

    mutating func printStatement() {
        let type = random.pick(Self.printable)
        let value = expr(type, depth: 2).text
        switch random.below(7) {
        // Typed where `print` gives no type: swiftc found `print("line19", -([1].reduce(0, +)))`
        // ambiguous (seed 1, program 610).
        case 0: emit("print(\"\(freshName("line"))\", \(typed(value, type)))")
        case 1: emit("print(\(interpolation(1)))")
        case 2:
            let otherType = random.pick(Self.printable)
            emit("print(\(typed(value, type)), \(typed(expr(otherType, depth: 1).text, otherType)), separator: \(random.pick(["\" | \"", "\"\"", "\",\""])))")
        case 3 where type == .double || type == .cgfloat || type == .optionalInt: emit("print(String(describing: \(typed(value, type))))")
        case 4:
            // A line written in two prints: the first ends with its own terminator, not a line
            // break. What the second prints is computed first: a trap between the two would end
            // a line that swiftc's build leaves open (the interpreter's output is whole lines).
            let otherType = random.pick(Self.printable), rest = freshName("t")
            emit("let \(rest): \(otherType.spelled) = \(expr(otherType, depth: 1).text)")
            emit("print(\(typed(value, type)), terminator: \(random.pick(["\"\"", "\" \"", "\"; \""])))")
            emit("print(\(rest))")
        default: emit("print(\(typed(value, type)))")
        }
    }

    mutating func arrayMutation() {
        let targets = variables(of: .ints, mutable: true)
        guard !targets.isEmpty else { return declaration() }
        let name = random.pick(targets).name
        switch random.below(8) {
        case 0, 1: emit("\(name).append(\(intExpr(1).text))")
        case 2: emit("\(name).insert(\(intExpr(1).text), at: \(random.chance(80) ? "0" : "\(name).count"))")
        case 3: emit(random.chance(70) ? "if !\(name).isEmpty { \(name).removeLast() }" : "\(name).removeLast()")
        case 4: emit(random.pick(["\(name).sort()", "\(name).reverse()", "\(name).sort(by: >)", "\(name) = \(name).sorted()"]))
        case 5:
            let index = intExpr(1).text
            if random.chance(75) {
                emit("if !\(name).isEmpty { \(name)[((\(index) % \(name).count) + \(name).count) % \(name).count] = \(intExpr(1).text) }")
            } else {
                emit("\(name)[\(random.below(3))] = \(intExpr(1).text)")
            }
        case 6:
            // In a loop, what is appended may not read the array: `v += v.compactMap { … }` in
            // nested loops doubles `v` on every pass, and neither side would finish.
            let added = loopDepth > 0 ? hiding(name) { $0.intsExpr(1).text } : intsExpr(1).text
            emit("\(name) += \(added)")
        case 7 where random.chance(50):
            // The closure may not read the array it removes from: swiftc refuses that as an
            // overlapping access (`v.removeAll(where: { … v.isEmpty })`).
            let test = hiding(name) { $0.closureBody(.bool, 1) }
            emit("\(name).removeAll(where: { \(test) })")
        default: emit("\(name) = \(name).filter { \(closureBody(.bool, 1)) }")
        }
    }

    mutating func ifStatement(_ depth: Int) {
        block("if (\(boolExpr(2).text))") { $0.statements(depth + 1) }
        if random.chance(50) {
            body[body.count - 1] += " else {"
            indent += 1
            scopes.append([])
            statements(depth + 1)
            scopes.removeLast()
            indent -= 1
            emit("}")
        }
    }

    /// One to three statements inside a block.
    mutating func statements(_ depth: Int) {
        for _ in 0..<(1 + random.below(3)) where statementsLeft > 0 { statement(depth: depth) }
    }

    mutating func forLoop(_ depth: Int) {
        loopDepth += 1
        defer { loopDepth -= 1 }
        let index = freshName("i")
        let bound = [Variable(name: index, type: .int, mutable: false, constant: false)]
        switch random.below(4) {
        case 0:
            block("for \(index) in \(random.pick(["0..<\(random.below(5))", "1...\(random.below(4))"]))", bound: bound) { $0.loopBody(depth) }
        case 1:
            // Typed: swiftc may make `[7].map { $0 &* 3 }` alone an array of `Int128`.
            block("for \(index) in \(typed(intsExpr(1).text, .ints))", bound: bound) { $0.loopBody(depth) }
        case 2:
            block("for \(index) in stride(from: \(random.below(5)), to: \(random.below(12)), by: \(random.pick([1, 2, 3])))", bound: bound) {
                $0.loopBody(depth)
            }
        default:
            block("for \(index) in \(typed(intsExpr(1).text, .ints)) where \(index) % 2 != 0", bound: bound) { $0.loopBody(depth) }
        }
    }

    mutating func loopBody(_ depth: Int) {
        statements(depth + 1)
        if random.chance(25) {
            emit("if (\(boolExpr(1).text)) { \(random.pick(["break", "continue"])) }")
            statements(depth + 1)
        }
    }

    mutating func whileLoop(_ depth: Int) {
        let counter = freshName("n")
        emit("var \(counter) = 0")
        declare(counter, .int, mutable: false, constant: false)
        if random.chance(50) {
            block("while \(counter) < \(1 + random.below(4))") {
                $0.emit("\(counter) += 1")
                $0.loopBody(depth)
            }
        } else {
            block("repeat") {
                $0.emit("\(counter) += 1")
                $0.loopBody(depth)
            }
            body[body.count - 1] += " while \(counter) < \(1 + random.below(3))"
        }
    }

    mutating func switchStatement(_ depth: Int) {
        let subjectExpr = intExpr(2)
        // Typed: with no type around it swiftc may read `(c ? [1].first : nil) ?? 7` as an `Int?`.
        let subject = "(" + typed(subjectExpr.text, .int) + ")"
        let bound = freshName("k")
        block("switch \(subject)") {
            $0.emit("case \($0.random.below(3)):")
            $0.caseBody(depth)
            $0.emit("case \(-3 - $0.random.below(3))...(-1):")
            $0.caseBody(depth)
            $0.emit("case let \(bound) where \(bound) > \($0.random.below(20)):")
            $0.scopes.append([Variable(name: bound, type: .int, mutable: false, constant: subjectExpr.constant)])
            $0.caseBody(depth)
            $0.scopes.removeLast()
            $0.emit("default:")
            $0.caseBody(depth)
        }
    }

    mutating func caseBody(_ depth: Int) {
        indent += 1
        scopes.append([])
        let before = body.count
        statements(depth + 1)
        if body.count == before { emit("break") }
        scopes.removeLast()
        indent -= 1
    }

    mutating func ifLet(_ depth: Int) {
        let name = freshName("u")
        let bound = [Variable(name: name, type: .int, mutable: false, constant: false)]
        // Typed: swiftc may read `(xs.map { … }).last` there as the method `last(where:)`.
        block("if let \(name) = \(typed(optionalIntExpr(2).text, .optionalInt))", bound: bound) { $0.statements(depth + 1) }
        body[body.count - 1] += " else {"
        indent += 1
        emit("print(\"none\")")
        indent -= 1
        emit("}")
    }

    /// `guard` leaves the program early, which both implementations must do at the same point.
    mutating func guardStatement() {
        let name = freshName("g")
        if random.chance(50) {
            emit("guard let \(name) = \(typed(optionalIntExpr(2).text, .optionalInt)) else {")
            declare(name, .int, mutable: false, constant: false)
        } else {
            emit("guard (\(boolExpr(2).text)) else {")
        }
        indent += 1
        emit("print(\"guarded\")")
        emit("return")
        indent -= 1
        emit("}")
    }
}

extension ProgramGenerator {
    /// `text` with its type written, where nothing around it gives one (an argument of
    /// `print`, an interpolation): swiftc finds `-([1].reduce(0, +))` ambiguous there.
    func typed(_ text: String, _ type: ValueType) -> String { "(\(text) as \(type.spelled))" }
}
