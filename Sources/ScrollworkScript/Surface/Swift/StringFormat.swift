import Foundation

/// `String(format:_:)`: the C conversions `%d %i %u %x %X %o %f %F %e %E %g %G %a %c %s %@ %%`
/// with flags, width and precision (`%-8.2f`, `%05d`, `%+.3e`), as Foundation writes them.
///
/// Each conversion is checked against its argument (an Int for `%d`, a number for `%f`, any
/// value for `%@`), so a mismatch is an error naming both instead of the garbage C would print;
/// numbers are then written by Foundation with a format of that one conversion.
enum StringFormat {
    struct Failure: Error { let message: String }

    static func format(_ template: String, _ arguments: [Value]) throws -> String {
        var output = "", remaining = arguments[...]
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            guard character == "%" else {
                output.append(character)
                index = template.index(after: index)
                continue
            }
            var end = template.index(after: index)
            // Flags, width, precision and length modifiers, up to the conversion character.
            while end < template.endIndex, "-+ #0123456789.lhqLzjt'".contains(template[end]) { end = template.index(after: end) }
            guard end < template.endIndex else { throw Failure(message: "format ends in the middle of a conversion: '\(template[index...])'") }
            let conversion = template[end]
            let spec = String(template[template.index(after: index)..<end]).filter { !"lhqLzjt".contains($0) }
            index = template.index(after: end)
            if conversion == "%" { output.append("%"); continue }
            guard let argument = remaining.popFirst() else {
                throw Failure(message: "format has more conversions than arguments (no argument for '%\(spec)\(conversion)')")
            }
            output += try convert(conversion, spec: spec, argument)
            guard output.utf8.count <= Limits.stringBytes else { throw Failure(message: Limits.stringTooLong) }
        }
        if !remaining.isEmpty { throw Failure(message: "format has \(arguments.count - remaining.count) conversions for \(arguments.count) arguments") }
        return output
    }

    private static func convert(_ conversion: Character, spec: String, _ argument: Value) throws -> String {
        guard !spec.contains("$"), !spec.contains("*") else {
            throw Failure(message: "positional and '*' arguments are not supported in String(format:)")
        }
        let (width, precision) = sizes(spec)
        guard width <= 10_000, precision ?? 0 <= 1_000 else { throw Failure(message: "'%\(spec)\(conversion)' asks for too many characters") }
        switch conversion {
        case "d", "i":
            guard case .int(let number) = argument else { throw mismatch(conversion, "an Int", argument) }
            return String(format: "%" + spec + "ld", number)
        case "u", "x", "X", "o":
            guard case .int(let number) = argument else { throw mismatch(conversion, "an Int", argument) }
            return String(format: "%" + spec + "l" + String(conversion), UInt(bitPattern: number))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let number = argument.asDouble else { throw mismatch(conversion, "a number", argument) }
            return String(format: "%" + spec + String(conversion), number)
        case "c":
            guard case .int(let code) = argument, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) else {
                throw mismatch(conversion, "a character code", argument)
            }
            return pad(String(Character(scalar)), spec: spec)
        case "s", "@":
            return pad(Value.describe(argument), spec: spec)
        default:
            throw Failure(message: "'%\(conversion)' is not a conversion String(format:) knows")
        }
    }

    /// Width (right-aligned, or left with `-`) and precision (the most characters) for text.
    private static func pad(_ text: String, spec: String) -> String {
        var text = text
        let (width, precision) = sizes(spec)
        if let precision { text = String(text.prefix(precision)) }
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return spec.hasPrefix("-") ? text + padding : padding + text
    }

    /// The field width and precision of a conversion's flags (`-08.3` → 8, 3).
    private static func sizes(_ spec: String) -> (width: Int, precision: Int?) {
        let parts = spec.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let width = Int(String(parts.first?.drop { "-+ #0'".contains($0) } ?? "")) ?? 0
        let precision = parts.count == 2 ? Int(String(parts[1])) ?? 0 : nil
        return (width, precision)
    }

    private static func mismatch(_ conversion: Character, _ wanted: String, _ argument: Value) -> Failure {
        Failure(message: "'%\(conversion)' needs \(wanted), not a value of type '\(argument.typeName)'")
    }
}
