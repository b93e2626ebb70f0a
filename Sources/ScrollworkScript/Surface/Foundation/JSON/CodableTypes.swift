import Foundation

/// What coding needs to know of a program's types: which stored properties are coded under
/// which keys (a `CodingKeys` enum nested in the type, else every stored property under its
/// own name), the initial values of the others, and the type a `T.self` argument names.
struct CodableTypes {
    /// The program's declared types by (dotted) name.
    let declared: [String: StructType]
    let context: ScriptContext?

    /// For each stored property, the key it is coded under, or nil when it is not coded.
    ///
    /// An `@Observable` class's macro renames its stored properties `_name`, so apps write
    /// `case _name = "name"` in their `CodingKeys`; here a property keeps its own name, and a
    /// key for `_name` codes the property `name`.
    func codingKeys(of type: StructType) -> [String?] {
        let stored = type.fieldNames.indices.map { index in !type.ignoredFields.contains(index) }
        guard let keys = declared[type.name + ".CodingKeys"], keys.kind == .enumeration else {
            return type.fieldNames.indices.map { stored[$0] ? type.fieldNames[$0] : nil }
        }
        var result = [String?](repeating: nil, count: type.fieldNames.count)
        for info in keys.cases {
            var field = info.name
            if type.fieldIndex[field] == nil, field.hasPrefix("_") { field.removeFirst() }
            guard let index = type.fieldIndex[field], stored[index] else { continue }
            if case .string(let key)? = info.rawValue { result[index] = key } else { result[index] = info.name }
        }
        return result
    }

    /// The initial value a stored property that is not decoded takes, or nil (`none`).
    func defaultValue(of type: StructType, field index: Int) throws -> Value {
        guard index < type.fieldDefaults.count, let initial = type.fieldDefaults[index] else { return .none }
        return try initial(Frame(size: 0, parent: nil, context: context))
    }

    /// The type a `T.self` value names: a script type, or a builtin one by its spelling
    /// (`[Mission]`, `[String: Astronaut]`, `Int?`).
    func staticType(of value: Value) -> StaticType? {
        guard case .type(let name) = value else { return nil }
        switch name {
        case .user(let type): return .of(type)
        case .builtin(let spelling): return staticType(named: spelling)
        }
    }

    func staticType(named spelling: String) -> StaticType? {
        let text = spelling.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("?") { return staticType(named: String(text.dropLast())).map { .optional($0) } }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            if let colon = Self.topLevelColon(in: inner) {
                let key = String(inner[..<colon]), value = String(inner[inner.index(after: colon)...])
                guard let k = staticType(named: key), let v = staticType(named: value) else { return nil }
                return .dictionary(k, v)
            }
            return staticType(named: inner).map { .array($0) }
        }
        switch text {
        case "Int": return .int
        case "Double", "Float", "CGFloat": return .double
        case "Bool": return .bool
        case "String": return .string
        case "URL": return .named("URL")
        default:
            if let type = declared[text] ?? BuiltinTypes.records[text] { return .of(type) }
            return nil
        }
    }

    /// Where the `:` of `K: V` is, outside any nested brackets.
    private static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}

/// Foundation's key conversions (`.convertFromSnakeCase`, `.convertToSnakeCase`).
enum CodingKeyNames {
    /// `first_name` → `firstName`; leading and trailing underscores are kept.
    static func camelCase(_ key: String) -> String {
        guard key.contains("_") else { return key }
        let core = key.drop { $0 == "_" }
        let leading = key.prefix(key.count - core.count)
        let trimmed = core.reversed().drop { $0 == "_" }
        let trailing = String(repeating: "_", count: core.count - trimmed.count)
        let words = String(trimmed.reversed()).split(separator: "_")
        guard let first = words.first else { return key }
        return String(leading) + String(first) + words.dropFirst().map { $0.capitalized }.joined() + trailing
    }

    /// `firstName` → `first_name`, `imageURL` → `image_url`.
    static func snakeCase(_ key: String) -> String {
        let characters = Array(key)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { result += "_" }
            }
            result += character.lowercased()
        }
        return result
    }
}
