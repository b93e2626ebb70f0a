import ScrollworkCore

/// Grammar-aware inputs: valid-looking Swift and sessions with one construct made deep or
/// long, the shapes that found crashes and hangs before (long operator, modifier and postfix
/// chains, deep nesting, huge `ForEach` ranges, huge frames and scales, long lines).
struct GrammarShapes {
    var random: SplitMix64
    let maxChain: Int

    static let names = ["operator-chain", "modifier-chain", "postfix-chain", "deep-parens", "deep-views", "deep-blocks",
                        "huge-foreach", "huge-geometry", "long-line", "control-characters", "session-brackets",
                        "session-commands", "repl-lines"]

    mutating func make(_ shape: String) -> FuzzInput {
        switch shape {
        case "operator-chain":
            // Sometimes followed by a parse error: the syntax tree is then only built and freed.
            let chain = operatorChain()
            if random.chance(30) { return .init(.swift, shape, "let x = " + chain + " + )\n") }
            return .init(.swift, shape, scene(body: "Text(\"\\(\(chain))\")"))
        case "modifier-chain": return .init(.swift, shape, scene(body: "Text(\"x\")" + modifierChain()))
        case "postfix-chain": return .init(.swift, shape, postfixChain())
        case "deep-parens": return .init(.swift, shape, "let x = " + nested("(", "1", ")"))
        case "deep-views": return .init(.swift, shape, scene(body: nested("VStack { ", "Text(\"deep\")", " }")))
        case "deep-blocks": return .init(.swift, shape, "func f() -> Int {\n" + nested("if true { ", "return 1", " }") + "\nreturn 0\n}")
        case "huge-foreach": return .init(.swift, shape, scene(body: "ForEach(\(random.pick(Self.ranges))) { i in Text(\"Row \\(i)\") }"))
        case "huge-geometry":
            return .init(.swift, shape, scene(body: "Text(\"big\")\(random.pick(Self.geometry))\nText(\"next\").frame(height: 100)"))
        case "long-line": return longLine()
        case "control-characters": return controlCharacters()
        case "session-brackets": return sessionBrackets()
        case "session-commands": return .init(.session, shape, sessionLines(count: 5 + random.below(40)), companion: scene(body: "Text(\"a\")"))
        default: return .init(.repl, shape, sessionLines(count: 5 + random.below(40)), companion: scene(body: "Text(\"a\")"))
        }
    }

    /// A scene that shows `body` as the rows of a lazy stack, with a preview.
    func scene(body: String) -> String {
        """
        /// A generated scene.
        import SwiftUI

        struct Generated: View {
            @State var flag = false
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 8) {
                        \(body)
                        ForEach(0..<20) { i in Text("Row \\(i)").frame(height: 60).id(i) }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
            }
        }

        #Preview("Generated") { Generated() }
        """
    }

    static let operators = [" + ", " - ", " * ", " &+ ", " == ", " && ", " ?? ", " < "]
    static let modifiers = [".padding(1)", ".frame(height: 10)", ".opacity(0.9)", ".offset(y: 1)", ".id(1)", ".scaleEffect(1.01)"]
    static let ranges = ["-1..<Int.max", "0..<Int.max", "Int.min..<Int.max", "Int.min..<0", "0..<10_000_000", "0..<2_000_001",
                         "0...Int.max", "5..<1", "0..<100_000", "(0..<Int.max).reversed()", "0..<(Int.max / 2)"]
    static let geometry = [".scaleEffect(1e6)", ".frame(height: 1e300)", ".frame(width: 1e12, height: 1e12)",
                           ".frame(height: CGFloat(Int.max))", ".offset(y: 1e308)", ".scaleEffect(x: 1e9, y: -1e9)",
                           ".frame(width: .infinity, height: .infinity)", ".padding(1e200)", ".frame(height: -1e9)",
                           ".scaleEffect(.nan)", ".rotationEffect(.degrees(1e300))", ".frame(minHeight: 1e15)"]

    mutating func operatorChain() -> String {
        let count = random.length(limit: maxChain)
        var text = "1"
        text.reserveCapacity(count * 4)
        let op = random.pick(Self.operators)
        for _ in 0..<count { text += op + "1" }
        return text
    }

    mutating func modifierChain() -> String {
        let count = random.length(limit: maxChain)
        let modifier = random.pick(Self.modifiers)
        return String(repeating: modifier, count: count)
    }

    mutating func postfixChain() -> String {
        let count = random.length(limit: maxChain)
        switch random.below(4) {
        case 0: return "let a: Int? = 1\nlet b = a" + String(repeating: "!", count: count)
        case 1: return "struct S { var s: S? { nil } }\nlet x = S()" + String(repeating: "?.s", count: count)
        case 2:
            return """
                struct B: ScrollTargetBehavior {
                    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                        target\(String(repeating: "!", count: count)).rect.origin.y = 0
                    }
                }
                """
        default: return "let x = [1]" + String(repeating: "[0]", count: count)
        }
    }

    mutating func nested(_ open: String, _ inner: String, _ close: String) -> String {
        let depth = random.length(limit: maxChain)
        return String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
    }

    mutating func longLine() -> FuzzInput {
        let count = random.pick([1_000, 30_000, 100_000, 300_000])
        switch random.below(5) {
        case 0: return .init(.swift, "long-line", "let a = 1\n" + String(repeating: "$", count: count) + "\n")
        case 1: return .init(.swift, "long-line", "let " + String(repeating: "x", count: count) + " = " + String(repeating: "y", count: count) + "\n")
        case 2: return .init(.swift, "long-line", scene(body: "Text(\"" + String(repeating: "word ", count: count / 5) + "\")"))
        case 3: return .init(.repl, "long-line", String(repeating: random.pick([">", "x", "(", "\"", "é", " "]), count: count) + "\nhelp\n")
        default: return .init(.repl, "long-line", "print " + String(repeating: "a", count: count) + "\n")
        }
    }

    mutating func controlCharacters() -> FuzzInput {
        let evil = random.pick(["\u{1B}]0;title\u{07}", "\u{1B}[2J", "\u{1B}[8m", "\u{07}", "\r", "\u{9B}31m", "\u{0}"])
        let text = """
            /// Summary \(evil)
            /// - Version: 1\(evil)
            \(scene(body: "Text(\"\(evil)\")"))
            let broken = "\(evil)" + @
            """
        return .init(random.chance(50) ? .swift : .repl, "control-characters", text)
    }

    mutating func sessionBrackets() -> FuzzInput {
        var lines = ["load companion.swift", "scene Generated"]
        for _ in 0..<(3 + random.below(12)) {
            lines.append(random.pick(["print (1 +", "expect item(3", "behavior SnapToTop(", "tap \"Row (", "fling 100 {",
                                      "let x = [1,", "struct Open {", "print \"\"\"", "/* open", "fling 1000", "settle",
                                      "show", "expect offset >= 0", "step 3", "# (comment", "state"]))
        }
        return .init(.session, "session-brackets", lines.joined(separator: "\n") + "\n", companion: scene(body: "Text(\"a\")"))
    }

    static let commands = ["fling", "drag", "release", "touch", "step", "wait", "settle", "show", "state", "items", "tap",
                           "press", "scrollto", "scrollto offset", "scrollto edge", "set fps =", "set flag =", "print",
                           "expect", "behavior", "trace", "plot", "watch", "scene", "screen", "load", "reload", "help"]
    static let arguments = ["0", "1", "-1", "3", "1e308", "-1e308", "nan", "inf", "1000", "-5000", "in", "0.2", "top", "on",
                            "off", "Generated", "Row", "(", ")", "{", "offset", "velocity", ".paging", "1e6 1e6", "100000",
                            "companion.swift", "\"x\"", "Int.max", "2147483648", "9999999999"]

    mutating func sessionLines(count: Int) -> String {
        var lines = ["load companion.swift", "scene Generated"]
        for _ in 0..<count {
            var line = random.pick(Self.commands)
            for _ in 0..<random.below(4) { line += " " + random.pick(Self.arguments) }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
