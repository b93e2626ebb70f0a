
/// `#if` / `#elseif` / `#else` / `#endif`, resolved on the tokens before parsing, as the
/// compiler for the app would resolve them: the simulated device is an iPhone running a
/// debug build, so `os(iOS)`, `DEBUG`, `canImport(UIKit)` (and SwiftUI, Foundation,
/// CoreGraphics, Combine, Observation, and the iOS SDK's other frameworks such as ActivityKit,
/// whose imports are then those of modules scrollwork does not simulate), `swift(>=…)`/
/// `compiler(>=…)` up to 6.x and `arch(arm64)` hold; every other condition is false. Only the active branch's tokens
/// reach the parser, so a `#if` can wrap declarations, statements or a modifier line alike.
enum ConditionalCompilation {
    /// The Swift version the conditions `swift(>=…)` and `compiler(>=…)` compare against.
    static let languageVersion = [6, 0]
    /// The tokens with inactive branches and the directive lines removed; doc comments keep
    /// pointing at the tokens they preceded.
    static func resolve(_ lexed: Lexer.Output, bytes: [UInt8], file: Int) -> Lexer.Output {
        let tokens = lexed.tokens
        guard tokens.contains(where: { $0.kind == .hash }) else { return lexed }
        var output = lexed
        var kept = [Token]()
        kept.reserveCapacity(tokens.count)
        var newIndex = [Int: Int]()
        // Each open `#if`: whether its enclosing code is active, whether a branch was taken,
        // whether the current branch is active, where it opened.
        var levels = [(outer: Bool, taken: Bool, active: Bool, opened: Token)]()
        var active: Bool { levels.last.map { $0.active } ?? true }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .hash, token.newlineBefore || index == 0, let directive = directive(after: index, tokens, bytes) {
                let lineEnd = endOfLine(after: index + 1, tokens)
                let condition = Array(tokens[(index + 2)..<lineEnd])
                switch directive {
                case "if":
                    let outer = active
                    let holds = outer && evaluate(condition, bytes: bytes, file: file, diagnostics: &output.diagnostics, at: token)
                    levels.append((outer, holds, holds, token))
                case "elseif", "else":
                    guard var level = levels.popLast() else {
                        output.diagnostics.append(.error("#\(directive) without #if", at: token.range(in: file)))
                        index = lineEnd
                        continue
                    }
                    let holds = directive == "else" ? true
                        : evaluate(condition, bytes: bytes, file: file, diagnostics: &output.diagnostics, at: token)
                    level.active = level.outer && !level.taken && holds
                    level.taken = level.taken || level.active
                    levels.append(level)
                default:  // endif
                    if levels.popLast() == nil {
                        output.diagnostics.append(.error("#endif without #if", at: token.range(in: file)))
                    }
                }
                index = lineEnd
                continue
            }
            if active || token.kind == .endOfFile {
                if token.kind == .endOfFile, let open = levels.last {
                    output.diagnostics.append(.error("expected #endif to close this #if", at: open.opened.range(in: file)))
                    levels.removeAll()
                }
                newIndex[index] = kept.count
                var copy = token
                // The first token after a removed directive line starts a new line.
                if let previous = kept.last, previous.end < token.start, hasNewline(bytes, from: previous.end, to: token.start) {
                    copy.flags.add(.newlineBefore)
                }
                kept.append(copy)
            }
            index += 1
        }
        output.tokens = kept
        var docs = [Int: [String]]()
        for (old, lines) in lexed.docComments { if let new = newIndex[old] { docs[new] = lines } }
        output.docComments = docs
        return output
    }

    /// `if`, `elseif`, `else` or `endif` right after a `#`.
    private static func directive(after hash: Int, _ tokens: [Token], _ bytes: [UInt8]) -> String? {
        guard hash + 1 < tokens.count else { return nil }
        let next = tokens[hash + 1]
        guard next.start == tokens[hash].end else { return nil }
        switch next.kind {
        case .keyword(.if): return "if"
        case .keyword(.else): return "else"
        case .identifier:
            let text = String(decoding: bytes[next.start..<next.end], as: UTF8.self)
            return text == "elseif" || text == "endif" ? text : nil
        default: return nil
        }
    }

    /// The index of the first token on a later line than the directive at `start`.
    private static func endOfLine(after start: Int, _ tokens: [Token]) -> Int {
        var index = start + 1
        while index < tokens.count, !tokens[index].newlineBefore, tokens[index].kind != .endOfFile { index += 1 }
        return index
    }

    private static func hasNewline(_ bytes: [UInt8], from: Int, to: Int) -> Bool {
        bytes[from..<min(to, bytes.count)].contains(0x0A)
    }

    // MARK: Conditions

    /// `os(iOS) && !DEBUG || canImport(UIKit)`; a malformed condition is an error and false.
    private static func evaluate(_ tokens: [Token], bytes: [UInt8], file: Int, diagnostics: inout [Diagnostic],
                                 at directive: Token) -> Bool {
        var reader = ConditionReader(tokens: tokens, bytes: bytes)
        let value = reader.orExpression()
        if reader.failed || reader.index < tokens.count {
            diagnostics.append(.error("expected a condition such as 'os(iOS)', 'DEBUG' or 'canImport(UIKit)' after '#if'",
                                      at: tokens.first.map { $0.range(in: file) } ?? directive.range(in: file)))
            return false
        }
        return value
    }

    /// Whether one condition holds on the simulated device.
    static func holds(_ name: String, argument: String?, comparison: String?) -> Bool {
        switch (name, argument) {
        case ("os", let os?): return os == "iOS"
        case ("canImport", let module?): return SDKModules.all.contains(module)
        case ("arch", let arch?): return arch == "arm64"
        case ("targetEnvironment", _): return false
        case ("swift", let version?), ("compiler", let version?):
            let parts = version.split(separator: ".").compactMap { Int($0) }
            let wanted = parts + Array(repeating: 0, count: max(0, 2 - parts.count))
            let have = languageVersion
            let atLeast = !have.lexicographicallyPrecedes(wanted)
            return comparison == "<" ? !atLeast : atLeast
        case ("DEBUG", nil): return true
        default: return false
        }
    }
}

/// Reads a `#if` condition: `||`, `&&`, `!`, parentheses, names and `name(argument)`.
private struct ConditionReader {
    let tokens: [Token]
    let bytes: [UInt8]
    var index = 0
    var failed = false

    init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    private func text(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
    private var current: Token? { index < tokens.count ? tokens[index] : nil }

    mutating func orExpression() -> Bool {
        var value = andExpression()
        while current?.kind == .op(.or) {
            index += 1
            let right = andExpression()
            value = value || right
        }
        return value
    }

    private mutating func andExpression() -> Bool {
        var value = unary()
        while current?.kind == .op(.and) {
            index += 1
            let right = unary()
            value = value && right
        }
        return value
    }

    private mutating func unary() -> Bool {
        guard let token = current else { failed = true; return false }
        switch token.kind {
        case .op(.not):
            index += 1
            return !unary()
        case .leftParen:
            index += 1
            // Conditions are a line long, so this nests only as deep as one line's parentheses.
            let value = orExpression()
            if current?.kind == .rightParen { index += 1 } else { failed = true }
            return value
        case .keyword(.true): index += 1; return true
        case .keyword(.false): index += 1; return false
        case .identifier:
            index += 1
            let name = text(token)
            guard current?.kind == .leftParen else { return ConditionalCompilation.holds(name, argument: nil, comparison: nil) }
            index += 1
            var argument = "", comparison: String?
            while let inner = current, inner.kind != .rightParen {
                if case .op(let op) = inner.kind, op == .greaterEqual || op == .less { comparison = op.rawValue } else { argument += text(inner) }
                index += 1
            }
            if current?.kind == .rightParen { index += 1 } else { failed = true }
            return ConditionalCompilation.holds(name, argument: argument, comparison: comparison)
        default:
            failed = true
            return false
        }
    }
}
