import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// One consistent build of every loaded file: types, functions and globals, ready to run.
///
/// A new build replaces the old one only if it has no errors, which is how a file that
/// fails to load leaves its previous good version active.
final class CompiledProgram {
    let machine: Machine
    /// What the build declared; never changed after it (an expression compiler gets a copy).
    let declarations: ProgramDeclarations
    let names: DeclaredNames

    var types: [String: StructType] { declarations.types }
    var functions: [String: [ScriptFunction]] { declarations.functions }
    var globals: [String: GlobalName] { declarations.globals }
    var filePrivateNames: Set<String> { declarations.filePrivateNames }
    var moduleQualifiers: Set<String> { declarations.moduleQualifiers }
    var protocolStatics: [String: (function: ScriptFunction, proto: String)] { declarations.protocolStatics }
    var surfaceExtensions: [String: StructType] { declarations.surfaceExtensions }
    var inherited: InheritedMembers? { declarations.inherited }
    var previews: [PreviewScene] { declarations.previews }

    private init(compiler: Compiler, names: DeclaredNames) {
        machine = compiler.machine
        declarations = compiler.declarations
        self.names = names
    }

    static func empty(stepBudget: Int, recursionLimit: Int) -> CompiledProgram {
        let compiler = Compiler(machine: Machine(stepBudget: stepBudget, recursionLimit: recursionLimit))
        return CompiledProgram(compiler: compiler, names: DeclaredNames())
    }

    /// Compiles the units together and runs their global initialisers.
    static func build(_ units: [SourceUnit], stepBudget: Int, recursionLimit: Int, platform: SimulatedPlatform,
                      undeclared: UndeclaredNames = .none, visibility: ModuleVisibility = .everywhere,
                      sourceFile: @escaping (Int) -> SourceFile?) -> (CompiledProgram, [Diagnostic]) {
        let machine = Machine(stepBudget: stepBudget, recursionLimit: recursionLimit)
        machine.platform = platform
        let compiler = Compiler(machine: machine)
        compiler.sourceFile = sourceFile
        let declarations = compiler.declarations, sink = compiler.sink
        declarations.undeclared = undeclared
        declarations.visibility = visibility
        let names = ProgramDriver.compile(units, with: compiler)
        machine.declaredTypes = declarations.types
        checkConformances(declarations.types, sink)
        machine.globals = Frame(size: declarations.globalCount, parent: nil, context: machine.context)
        // Global initial values run before any scene: `UUID()` and `random(in:)` in them draw from
        // services of this build's own, so every load gives the same values.
        if !sink.diagnostics.containsErrors {
            let loading = ScriptContext(machine: machine, services: SceneServices())
            machine.globals.context = loading
            sink.diagnostics += machine.initializeGlobals(declarations.globalInitializers)
            machine.globals.context = machine.context
            withExtendedLifetime(loading) {}
        }
        return (CompiledProgram(compiler: compiler, names: names), sink.diagnostics)
    }

    /// Behaviour structs must have the method their protocol requires.
    private static func checkConformances(_ types: [String: StructType], _ sink: DiagnosticSink) {
        for type in types.values.sorted(by: { $0.name < $1.name }) where !type.isBuiltin {
            let range = type.range ?? SourceRange(file: 0, at: 0)
            if type.conforms(to: "ScrollTargetBehavior"), type.updateTargetMethod == nil {
                sink.error("type '\(type.name)' does not conform to protocol 'ScrollTargetBehavior'", at: range,
                           hint: "add 'func updateTarget(_ target: inout ScrollTarget, context: TargetContext)'")
            }
            if type.conforms(to: "StickyBehavior"), type.pinMethod == nil {
                sink.error("type '\(type.name)' does not conform to protocol 'StickyBehavior'", at: range,
                           hint: "add 'func pin(_ item: StickyItem, context: StickyContext) -> Edge?'")
            }
        }
    }

    /// A checker that sees this program's names, for one expression typed in the REPL (or
    /// one body a plug-in compiles), with a copy of its declarations of its own.
    func expressionCompiler(surface: Surface? = nil, sourceFile: @escaping (Int) -> SourceFile?) -> BodyChecker {
        let compiler = Compiler(machine: machine, declarations: declarations.copy())
        compiler.declarations.globalCount = machine.globals.count
        // Names no file declares are judged when the program is built, not in the REPL's input.
        compiler.declarations.undeclared = .none
        compiler.declarations.placeholderModules = [:]
        // The machine's own (the standard one with the app's asset names) unless the session's.
        if let surface { compiler.surface = surface }
        compiler.sourceFile = sourceFile
        return BodyChecker(compiler)
    }

    /// Evaluates a compiled expression as one call from the host.
    func run(_ eval: Eval, frameSize: Int, in context: ScriptContext? = nil) throws -> Value {
        machine.beginHostCall()
        return try eval(Frame(size: frameSize, parent: nil, context: context ?? machine.context))
    }
}
