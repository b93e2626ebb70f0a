import ScrollworkCore
import ScrollworkTestSupport

/// Random programs in the shapes view files use: enums with raw and associated values,
/// classes with subclasses, protocols with extensions, generic types and functions, tuples,
/// `if`/`switch` expressions, `#if`, closures and dictionaries, each ending in a `run()`.
/// Most are valid Swift; `wrongness` in 0…1 makes names, labels and types go wrong so the
/// error paths are walked too.
struct LanguageGenerator {
    var random: SplitMix64
    let wrongness: Int

    init(seed: UInt64, wrongness: Int = 10) {
        random = SplitMix64(seed: seed)
        self.wrongness = wrongness
    }

    private mutating func chance(_ percent: Int) -> Bool { random.below(100) < percent }
    /// A name, now and then misspelled.
    private mutating func name(_ name: String) -> String { chance(wrongness) ? name + "x" : name }
    private mutating func number() -> String { String(random.below(20) - 5) }

    mutating func program() -> String {
        var parts = ["import SwiftUI"]
        let caseCount = 2 + random.below(3)
        let cases = (0..<caseCount).map { "c\($0)" }
        let hasPayload = chance(50)
        let raw = !hasPayload && chance(50)
        var enumText = "enum Kind" + (raw ? ": Int, CaseIterable" : (hasPayload ? "" : ": CaseIterable")) + " {\n"
        for (index, name) in cases.enumerated() {
            if hasPayload, index % 2 == 1 { enumText += "    case \(name)(value: Int, \(chance(50) ? "label: " : "")String)\n" }
            else { enumText += "    case \(name)" + (raw && chance(30) ? " = \(index * 10)" : "") + "\n" }
        }
        enumText += "    var weight: Int {\n        switch self {\n"
        for (index, name) in cases.enumerated() {
            if hasPayload, index % 2 == 1 { enumText += "        case .\(name)(let v, _) where v > \(number()): return v\n        case .\(name): return -1\n" }
            else { enumText += "        case .\(name): return \(index)\n" }
        }
        if chance(20) { enumText += "        default: return 0\n" }
        enumText += "        }\n    }\n}"
        parts.append(enumText)
        parts.append("""
        protocol Scored {
            var score: Int { get }
            func doubled() -> Int
        }
        extension Scored {
            func doubled() -> Int { \(name("score")) * 2 }
        }
        """)
        parts.append("""
        class Counter\(chance(40) ? ": Scored" : "") {
            var count = \(number()) { didSet { changes += 1 } }
            var changes = 0
            var score: Int { count }
            \(chance(60) ? "init() {}" : "")
            func bump(by amount: Int = 1) { count += amount }
        }
        \(chance(50) ? "final " : "")class Special: Counter {
            override func bump(by amount: Int = 1) { count += amount * 10 }
        }
        """)
        parts.append("""
        struct Box<T>: Scored {
            var items: [T]
            var score: Int { items.count }
            func first() -> T? { items.isEmpty ? nil : items[0] }
        }
        func pick<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? \(chance(50) ? "b" : "a") : \(chance(50) ? "a" : "b") }
        """)
        var body = ["var out = \"\"", "let counter: Counter = \(chance(50) ? "Special()" : "Counter()")"]
        body.append("counter.\(name("bump"))(\(chance(50) ? "by: \(number())" : ""))")
        body.append("let box = Box(items: [\(number()), \(number())])")
        body.append("let (low, high) = (\(number()), \(number()))")
        body.append("let kind: Kind = \(hasPayload ? (chance(50) ? ".c1(value: \(number()), \(chance(70) ? "" : "label: ")\"x\")" : ".c0") : ".\(random.pick(cases))")")
        body.append("let size = if low < high { \"small\" } else { \"large\" }")
        body.append("let word = switch kind.weight { case 0: \"zero\"; case 1...3: \"few\"; default: \"many\" }")
        body.append("var table: [String: Int] = [\"a\": \(number())]")
        body.append("table[size, default: 0] += box.doubled()")
        body.append("#if DEBUG\nout += \"d\"\n#else\nout += \"r\"\n#endif")
        if raw { body.append("out += \"\\(Kind.allCases.count) \\(Kind(rawValue: \(random.below(40))) == nil)\"") }
        if chance(30) { body.append("let closure = { (x: Int) -> Int in x \(random.pick(["+", "-", "*"])) \(number()) }\nout += \"\\(closure(\(number())))\"") }
        body.append("out += \"\\(counter.count) \\(counter.changes) \\(box.first() ?? 0) \\(pick(low, high)) \\(size) \\(word) \\(table)\"")
        body.append("return out")
        parts.append("func run() -> String {\n    " + body.joined(separator: "\n    ") + "\n}")
        if chance(15) { parts.append("#Preview { Missing\(random.below(3))() }") }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
