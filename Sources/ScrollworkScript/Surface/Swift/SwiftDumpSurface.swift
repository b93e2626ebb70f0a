import ScrollworkCore

/// `dump(_:name:indent:maxDepth:maxItems:)`: the value's contents, one line a part, written to
/// the session's output (or, with `to: &text`, at the end of a String) as the standard library writes them (`- 5`, `▿ 2 elements`, `▿ Point`
/// with `- x: 1` under it) and the value given back. A type's name is written without the
/// module Swift puts before it (`main.Point`), which a script has none of.
enum SwiftDumpSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.function("func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> T",
                         doc: "Writes the value's parts, one a line, as the standard library's dump does; gives the value back.") { a in
            let lines = try dumped(a, from: 1)
            guard let machine = a.context?.machine else { return a[0] }
            for line in lines { machine.print(line, terminator: "\n") }
            return a[0]
        }
        surface.function("func dump<T, TargetStream: TextOutputStream>(_ value: T, to target: inout TargetStream, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> T",
                         doc: "Writes the value's parts, one a line, at the end of a String, as the standard library's dump does; gives the value back.") { a in
            // A String is the standard library's one TextOutputStream; an app's own stream type is not simulated.
            guard case .string(let text) = a[1] else {
                throw RuntimeFailure("dump(_:to:) into a '\(a[1].typeName)' is not simulated: only a String is written to")
            }
            a.inouts?.values[1] = .string(text + (try dumped(a, from: 2)).map { $0 + "\n" }.joined())
            return a[0]
        }
    }

    /// The lines `dump` writes for the value `a[0]`, with its name, indent, maxDepth and maxItems
    /// arguments from `a[first]` on.
    private static func dumped(_ a: SurfaceArguments, from first: Int) throws -> [String] {
        var lines = [String]()
        var budget = Swift.max(0, try ValueReaders.int(a[first + 3], "maxItems"))
        var name: String?
        if case .none = a[first] {} else { name = try ValueReaders.string(a[first], "name") }
        write(a[0], name: name, indent: Swift.max(0, try ValueReaders.int(a[first + 1], "indent")),
              depth: try ValueReaders.int(a[first + 2], "maxDepth"), budget: &budget, into: &lines)
        return lines
    }

    /// The parts of a value: its elements or fields, each with the label Swift's mirror gives it.
    private static func children(of value: Value) -> (title: String, parts: [(String?, Value)])? {
        switch value {
        case .array(let items):
            return ("\(items.count) element\(items.count == 1 ? "" : "s")", items.map { (nil, $0) })
        case .range(let low, let high):
            return ("Range(\(low)..<\(high))", [("lowerBound", .int(low)), ("upperBound", .int(high))])
        case .tuple(let tuple):
            return ("(\(tuple.elements.count) elements)", tuple.elements.enumerated().map { index, element in
                (tuple.labels.indices.contains(index) ? tuple.labels[index] ?? ".\(index)" : ".\(index)", element)
            })
        case .record(let type, let fields) where !type.type.isBuiltin:
            return (type.type.name, zip(type.type.fieldNames, fields).map { ($0, $1) })
        default:
            return nil
        }
    }

    private static func write(_ value: Value, name: String?, indent: Int, depth: Int, budget: inout Int,
                              into lines: inout [String]) {
        guard budget > 0 else { return }
        budget -= 1
        let pad = String(repeating: " ", count: indent), label = name.map { "\($0): " } ?? ""
        guard let (title, parts) = children(of: value), !parts.isEmpty else {
            lines.append(pad + "- " + label + Value.debugDescribe(value))
            return
        }
        guard depth > 0 else {
            lines.append(pad + "▹ " + label + title)
            return
        }
        lines.append(pad + "▿ " + label + title)
        for (partName, part) in parts where budget > 0 {
            write(part, name: partName, indent: indent + 2, depth: depth - 1, budget: &budget, into: &lines)
        }
    }
}
