import Foundation
import ScrollworkCore
import ScrollworkScene

/// The names a REPL session defines for `print`/`expect` expressions.
public protocol SessionBindings: AnyObject {
    /// A name the session defines (`offset`, `velocity`, `phase`, …), or nil.
    func value(of name: String) -> ScriptValue?
    /// A function the session defines (`item(ID)`), or nil if it defines none by that name.
    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue?
}

/// Loaded behaviour scripts: load files, build behaviours from Swift expressions, evaluate REPL input.
public final class ScriptProgram {
    private let stepBudget: Int
    private let recursionLimit: Int
    /// The good version of each loaded path, in load order.
    private var active: [(file: SourceFile, unit: SourceUnit)] = []
    var program: CompiledProgram
    /// Every file seen (good or not, and REPL input), by id, for rendering diagnostics.
    private var known: [Int: SourceFile] = [:]
    /// Ids for REPL input, counting down so they never meet the host's file ids.
    private var nextInputID = -1

    public init(stepBudget: Int = 1_000_000, recursionLimit: Int = 200) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        program = .empty(stepBudget: stepBudget, recursionLimit: recursionLimit)
    }

    /// Parses, resolves and activates a file; on any error the previous good version of
    /// the file with the same path stays active. Returns errors and warnings.
    public func load(_ file: SourceFile) -> [Diagnostic] {
        known[file.id] = file
        let (unit, parseDiagnostics) = FrontEnd.parse(file)
        if parseDiagnostics.containsErrors { return parseDiagnostics }
        var candidate = active
        if let index = candidate.firstIndex(where: { $0.file.path == file.path }) {
            candidate[index] = (file, unit)
        } else {
            candidate.append((file, unit))
        }
        let (built, diagnostics) = CompiledProgram.build(candidate.map(\.unit), stepBudget: stepBudget,
                                                         recursionLimit: recursionLimit, sourceText: sourceText)
        let all = parseDiagnostics + diagnostics
        if all.containsErrors { return all }
        active = candidate
        program = built
        return all
    }

    public var files: [SourceFile] { known.keys.sorted().compactMap { known[$0] } }
    /// One known file by id, without building `files` (which sorts them all).
    public func file(withID id: Int) -> SourceFile? { known[id] }
    public var targetBehaviorNames: [String] { program.names.targetBehaviors }
    public var stickyBehaviorNames: [String] { program.names.stickyBehaviors }
    public var viewNames: [String] { program.names.views }
    public var previewTitles: [String] { program.names.previewTitles }

    /// Lines scripts printed since the last call; the language never writes to stdout itself.
    public func takeOutput() -> [String] { program.machine.takeOutput() }

    /// `.paging`, `.viewAligned(limitBehavior: .always)`, `SnapToTop(threshold: 80)`, `.snapToTop`; `none` → nil.
    public func makeTargetBehavior(_ source: String) throws -> (any TargetBehavior)? {
        if source.trimmingCharacters(in: .whitespaces) == "none" { return nil }
        let (value, range) = try evaluateValue(source, bindings: nil)
        switch value {
        case .host(let object as BehaviorObject):
            return object.behavior
        case .record(let type, let fields):
            guard type.conforms(to: "ScrollTargetBehavior"),
                  let behavior = ScriptTargetBehavior(type: type.type, fields: fields, program: program) else {
                throw Diagnostic.error("'\(type.name)' is not a ScrollTargetBehavior", at: range)
            }
            return behavior
        case .type(.user(let type)) where type.conforms(to: "ScrollTargetBehavior"):
            return try makeTargetBehavior(source + "()")
        default:
            throw Diagnostic.error("expected a scroll target behaviour such as .paging or SnapToTop(), found \(value.typeName)",
                                   at: range, hint: NameSuggestions.hint(for: source, in: targetBehaviorNames))
        }
    }

    /// `SelectedItemSticky()` or another `StickyBehavior` struct, as a core sticky rule.
    public func makeStickyRule(_ source: String) throws -> any StickyRule {
        let (value, range) = try evaluateValue(source, bindings: nil)
        if case .type(.user(let type)) = value, type.conforms(to: "StickyBehavior") {
            return try makeStickyRule(source + "()")
        }
        guard case .record(let type, let fields) = value, type.conforms(to: "StickyBehavior"),
              let rule = ScriptStickyRule(type: type.type, fields: fields, program: program) else {
            throw Diagnostic.error("expected a StickyBehavior such as \(stickyBehaviorNames.first ?? "PinSelected")(), found \(value.typeName)",
                                   at: range)
        }
        return rule
    }

    /// A `scrollTransition` closure written in Swift, `{ content, phase in … }`, as a core effect.
    public func makeTransitionEffect(_ source: String) throws -> any TransitionEffect {
        let input = inputFile(source)
        let (value, range) = try evaluate(input, expected: .unknown, bindings: nil, closureParameters: [.effects, .phase])
        guard case .function(let closure) = value else {
            throw Diagnostic.error("expected a closure { content, phase in … }, found \(value.typeName)", at: range)
        }
        var chain: EffectChain?
        if case .closure(let syntax) = try parseExpression(input).kind {
            chain = EffectChain.compile(syntax, compiler: program.expressionCompiler(session: nil, sourceText: sourceText))
        }
        return ScriptTransitionEffect(closure: closure, chain: chain, program: program, range: range)
    }

    /// Names and current values of a script behaviour's stored properties.
    public func parameters(of behavior: any TargetBehavior) -> [(name: String, value: ScriptValue)] {
        if let scripted = behavior as? ScriptTargetBehavior { return scripted.parameters }
        if let aligned = behavior as? ViewAlignedBehavior {
            return [("limitBehavior", .enumCase(type: "ViewAlignedScrollTargetBehavior.LimitBehavior",
                                                name: aligned.limitBehavior.rawValue))]
        }
        return []
    }

    /// A copy of the behaviour with one parameter set to the value of a Swift expression.
    public func setParameter(_ name: String, of behavior: any TargetBehavior, to source: String) throws -> any TargetBehavior {
        if behavior is ViewAlignedBehavior, name == "limitBehavior" {
            let expression = source.hasPrefix(".") ? source : "." + source
            guard let updated = try makeTargetBehavior(".viewAligned(limitBehavior: \(expression))") else { return behavior }
            return updated
        }
        let input = inputFile(source)
        guard let scripted = behavior as? ScriptTargetBehavior else {
            throw Diagnostic.error("\(behavior.displayName) has no parameter '\(name)'", at: input.fullRange)
        }
        let type = scripted.type
        guard let index = type.fieldIndex[name] else {
            throw Diagnostic.error("\(type.name) has no parameter '\(name)'", at: input.fullRange,
                                   hint: NameSuggestions.hint(for: name, in: type.fieldNames))
        }
        if type.fieldIsLet[index] && type.fieldDefaults[index] != nil {
            throw Diagnostic.error("'\(name)' is a 'let' constant with a value; it is not a parameter", at: input.fullRange)
        }
        let fieldType = type.fieldTypes[index]
        let value = coerce(try evaluate(input, expected: fieldType, bindings: nil).value, to: fieldType)
        if let kind = fieldType.unwrapped.kind, !(value.isNil && fieldType != fieldType.unwrapped), ValueKind(value) != kind {
            throw Diagnostic.error("cannot set '\(name)' of type '\(fieldType.name)' to a value of type '\(value.typeName)'",
                                   at: input.fullRange)
        }
        var fields = scripted.fields
        fields[index] = value
        return scripted.with(fields: fields)
    }

    /// Evaluates an expression typed in the REPL with the session's names.
    public func evaluate(_ source: String, bindings: any SessionBindings) throws -> ScriptValue {
        ScriptValue(try evaluateValue(source, bindings: bindings).value)
    }

    /// For `expect`: whether it held, and on failure the operands it compared ("offset was 799.5").
    public func check(_ source: String, bindings: any SessionBindings) throws -> (passed: Bool, detail: String) {
        let input = inputFile(source)
        let expression = try parseExpression(input)
        let link = SessionLink()
        link.bindings = bindings
        let compiler = program.expressionCompiler(session: link, sourceText: sourceText)
        return try Checker(compiler: compiler, program: program).check(expression)
    }

    /// One line for an error a script raised, located when it is a diagnostic:
    /// "Snap.swift:4:9: error: division by zero".
    public func describe(_ error: any Error) -> String {
        guard let diagnostic = error as? Diagnostic, let file = known[diagnostic.range.file] else {
            return String(describing: error)
        }
        let (line, column) = file.location(of: diagnostic.range.start)
        return "\(file.path):\(line):\(column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }

    /// The Swift source of a declared type and its extensions, for `export`.
    public func source(ofType name: String) -> String? {
        guard let type = program.types[name], !type.isBuiltin else { return nil }
        let parts = zip(type.sourceRanges, type.sourceDocs).map { range, doc in
            let comment = doc.map { $0.isEmpty ? "///" : "/// " + $0 }
            let text = sourceText(range)
            // The declaration's range may already include its comment.
            if let first = comment.first, text.hasPrefix(first) { return text }
            return (comment + [text]).joined(separator: "\n")
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    // MARK: Helpers

    func sourceText(_ range: SourceRange) -> String {
        known[range.file]?.text(in: range) ?? ""
    }

    func inputFile(_ source: String) -> SourceFile {
        let file = SourceFile(id: nextInputID, path: "<input>", text: source)
        nextInputID -= 1
        known[file.id] = file
        // Keep only recent input so a long session does not grow without bound.
        if let stale = known.keys.filter({ $0 < 0 }).sorted(by: >).dropFirst(200).first { known[stale] = nil }
        return file
    }

    func parseExpression(_ input: SourceFile) throws -> Expression {
        let (expression, diagnostics) = FrontEnd.parseExpression(input)
        if let first = diagnostics.first(where: \.isError) { throw first }
        return expression
    }

    private func evaluateValue(_ source: String, bindings: (any SessionBindings)?) throws -> (value: Value, range: SourceRange) {
        try evaluate(inputFile(source), expected: .unknown, bindings: bindings)
    }

    func evaluate(_ input: SourceFile, expected: StaticType, bindings: (any SessionBindings)?,
                          closureParameters: [StaticType]? = nil) throws -> (value: Value, range: SourceRange) {
        let expression = try parseExpression(input)
        var link: SessionLink?
        if let bindings {
            link = SessionLink()
            link?.bindings = bindings
        }
        let compiler = program.expressionCompiler(session: link, sourceText: sourceText)
        if case .closure = expression.kind { compiler.closureParameterHint = closureParameters }
        let compiled = compiler.expression(expression, expected: expected)
        if let first = compiler.diagnostics.first(where: \.isError) { throw first }
        return (try program.run(compiled.eval, frameSize: compiler.scope.slotCount), expression.range)
    }
}
