/// Shapes beyond the core expressions: each declares what it needs at the top level (named
/// with the program's prefix) and uses it in the body, printing what it computes.
extension ProgramGenerator {
    mutating func shape() {
        switch random.below(9) {
        case 0: structShape()
        case 1: enumShape()
        case 2: classShape()
        case 3: closureShape()
        case 4: genericShape()
        case 5: targetShape()
        case 6: optionalChainShape()
        case 7: dictionaryShape()
        default: setShape()
        }
    }

    /// A function of the program's prefix whose body is an expression over its parameters.
    mutating func helperExpression(_ type: ValueType, parameters: [(String, ValueType)]) -> String {
        scopes.append(parameters.map { Variable(name: $0.0, type: $0.1, mutable: false, constant: false) })
        defer { scopes.removeLast() }
        return expr(type, depth: 2).text
    }

    /// Runs `make` with only `names` in scope (a declaration's body sees its own names, not the program's).
    mutating func isolated<T>(_ names: [Variable], _ make: (inout ProgramGenerator) -> T) -> T {
        let saved = scopes
        scopes = [names]
        defer { scopes = saved }
        return make(&self)
    }

    mutating func structShape() {
        let name = prefix + "Point\(nextName)"
        let fields = [Variable(name: "x", type: .int, mutable: false, constant: false),
                      Variable(name: "label", type: .string, mutable: false, constant: false),
                      Variable(name: "weight", type: .double, mutable: false, constant: false)]
        let total = isolated(fields) { $0.expr(.int, depth: 2).text }
        let describe = isolated(fields) { $0.expr(.string, depth: 2).text }
        let bump = isolated(fields + [Variable(name: "k", type: .int, mutable: false, constant: false)]) {
            $0.nonConstant($0.expr(.int, depth: 1), .int).text
        }
        declarations.append("""
        struct \(name): Equatable {
            var x: Int
            var label: String
            var weight: Double
            var total: Int { \(total) }
            func describe() -> String { \(describe) }
            mutating func bump(_ k: Int) { x = (\(bump)) &+ k }
        }
        """)
        let first = freshName(), second = freshName()
        emit("var \(first) = \(name)(x: \(intExpr(1).text), label: \(stringExpr(1).text), weight: \(doubleExpr(1).text))")
        emit("var \(second) = \(first)")
        emit("\(second).bump(\(intExpr(1).text))")
        emit("print(\(first).x, \(second).x, \(first) == \(second))")
        emit("print(\(random.chance(50) ? first : second).total, \(second).describe())")
        emit("\(first).label += \(stringExpr(1).text)")
        emit("print(\(first).label, \(first).weight)")
    }

    mutating func enumShape() {
        let name = prefix + "Shape\(nextName)"
        let circle = isolated([Variable(name: "r", type: .double, mutable: false, constant: false)]) { $0.expr(.double, depth: 2).text }
        let rect = isolated([Variable(name: "w", type: .int, mutable: false, constant: false),
                             Variable(name: "h", type: .int, mutable: false, constant: false)]) { $0.expr(.int, depth: 2).text }
        let limit = random.below(10)
        declarations.append("""
        enum \(name) {
            case empty
            case circle(radius: Double)
            case rect(Int, Int)
            case named(String)

            var measure: String {
                switch self {
                case .empty: return "empty"
                case .circle(let r): return "circle \\(\(typed(circle, .double)))"
                case .rect(let w, let h) where w > \(limit): return "wide \\(\(typed(rect, .int)))"
                case .rect(let w, let h): return "rect \\(w)x\\(h)"
                case .named(let text): return text.uppercased()
                }
            }
        }
        """)
        let list = freshName()
        let cases = (0..<(2 + random.below(3))).map { _ -> String in
            switch random.below(4) {
            case 0: return ".empty"
            case 1: return ".circle(radius: \(doubleExpr(1).text))"
            case 2: return ".rect(\(intExpr(1).text), \(intExpr(1).text))"
            default: return ".named(\(stringExpr(1).text))"
            }
        }
        emit("let \(list): [\(name)] = [\(cases.joined(separator: ", "))]")
        let item = freshName("e")
        block("for \(item) in \(list)") {
            $0.emit("print(\(item).measure)")
            $0.emit("if case .rect(let w, _) = \(item) { print(\"rect of width\", w) }")
        }
    }

    mutating func classShape() {
        let name = prefix + "Counter\(nextName)"
        let step = isolated([Variable(name: "count", type: .int, mutable: false, constant: false),
                             Variable(name: "by", type: .int, mutable: false, constant: false)]) {
            $0.nonConstant($0.expr(.int, depth: 1), .int).text
        }
        declarations.append("""
        class \(name) {
            var count: Int
            var history: [Int] = []
            init(count: Int) { self.count = count }
            func advance(by: Int) -> Int {
                history.append(count)
                count = (\(step)) &+ 1
                return count
            }
        }

        final class \(name)Twice: \(name) {
            override func advance(by: Int) -> Int {
                history.append(-count)
                count = count &* 2 &+ by
                return count
            }
        }
        """)
        let first = freshName(), alias = freshName()
        emit("let \(first) = \(random.chance(50) ? name : name + "Twice")(count: \(intExpr(1).text))")
        emit("let \(alias) = \(first)")
        for _ in 0..<(1 + random.below(3)) {
            emit("print(\(random.pick([first, alias])).advance(by: \(intExpr(1).text)))")
        }
        emit("print(\(first).count, \(alias).history, \(first) === \(alias))")
    }

    mutating func closureShape() {
        let total = freshName(), add = freshName("add"), make = freshName("make")
        emit("var \(total) = \(nonConstant(intExpr(1), .int).text)")
        emit("let \(add) = { (k: Int) -> Int in")
        indent += 1
        emit("\(total) += k")
        emit("return \(total) * 2")
        indent -= 1
        emit("}")
        emit("print(\(add)(\(intExpr(1).text)), \(add)(\(intExpr(1).text)), \(total))")
        declarations.append("""
        func \(prefix)\(make)(start: Int) -> () -> Int {
            var count = start
            return {
                count += 1
                return count
            }
        }
        """)
        let counter = freshName()
        emit("let \(counter) = \(prefix)\(make)(start: \(intExpr(1).text))")
        emit("_ = \(counter)()")
        emit("print(\(counter)(), \(counter)())")
        declare(total, .int, mutable: false, constant: false)
    }

    mutating func genericShape() {
        let box = prefix + "Box\(nextName)", largest = prefix + "largest\(nextName)"
        declarations.append("""
        struct \(box)<Value> {
            var value: Value
            func applying(_ transform: (Value) -> Value) -> \(box)<Value> { \(box)(value: transform(value)) }
            func describe() -> String { "box of \\(value)" }
        }

        func \(largest)<T: Comparable>(_ items: [T], or fallback: T) -> T {
            var best = fallback
            for item in items where item > best { best = item }
            return best
        }
        """)
        let boxed = freshName()
        // Typed: with a literal alone swiftc may make it a `Box<Int128>` (for the `&+` below).
        emit("let \(boxed) = \(box)(value: \(typed(intExpr(1).text, .int)))")
        emit("print(\(boxed).applying { \(closureBody(.int, 1)) }.value, \(boxed).describe(), \(box)(value: \(stringExpr(1).text)).describe())")
        emit("print(\(largest)(\(intsExpr(1).text), or: \(intExpr(1).text)), \(largest)([\(stringExpr(1).text), \(stringExpr(1).text)], or: \"m\"))")
    }

    /// An `updateTarget`-shaped function: a proposed rect adjusted by velocity and content.
    mutating func targetShape() {
        let name = prefix + "updateTarget\(nextName)"
        let threshold = random.pick(["0.5", "1.0", "10.0", "0.0"]), page = random.pick(["100.0", "300.0", "0.0", "44.5"])
        declarations.append("""
        func \(name)(_ target: inout CGRect, velocity: CGVector, origin: CGPoint, contentSize: CGSize) {
            let page: CGFloat = \(page)
            if velocity.dy > \(threshold) {
                target.origin.y = (target.minY / page).rounded(.up) * page
            } else if velocity.dy < -\(threshold) {
                target.origin.y = (target.minY / page).rounded(.down) * page
            } else {
                target.origin.y = (target.midY / page).rounded() * page - target.height / 2
            }
            target.origin.x = max(origin.x, min(target.origin.x, contentSize.width - target.width))
            target.size.height = min(target.height, contentSize.height)
        }
        """)
        let rect = freshName("rect")
        let values = (0..<8).map { _ in cgfloatExpr(1).text }
        emit("var \(rect) = CGRect(x: \(values[0]), y: \(values[1]), width: \(values[2]), height: \(values[3]))")
        emit("\(name)(&\(rect), velocity: CGVector(dx: \(values[4]), dy: \(values[5])), origin: CGPoint(x: \(values[6]), y: 0), contentSize: CGSize(width: \(values[7]), height: 800))")
        emit("print(\(rect).minX, \(rect).minY, \(rect).width, \(rect).height, \(rect).midX, \(rect).maxY)")
        if random.chance(50) {
            emit("print(\(rect).offsetBy(dx: 1.5, dy: -2).minY, \(rect).insetBy(dx: 2, dy: 2).width, \(rect).contains(CGPoint(x: 10, y: 10)))")
        }
    }

    mutating func dictionaryShape() {
        let name = freshName("dict")
        let keys = (0..<(1 + random.below(4))).map { _ in random.pick(["\"a\"", "\"b\"", "\"c\"", "\"d\"", "\"e\""]) }
        let entries = Array(Set(keys)).sorted().map { "\($0): \(intExpr(1).text)" }
        emit("var \(name): [String: Int] = [\(entries.joined(separator: ", "))]")
        for _ in 0..<(1 + random.below(4)) {
            let key = random.pick(["\"a\"", "\"b\"", "\"f\"", stringExpr(1).text])
            switch random.below(4) {
            case 0: emit("\(name)[\(key)] = \(intExpr(1).text)")
            case 1: emit("\(name)[\(key), default: 0] += \(intExpr(1).text)")
            case 2: emit("\(name)[\(key)] = nil")
            default: emit("print(\(name)[\(key)] ?? -1, \(name)[\(key)] as Int?)")
            }
        }
        // Only what does not depend on Swift's randomised order is printed.
        emit("print(\(name).count, \(name).keys.sorted(), \(name).values.sorted())")
        emit("print(\(name).sorted { $0.key < $1.key }.map { \"\\($0.key)=\\($0.value)\" }.joined(separator: \",\"))")
    }

    mutating func setShape() {
        let name = freshName("set"), other = freshName("set")
        emit("var \(name): Set<Int> = []")
        emit("for element in \(typed(intsExpr(1).text, .ints)) { \(name).insert(element) }")
        emit("let \(other): Set<Int> = [\(intExpr(0).text), \(intExpr(0).text), 3]")
        emit("\(name).insert(\(intExpr(1).text))")
        emit("print(\(name).count, \(name).sorted(), \(name).contains(\(intExpr(1).text)))")
        emit("\(name).remove(\(intExpr(0).text))")
        emit("print(\(name).sorted(), \(name) == \(other), \(other).sorted().map { \(name).contains($0) })")
    }

    mutating func optionalChainShape() {
        let node = prefix + "Node\(nextName)"
        declarations.append("""
        class \(node) {
            var value: Int
            var next: \(node)?
            init(value: Int, next: \(node)? = nil) { self.value = value; self.next = next }
            var tail: \(node) { next?.tail ?? self }
        }
        """)
        let list = freshName("node")
        var chain = "\(node)(value: \(intExpr(1).text))"
        for _ in 0..<random.below(3) { chain = "\(node)(value: \(intExpr(1).text), next: \(chain))" }
        emit("let \(list): \(node)? = \(random.chance(85) ? chain : "nil")")
        emit("print(\(list)?.value ?? -1, \(list)?.next?.value ?? -1, \(list)?.next?.next?.value)")
        emit("\(list)?.next?.value += \(intExpr(1).text)")
        emit("print(\(list)?.tail.value, \(list)?.next?.value as Int?)")
    }
}
