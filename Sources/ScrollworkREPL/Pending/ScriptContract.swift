import Foundation
import ScrollworkCore

// TODO(merge lang-runtime, lang-front): this file mirrors the names and shapes of the
// ScrollworkScript contract so the tool can be written and tested before the language
// lands. Delete it when the language branches are merged: every use below then binds to
// the real types. Nothing here evaluates Swift; the program reports that it cannot.

public struct SourceFile {
    public let id: Int
    public let path: String
    public let text: String
    public init(id: Int, path: String, text: String) { self.id = id; self.path = path; self.text = text }
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1, index = 0
        for byte in text.utf8 {
            if index == offset { break }
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return (line, column)
    }
}

public struct SourceRange { public let file: Int; public let start: Int; public let end: Int }

public struct Diagnostic: Error {
    public enum Severity { case error, warning, note }
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var hint: String?
    public var notes: [Diagnostic]
}

public struct DiagnosticRenderer {
    let files: [SourceFile]
    public init(files: [SourceFile], color: Bool) { self.files = files }
    public func render(_ d: Diagnostic) -> String {
        let path = files.first { $0.id == d.range.file }?.path ?? "<input>"
        return "\(path): error: \(d.message)\n"
    }
}

public enum ScriptValue: Equatable, CustomStringConvertible {
    case int(Int), double(Double), bool(Bool), string(String), none
    case array([ScriptValue])
    case record(type: String, fields: [(String, ScriptValue)])
    case enumCase(type: String, name: String)

    public static func == (a: ScriptValue, b: ScriptValue) -> Bool { a.description == b.description }

    public var description: String {
        switch self {
        case .int(let v): return String(v)
        case .double(let v): return String(v)
        case .bool(let v): return String(v)
        case .string(let v): return "\"\(v)\""
        case .none: return "nil"
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .record(let type, let fields):
            return type + "(" + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
        case .enumCase(_, let name): return "." + name
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: return nil
        }
    }

    public init(_ point: Point) { self = .record(type: "CGPoint", fields: [("x", .double(point.x)), ("y", .double(point.y))]) }
    public init(_ size: Size) {
        self = .record(type: "CGSize", fields: [("width", .double(size.width)), ("height", .double(size.height))])
    }
    public init(_ rect: Rect) { self = .record(type: "CGRect", fields: [("origin", ScriptValue(rect.origin)), ("size", ScriptValue(rect.size))]) }
}

public protocol SessionBindings: AnyObject {
    func value(of name: String) -> ScriptValue?
    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue?
}

public final class ScriptProgram {
    public private(set) var files: [SourceFile] = []
    public init(stepBudget: Int = 1_000_000, recursionLimit: Int = 200) {}
    public func load(_ file: SourceFile) -> [Diagnostic] {
        files.removeAll { $0.path == file.path }
        files.append(file)
        return [unavailable(file.id)]
    }
    public var targetBehaviorNames: [String] { [] }
    public var stickyBehaviorNames: [String] { [] }
    public var viewNames: [String] { [] }
    public var previewTitles: [String] { [] }
    public func makeTargetBehavior(_ source: String) throws -> (any TargetBehavior)? {
        switch source.trimmingCharacters(in: .whitespaces) {
        case "none": return nil
        case ".paging": return PagingBehavior()
        case ".viewAligned": return ViewAlignedBehavior()
        default: throw unavailable(-1)
        }
    }
    public func parameters(of behavior: any TargetBehavior) -> [(name: String, value: ScriptValue)] { [] }
    public func setParameter(_ name: String, of behavior: any TargetBehavior, to source: String) throws -> any TargetBehavior {
        throw unavailable(-1)
    }
    public func evaluate(_ source: String, bindings: any SessionBindings) throws -> ScriptValue { throw unavailable(-1) }
    public func check(_ source: String, bindings: any SessionBindings) throws -> (passed: Bool, detail: String) {
        throw unavailable(-1)
    }
    public func source(ofType name: String) -> String? { nil }

    private func unavailable(_ file: Int) -> Diagnostic {
        Diagnostic(severity: .error, message: "the Swift subset is not available in this build yet",
                   range: SourceRange(file: file, start: 0, end: 0), hint: nil, notes: [])
    }
}
