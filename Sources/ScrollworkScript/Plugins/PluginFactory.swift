import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Makes the script-backed plug-ins (target behaviours, sticky rules, transition effects)
/// from script values: the one place the REPL's commands and a scene's modifiers get them
/// from, so both see the same checks, the same located errors and the same fast paths.
///
/// One factory per compiled program: it keeps the program alive for the plug-ins it makes,
/// and the source of the files that program was built from, so a scene's transition closure
/// can be folded from its own syntax (see `PluginFactory+Transitions.swift`).
final class PluginFactory: ScenePlugins {
    let program: CompiledProgram
    /// The files `program` was compiled from, as they were then: a later failed load of a
    /// file must not change the text this program's ranges point into.
    let files: [Int: SourceFile]
    /// Transition closures already looked at, by the function of the closure.
    var foldedClosures: [ObjectIdentifier: FoldedClosure] = [:]
    /// `visualEffect` closures already looked at: their sharing key, if they may share one.
    /// (Each entry keeps its function, so its identifier is not given to another.)
    var geometryClosureKeys: [ObjectIdentifier: (function: ScriptFunction, sharing: Int?)] = [:]
    /// Off in tests comparing a reader's folded content (`ReaderPreferenceFold`) with the
    /// content built as written.
    var foldsReaderContent = true
    /// Off in tests comparing rows made from a `TextRowTemplate` with the closure run as written.
    var makesTextRowsFromTemplates = true
    var machine: Machine { program.machine }
    var surfaceExtensions: [String: StructType] { program.surfaceExtensions }
    /// `updateTarget` methods compiled for host calls (nil: the method takes the general path),
    /// by the method.
    private var targetMethods: [ObjectIdentifier: TargetMethod?] = [:]

    init(program: CompiledProgram, files: [SourceFile]) {
        self.program = program
        var table: [Int: SourceFile] = [:]
        for file in files { table[file.id] = file }
        self.files = table
    }

    // MARK: Target behaviours

    /// `.paging`, `.viewAligned(…)`, a `ScrollTargetBehavior` struct value, or the struct type
    /// itself (made with its defaults, as `SnapToTop` for `SnapToTop()`); nil for nil.
    func targetBehavior(_ value: Value?, at range: SourceRange) throws -> (any TargetBehavior)? {
        switch value {
        case nil, .none?:
            return nil
        case .host(let object as BehaviorObject)?:
            return object.behavior
        case .record(let record, let fields)? where record.conforms(to: "ScrollTargetBehavior"):
            return try scriptBehavior(record.type, fields: fields, at: range)
        case .type(.user(let type))? where type.conforms(to: "ScrollTargetBehavior"):
            return try scriptBehavior(type, fields: try defaultFields(of: type, at: range), at: range)
        case .record(let record, _)?:
            throw Diagnostic.error("'\(record.name)' is not a ScrollTargetBehavior", at: range)
        case let other?:
            throw Diagnostic.error(PluginMessages.notABehavior(other.typeName), at: range)
        }
    }

    func scriptBehavior(_ type: StructType, fields: [Value], at range: SourceRange) throws -> ScriptTargetBehavior {
        guard let method = type.updateTargetMethod else {
            throw Diagnostic.error("'\(type.name)' has no updateTarget(_:context:) method", at: range)
        }
        return ScriptTargetBehavior(type: type, fields: fields, method: method, typed: typedMethod(method, of: type),
                                    program: program, location: nameRange(of: method))
    }

    /// The method compiled to read its arguments unboxed, worked out once per method.
    private func typedMethod(_ method: ScriptFunction, of type: StructType) -> TargetMethod? {
        let key = ObjectIdentifier(method)
        if let known = targetMethods[key] { return known }
        let compiled = TargetMethod.compile(method, of: type, in: self)
        targetMethods[key] = .some(compiled)
        return compiled
    }

    // MARK: Sticky rules

    /// A `StickyBehavior` struct value, or the struct type itself (made with its defaults); nil for nil.
    func stickyRule(_ value: Value?, at range: SourceRange) throws -> (any StickyRule)? {
        let type: StructType, fields: [Value]
        switch value {
        case nil, .none?:
            return nil
        case .record(let record, let values)? where record.conforms(to: "StickyBehavior"):
            (type, fields) = (record.type, values)
        case .type(.user(let declared))? where declared.conforms(to: "StickyBehavior"):
            (type, fields) = (declared, try defaultFields(of: declared, at: range))
        case let other?:
            let example = program.names.stickyBehaviors.first ?? "PinSelected"
            throw Diagnostic.error(PluginMessages.notAStickyBehavior(other.typeName, example: example), at: range)
        }
        guard let method = type.pinMethod else {
            throw Diagnostic.error("'\(type.name)' has no pin(_:context:) method", at: range)
        }
        return ScriptStickyRule(type: type, fields: fields, method: method, program: program, location: nameRange(of: method))
    }

    // MARK: Shared steps

    /// The stored properties of `type` as its memberwise initialiser with no arguments sets them.
    func defaultFields(of type: StructType, at range: SourceRange) throws -> [Value] {
        try type.fieldNames.indices.map { index in
            guard let fallback = type.fieldDefaults[index] else {
                throw Diagnostic.error("'\(type.name)' needs a value for '\(type.fieldNames[index])'", at: range,
                                       hint: "write \(type.name)(\(type.fieldNames[index]): …)")
            }
            return try defaultValue(fallback)
        }
    }

    /// A stored property's default, evaluated as one call from the host.
    func defaultValue(_ eval: Eval) throws -> Value {
        try program.run(eval, frameSize: 1)
    }

    /// The name of a method in its declaration (`updateTarget` in `func updateTarget(…)`), for
    /// errors about the method as a whole; the whole declaration if the name is not found.
    func nameRange(of function: ScriptFunction) -> SourceRange {
        let range = function.range
        guard let file = files[range.file], range.end <= file.utf8.count else { return range }
        let bytes = file.utf8, name = Array(function.name.utf8), keyword = Array("func".utf8)
        var index = range.start
        while index + keyword.count < range.end {
            if bytes[index..<index + keyword.count].elementsEqual(keyword) {
                var start = index + keyword.count
                while start < range.end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                let end = start + name.count
                if end <= range.end, bytes[start..<end].elementsEqual(name) {
                    return SourceRange(file: range.file, start: start, end: end)
                }
            }
            index += 1
        }
        return range
    }
}

/// A runtime failure that escapes a plug-in without a place still reads as its message.
extension RuntimeFailure: CustomStringConvertible {
    var description: String { message }
}
