import Foundation
import ScrollworkFrontEnd

/// Turns one (possibly multi-line) input into a `Command`.
enum CommandParser {
    /// Words that start a declaration: such input is code, not a command.
    static let declarationStarts = ["struct", "func", "let", "var", "extension", "import", "enum", "final"]

    static func isCode(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // A block comment may span lines before the declaration it describes.
        if trimmed.hasPrefix("@") || trimmed.hasPrefix("#Preview") || trimmed.hasPrefix("///") || trimmed.hasPrefix("/*") {
            return true
        }
        let first = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return declarationStarts.contains(String(first))
    }

    static func parse(_ input: String) throws -> Command {
        if isCode(input) { return .code(input) }
        let line = stripComment(input).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.isEmpty { return .nothing }
        if LineAssembler.leavesOpen(line) { throw CommandError.unclosed }
        let name = String(line.prefix { !$0.isWhitespace })
        let rest = String(line.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
        let words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
        switch name {
        case "load": return .load(try pathWords(rest, name))
        case "reload": try none(words, name); return .reload
        case "scene": return .scene(try text(rest, name))
        case "screen":
            // Up to 100,000 pt a side: larger screens only make the viewport's scale unreadable.
            guard words.count == 2, let w = number(words[0]), let h = number(words[1]),
                  w > 0, h > 0, w <= 100_000, h <= 100_000 else { throw CommandError.usage(name) }
            return .screen(width: w, height: h)
        case "device": return .device(try text(rest, name))
        case "os": return .os(try single(words, name))
        case "clock": return .clock(try text(rest, name))
        case "timezone": return .timeZone(try single(words, name))
        case "locale": return .locale(try single(words, name))
        case "scrolls": try none(words, name); return .scrolls
        case "use": return .use(try single(words, name))
        case "behavior", "behaviour": return .behavior(try text(rest, "behavior"))
        case "touch": try none(words, name); return .touch
        case "release":
            if words.isEmpty { return .release(nil) }
            guard words.count == 1, let v = number(words[0]) else { throw CommandError.usage(name) }
            return .release(v)
        case "drag": return try parseDrag(words)
        case "fling":
            if words.contains("at") {
                let (amount, x, y, _) = try touchAt(words, name, allowsDuration: false)
                return .flingAt(amount, x: x, y: y)
            }
            guard words.count == 1, let v = number(words[0]) else { throw CommandError.usage(name) }
            return .fling(v)
        // An item may be named by its label, spaces and all: `tap "Row 3"`.
        case "tap":
            if words.first == "at", words.count > 1 {
                guard words.count == 3, let x = number(words[1]), let y = number(words[2]) else { throw CommandError.usage(name) }
                return .tapAt(x: x, y: y)
            }
            return .tap(try text(rest, name))
        case "press":
            // `press ID then drag DY [DX]`: the finger held, then moved before it lifts.
            if let then = words.lastIndex(of: "then"), then > 0, words.count > then + 2, words[then + 1] == "drag" {
                let numbers = words[(then + 2)...].compactMap(number)
                guard numbers.count == words.count - then - 2, numbers.count <= 2 else { throw CommandError.usage(name) }
                return .pressThenDrag(words[..<then].joined(separator: " "), dy: numbers[0], dx: numbers.count == 2 ? numbers[1] : 0)
            }
            return .press(try text(rest, name))
        case "scrollto": return try parseScrollTo(words)
        case "step":
            if words.isEmpty { return .step(1) }
            guard words.count == 1, let n = Int(words[0]), n >= 0 else { throw CommandError.usage(name) }
            return .step(n)
        case "wait":
            guard words.count == 1, let t = number(words[0]), t >= 0 else { throw CommandError.usage(name) }
            return .wait(t)
        case "settle":
            if words.isEmpty { return .settle(nil) }
            guard words.count == 1, let t = number(words[0]), t >= 0 else { throw CommandError.usage(name) }
            return .settle(t)
        case "show": try none(words, name); return .show
        case "state": try none(words, name); return .state
        case "items": try none(words, name); return .items
        case "print": return .print(try text(rest, name))
        case "expect": return .expect(try text(rest, name))
        case "set": return try parseSet(rest)
        case "trace": return .trace(try onOff(words, name))
        case "watch": return .watch(try onOff(words, name))
        case "plot":
            guard words.count == 1, let kind = Command.PlotKind(rawValue: words[0]) else { throw CommandError.usage(name) }
            return .plot(kind)
        case "export":
            if words.count == 2, words[0] == "html" { return .exportHTML(words[1]) }
            return .export(try single(words, name))
        case "save": return .save(try single(words, name))
        case "presets": try none(words, name); return .presets
        case "preset": return try parsePreset(words)
        case "help":
            guard words.count <= 1 else { throw CommandError.usage(name) }
            return .help(words.first)
        case "quit", "exit": try none(words, "quit"); return .quit
        default:
            throw CommandError(message: "unknown command '\(Format.clipped(name))'"
                + Suggestions.phrase(Suggestions.closest(to: name, among: CommandCatalog.names)) + " (`help` lists them)")
        }
    }

    /// Drops a `#` comment: a whole line, or ` # …` after a command outside string literals.
    static func stripComment(_ line: String) -> String {
        var inString = false, previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if character == "#" && !inString && previous.isWhitespace { return String(line[..<index]) }
            previous = character
        }
        return line
    }

    /// `A [B] at X Y [in T]`: one amount (along the current axis) or two (a vector), a point,
    /// and for drags an optional duration.
    private static func touchAt(_ words: [String], _ name: String,
                                allowsDuration: Bool) throws -> (Command.TouchAmount, Double, Double, Double?) {
        guard let at = words.firstIndex(of: "at"), at == 1 || at == 2, words.count >= at + 3 else { throw CommandError.usage(name) }
        let amounts = words[..<at].compactMap(number)
        guard amounts.count == at, let x = number(words[at + 1]), let y = number(words[at + 2]) else { throw CommandError.usage(name) }
        var duration: Double?
        let tail = Array(words[(at + 3)...])
        if !tail.isEmpty {
            guard allowsDuration, tail.count == 2, tail[0] == "in", let t = number(tail[1]), t > 0 else { throw CommandError.usage(name) }
            duration = t
        }
        let amount: Command.TouchAmount = amounts.count == 1 ? .along(amounts[0]) : .vector(dx: amounts[0], dy: amounts[1])
        return (amount, x, y, duration)
    }

    private static func parseDrag(_ words: [String]) throws -> Command {
        if words.contains("at") {
            let (amount, x, y, duration) = try touchAt(words, "drag", allowsDuration: true)
            return .dragAt(amount, x: x, y: y, duration: duration)
        }
        if words.first == "on" {
            guard words.count == 3 || words.count == 4, let dy = number(words[2]) else { throw CommandError.usage("drag") }
            var dx = 0.0
            if words.count == 4 {
                guard let value = number(words[3]) else { throw CommandError.usage("drag") }
                dx = value
            }
            return .dragOn(words[1], dy: dy, dx: dx)
        }
        guard let distance = words.first.flatMap(number) else { throw CommandError.usage("drag") }
        if words.count == 1 { return .drag(distance, duration: nil) }
        guard words.count == 3, words[1] == "in", let t = number(words[2]), t > 0 else { throw CommandError.usage("drag") }
        return .drag(distance, duration: t)
    }

    private static func parseScrollTo(_ input: [String]) throws -> Command {
        var words = input
        let instant = words.last == "instant"
        if instant { words.removeLast() }
        guard let first = words.first else { throw CommandError.usage("scrollto") }
        if first == "offset" {
            guard words.count == 2, let y = number(words[1]) else { throw CommandError.usage("scrollto") }
            return .scrollTo(.offset(y), instant: instant)
        }
        if first == "edge" {
            guard words.count == 2, let edge = Command.EdgeName(rawValue: words[1]) else { throw CommandError.usage("scrollto") }
            return .scrollTo(.edge(edge), instant: instant)
        }
        guard words.count <= 2 else { throw CommandError.usage("scrollto") }
        var anchor = Command.Anchor.top
        if words.count == 2 {
            guard let given = Command.Anchor(rawValue: words[1].hasPrefix(".") ? String(words[1].dropFirst()) : words[1]) else {
                throw CommandError(message: "unknown anchor '\(words[1])'; use top, center, bottom, leading or trailing")
            }
            anchor = given
        }
        return .scrollTo(.item(first, anchor: anchor), instant: instant)
    }

    private static func parsePreset(_ words: [String]) throws -> Command {
        switch (words.first, words.count) {
        case ("show", 2): return .presetShow(words[1])
        case ("import", 2): return .presetImport(words[1], force: false)
        case ("import", 3) where words[2] == "--force": return .presetImport(words[1], force: true)
        case ("export", 2): return .presetExport(words[1], file: nil)
        case ("export", 3): return .presetExport(words[1], file: words[2])
        default: throw CommandError.usage("preset")
        }
    }

    private static func parseSet(_ rest: String) throws -> Command {
        // `set seed 42` reads like the other settings without an `=`.
        let words = rest.split(separator: " ")
        if words.count == 2, words[0] == "seed" { return .set(name: "seed", value: String(words[1])) }
        guard let equals = rest.firstIndex(of: "=") else { throw CommandError.usage("set") }
        let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
        let value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        let isName = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard isName, !value.isEmpty else { throw CommandError.usage("set") }
        return .set(name: name, value: value)
    }

    private static func number(_ word: String) -> Double? {
        guard let value = Double(word), value.isFinite else { return nil }
        return value
    }

    private static func text(_ rest: String, _ name: String) throws -> String {
        guard !rest.isEmpty else { throw CommandError.usage(name) }
        return rest
    }

    /// Paths separated by spaces; a path with spaces in it is written in double quotes.
    private static func pathWords(_ rest: String, _ name: String) throws -> [String] {
        var words = [String](), current = "", quoted = false, started = false
        for character in rest {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character.isWhitespace && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if quoted { throw CommandError(message: "a quoted path is not closed: \(rest)") }
        if started { words.append(current) }
        guard !words.isEmpty else { throw CommandError.usage(name) }
        return words
    }

    /// A path as `load` reads it: quoted when it holds spaces or quotes.
    static func pathWord(_ path: String) -> String {
        path.contains { $0.isWhitespace || $0 == "\"" } ? "\"" + path + "\"" : path
    }

    private static func single(_ words: [String], _ name: String) throws -> String {
        guard words.count == 1 else { throw CommandError.usage(name) }
        return words[0]
    }

    private static func none(_ words: [String], _ name: String) throws {
        guard words.isEmpty else { throw CommandError(message: "'\(name)' takes no arguments") }
    }

    private static func onOff(_ words: [String], _ name: String) throws -> Bool {
        guard words.count == 1, words[0] == "on" || words[0] == "off" else { throw CommandError.usage(name) }
        return words[0] == "on"
    }
}
