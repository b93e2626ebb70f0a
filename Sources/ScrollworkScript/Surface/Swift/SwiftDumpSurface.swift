import ScrollworkCore

/// `dump(_:name:indent:maxDepth:maxItems:)`: the value's contents, one line a part, written to
/// the session's output as the standard library writes them (`- 5`, `▿ 2 elements`, `▿ Point`
/// with `- x: 1` under it) and the value given back. A type's name is written without the
/// module Swift puts before it (`main.Point`), which a script has none of.
enum SwiftDumpSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.function("func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> T",
                         doc: "Writes the value's parts, one a line, as the standard library's dump does; gives the value back.") { a in
            var lines = [String]()
            var budget = Swift.max(0, try ValueReaders.int(a[4], "maxItems"))
            var name: String?
            if case .none = a[1] {} else { name = try ValueReaders.string(a[1], "name") }
            write(a[0], name: name, indent: Swift.max(0, try ValueReaders.int(a[2], "indent")),
                  depth: try ValueReaders.int(a[3], "maxDepth"), budget: &budget, into: &lines)
            guard let machine = a.context?.machine else { return a[0] }
            for line in lines { machine.print(line, terminator: "\n") }
            return a[0]
        }
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
