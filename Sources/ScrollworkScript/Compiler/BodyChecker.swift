import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A compiled expression: how to evaluate it, what is known of its type, and its value
/// when it is a constant (for folding).
struct Typed {
    let eval: Eval
    let type: StaticType
    var constant: Value?
    /// When the value is a local (in this frame) or a chain of struct fields of one,
    /// where it lives: reads of members can then look into the slot in place.
    var place: FieldPath?
    /// For a call of a generic function, its type arguments, still to be completed from the
    /// type the context expects of the result (`bindExpectedResult`).
    var genericArguments: GenericArguments?
    /// The module of the view a placeholder stands for (`EmojiText(…)` of a package we do not
    /// simulate): a modifier SwiftUI lacks on it is that view's own, the module's.
    var placeholderModule: String?
    /// The same code unboxed, when the value is always a Double: arithmetic on it then
    /// passes plain numbers instead of `Value`s (each of which is copied and destroyed).
    private(set) var number: NumberEval?
    /// The same code unboxed, when the value is always a Bool (conditions, comparisons).
    private(set) var truth: TruthEval?
    /// The value as a Double, when it is always an Int or a Double and its reader converts
    /// either to Double anyway (effect modifiers): `phase.isIdentity ? 1 : 0.5`.
    private(set) var numeric: NumberEval?

    init(_ eval: @escaping Eval, _ type: StaticType, constant: Value? = nil) {
        self.eval = eval
        self.type = type
        self.constant = constant
        if case .double(let value)? = constant { number = { _ in value }; numeric = number }
        if case .int(let value)? = constant { numeric = { _ in Double(value) } }
        if case .bool(let value)? = constant { truth = { _ in value } }
    }

    /// An expression that always yields a Double; its boxed form is derived from it.
    init(number: @escaping NumberEval) {
        self.init({ f in .double(try number(f)) }, .double)
        self.number = number
        self.numeric = number
    }

    /// `test ? a : b` of two numbers that are not both Doubles, with its unboxed form for readers
    /// that convert to Double.
    init(_ eval: @escaping Eval, _ type: StaticType, numeric: @escaping NumberEval) {
        self.init(eval, type)
        self.numeric = numeric
    }

    /// An expression that always yields a Bool; its boxed form is derived from it.
    init(truth: @escaping TruthEval) {
        self.init({ f in .bool(try truth(f)) }, .bool)
        self.truth = truth
    }

    static func constant(_ value: Value, _ type: StaticType) -> Typed {
        Typed({ _ in value }, type, constant: value)
    }

    /// The value as a condition: the unboxed form when there is one, else the boxed value
    /// checked to be a Bool (with the error located at `range`).
    func condition(at range: SourceRange) -> TruthEval {
        if let truth { return truth }
        let eval = self.eval
        return { f in
            let value = try eval(f)
            if case .bool(let flag) = value { return flag }
            return try located(range) { try Operators.truth(value) }
        }
    }
}

typealias NumberEval = (Frame) throws -> Double
typealias TruthEval = (Frame) throws -> Bool

/// A local slot followed by struct field indices: `target.rect` is (slot of target, [0]).
struct FieldPath {
    let slot: Int
    let fields: [Int]
    /// The struct type expected at each step, checked as it is read (scripts are not fully
    /// type-checked, so a slot may hold another type than its declaration says).
    let types: [StructType]
    let range: SourceRange

    func appending(_ index: Int, of type: StructType) -> FieldPath {
        FieldPath(slot: slot, fields: fields + [index], types: types + [type], range: range)
    }

    /// Reads the value at the path without copying the structs along it.
    @inline(__always)
    func read(_ frame: Frame) throws -> Value {
        let root = frame.slots + slot
        switch fields.count {
        case 0:
            return root.pointee
        case 1:
            if case .record(let type, let values) = root.pointee, type === types[0] { return values[fields[0]] }
            throw mismatch(types[0], root.pointee)
        default:
            guard case .record(let type, var values) = root.pointee, type === types[0] else {
                throw mismatch(types[0], root.pointee)
            }
            for step in 1..<fields.count {
                guard case .record(let innerType, let inner) = values[fields[step - 1]], innerType === types[step] else {
                    throw mismatch(types[step], values[fields[step - 1]])
                }
                values = inner
            }
            return values[fields[fields.count - 1]]
        }
    }

    private func mismatch(_ expected: StructType, _ value: Value) -> Diagnostic {
        .error(RuntimeMessages.typeMismatch(expected.name, value), at: range)
    }
}

/// A global `let`/`var` (or static stored property): its slot in the globals frame.
struct GlobalName {
    let slot: Int
    var type: StaticType
    let isLet: Bool
    let range: SourceRange
}

/// Thrown by `e?` when `e` is nil; caught by the enclosing optional evaluation.
struct OptionalChainNil: Error {}

/// The body pass: resolves names to slots and compiles one body's syntax tree into closures,
/// once, before running. It type-checks statements into a `TypedStatement`, which `lowering`
/// turns into code, and expressions into a `TypedExpression`, which `expressionLowering`
/// turns into code (`Typed`); a sub-expression is lowered where checking the rest needs its code.
///
/// One is made for each body (`Compiler.check(_:)`), and for each piece of REPL input, so
/// its state is that body's alone: its scope, the view builder collecting its views, the unit
/// that may be left out. What a call tells the closure it passes travels with that argument
/// (`ClosureHints`). What is program-wide (the machine, the surface, what the passes before it
/// declared, where diagnostics go) it reads from `compiler`. It hands on the compiled code:
/// each `PendingBody` filled into the function or late value resolving made for it, and the
/// globals' initializers, which `CompiledProgram` runs.
///
/// Errors are collected as located diagnostics; an expression that failed to compile
/// becomes a closure that throws its diagnostic, so one pass reports every error.
final class BodyChecker {
    /// What every body of the program shares.
    let compiler: Compiler
    /// The scope of the body being compiled.
    var scope: FunctionScope
    /// Inside an `init`, `let` properties may be assigned.
    var isInitializerScope = false
    /// Set when the initialiser being compiled delegates with `self.init(…)`.
    var initializerDelegates = false
    /// Inside a view builder (a `body`, a `VStack { }` closure): the slot collecting the views
    /// its expression statements produce (see Compiler/BodyChecker+ViewBuilder.swift).
    var viewBuilderSlot: Int?
    /// The type the closure compiled last returns from its one expression, when it declares none.
    var lastClosureValueType: StaticType?
    /// The arguments of the body at hand when it is compiled for one kind of host call and
    /// they are read unboxed (an `updateTarget`, a folded transition; see `HostArguments`).
    /// Only `withScope` sets it, for the scope it compiles, and restores it with that scope,
    /// so a closure inside such a body never sees it.
    private(set) var hostArguments: (any HostArguments)?
    /// Where a name no loaded file declares stands for a view: the callee's range, marked by
    /// `markPlaceholders(in:)` before the view expression is compiled.
    var placeholderSites: Set<SourceRange> = []
    /// Whether the code being compiled may be left out for a module we do not simulate, and
    /// the first such name it runs (`BodyChecker+AbsentNames.swift`).
    var leftOutUse = LeftOutUnit.closed
    /// The child result types of the task groups whose bodies are being compiled, innermost
    /// last (`BodyChecker+TaskGroups.swift`).
    var taskGroupChildTypes: [StaticType] = []
    /// The file of the body being compiled, whose imports decide which of the program's types
    /// its names reach (`ModuleVisibility`); nil for REPL input, which reaches every one.
    var file: Int?
    /// Where the body being compiled is written, which says whether it is inside its type's
    /// declaration or an extension of it (`StructType.lexicalOuter(from:)`); nil for REPL input.
    var bodyPosition: SourceRange?

    var machine: Machine { compiler.machine }
    /// Every name a script reaches without declaring it.
    var surface: Surface { compiler.surface }
    /// What the program declares, filled by the passes before this one (`ProgramDeclarations`).
    var declarations: ProgramDeclarations { compiler.declarations }
    /// Where every pass reports.
    var sink: DiagnosticSink { compiler.sink }
    /// The loaded file of an id, for the places `#file` and `#line` name and the text that
    /// messages quote (`sourceText`).
    var sourceFile: ((Int) -> SourceFile?)? { compiler.sourceFile }

    /// Turns the statements this pass checks into the code the machine runs.
    var lowering: StatementLowering { StatementLowering(machine: machine) }

    /// Turns the expressions this pass checks into the code the machine runs.
    var expressionLowering: ExpressionLowering {
        ExpressionLowering(machine: machine, replaysPreviewCalls: scope.isInPreviewBody)
    }

    /// Member access for the script's own types.
    var memberTable: Members { Members(machine: machine, inherited: inherited) }

    /// Type names as they resolve in the body being compiled: inside its type, with its scope's
    /// generic parameters and locals.
    var typeLookup: TypeLookup {
        TypeLookup(declarations: declarations, surface: surface, sink: sink, nominal: currentNominal, scope: scope, file: file,
                   position: bodyPosition)
    }

    /// The nominal type whose members are being compiled.
    var currentNominal: StructType? {
        scope.selfScope()?.type ?? scope.enclosingStaticOwner
    }

    /// The static type a type annotation names, where the body being compiled is.
    func staticType(_ syntax: TypeSyntax) -> StaticType {
        typeLookup.staticType(syntax)
    }

    /// The script type a (dotted) name means where the body being compiled is.
    func resolveTypeName(_ name: String) -> StructType? {
        typeLookup.resolveTypeName(name)
    }

    init(_ compiler: Compiler) {
        self.compiler = compiler
        self.scope = FunctionScope(parent: nil, selfType: nil, isMutating: false, returnType: .unknown)
        // REPL input is top-level code, which may throw (an uncaught error stops it).
        self.scope.errors.propagates = true
    }

    /// A checker of a program of its own, with nothing declared yet (a surface parameter's default value).
    convenience init(machine: Machine) {
        self.init(Compiler(machine: machine))
    }

    // MARK: Errors

    func error(_ message: String, at range: SourceRange, hint: String? = nil) {
        sink.error(message, at: range, hint: hint)
    }

    func warning(_ message: String, at range: SourceRange, hint: String? = nil) {
        sink.warning(message, at: range, hint: hint)
    }

    /// Reports an error; the expression raises it if it is ever run.
    func failure(_ message: String, at range: SourceRange, hint: String? = nil) -> TypedExpression {
        let diagnostic = Diagnostic.error(message, at: range, hint: hint)
        diagnostics.append(diagnostic)
        return .failure(diagnostic)
    }

    /// `failure`, lowered: where what is checked next needs a failed sub-expression's code.
    func failed(_ message: String, at range: SourceRange, hint: String? = nil) -> Typed {
        expressionLowering.lower(failure(message, at: range, hint: hint))
    }

    /// A construct outside the subset (docs/SEMANTICS.md, "Files and declarations"): a warning
    /// naming it, so the rest of the file still loads, and an expression that raises a located
    /// error if it is ever run.
    func unsupportedExpression(_ message: String, at range: SourceRange) -> TypedExpression {
        diagnostics.append(.warning(message, at: range))
        return .failure(Diagnostic.error(message, at: range))
    }

    // MARK: Scopes

    /// Compiles `body` with a fresh function scope, whose arguments are read as `hostArguments`
    /// say when they are given, and restores the current scope and its arguments after.
    func withScope<T>(_ newScope: FunctionScope, hostArguments: (any HostArguments)? = nil, _ body: () -> T) -> T {
        let saved = (scope, self.hostArguments)
        scope = newScope
        self.hostArguments = hostArguments
        defer { (scope, self.hostArguments) = saved }
        return body()
    }

    func inBlock<T>(_ body: () -> T) -> T {
        scope.pushBlock()
        defer { scope.popBlock() }
        return body()
    }

    func declareGlobal(_ name: String, type: StaticType, isLet: Bool, range: SourceRange) -> Int {
        declarations.declareGlobal(name, type: type, isLet: isLet, range: range)
    }
}

/// Evaluates arguments into an array of exactly their count (no growth on the hot path).
@inline(__always)
func evaluateAll(_ evals: [Eval], _ frame: Frame) throws -> [Value] {
    switch evals.count {
    case 0: return []
    case 1: return [try evals[0](frame)]
    case 2: return [try evals[0](frame), try evals[1](frame)]
    default:
        var values = [Value]()
        values.reserveCapacity(evals.count)
        for eval in evals { values.append(try eval(frame)) }
        return values
    }
}
