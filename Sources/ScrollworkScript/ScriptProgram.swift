import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Loaded behaviour scripts: load files, build behaviours from Swift expressions (see
/// `ScriptProgram+Plugins.swift`), evaluate REPL input.
public final class ScriptProgram {
    private let stepBudget: Int
    private let recursionLimit: Int
    /// The version of each loaded path that is active (declarations with errors left out or
    /// replaced by their last good versions), in load order.
    private var active: [(file: SourceFile, unit: SourceUnit)] = []
    /// Each path's declarations as they last loaded without errors, by identity.
    private var goodDeclarations: [String: [String: Declaration]] = [:]
    private(set) var program: CompiledProgram
    /// Makes plug-ins for `program`; replaced with it.
    private(set) var plugins: PluginFactory
    /// Every file seen (good or not, and REPL input), by id, for rendering diagnostics.
    private var known: [Int: SourceFile] = [:]
    /// The names each declaration uses, kept for the next load of the same text.
    private let references = ReferenceCache()
    /// The session surface last made, and the names it was made for.
    private var sessionSurface: (owner: ObjectIdentifier, names: [SessionName], base: ObjectIdentifier, surface: Surface)?
    /// The order REPL input (paths in angle brackets) was first loaded in, which is its
    /// order in the program, after the files.
    private var inputOrder: [String: Int] = [:]
    /// Ids for REPL input, counting down so they never meet the host's file ids.
    private var nextInputID = -1
    /// The seed of the random number generator of scenes made from now on (`set seed N`).
    public var sceneSeed: UInt64 = 0
    /// The device beyond its screen (asset catalogs, scale, idiom, iOS version), shared by every build.
    public let platform = SimulatedPlatform()
    /// The module of each file (by path) that belongs to a local package's target, by the
    /// target's name; the other files are the app's own module (`ModuleAccess`).
    public var modules: [String: String] = [:]
    /// Whether the files are an app's whole module (its folder loaded): then a member no file
    /// declares is an error, as for swiftc, rather than one that may be in a file not loaded.
    public var loadsWholeModule = false
    /// The warnings of the views and modifiers the program draws as placeholders (or without)
    /// because no loaded file declares them: a program with any opens, but is not complete.
    public private(set) var placeholders: [Diagnostic] = []
    /// Why each declaration of the last load that was left out is out (`PartialBuild.Result.causes`).
    private var leftOutCauses: [PartialBuild.DeclarationKey: Diagnostic] = [:]

    public init(stepBudget: Int = 1_000_000, recursionLimit: Int = 200) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        let empty = CompiledProgram.empty(stepBudget: stepBudget, recursionLimit: recursionLimit)
        program = empty
        plugins = PluginFactory(program: empty, files: [])
    }

    /// Loads one file (or REPL input) into the program: `load(_ files:)` with one file.
    public func load(_ file: SourceFile) -> [Diagnostic] {
        load([file])
    }

    /// Parses the files and activates them with every file already loaded as one program,
    /// declaration by declaration: every file's declarations are collected before any body
    /// is compiled, and the files are compiled in path order (REPL input after them, in the
    /// order typed), so no result depends on the order the files were given in. A declaration
    /// with an error is reported and, if an earlier version of its file had it without
    /// errors, that version stays active; otherwise it is left out with those that use it
    /// (see `PartialBuild`). The rest is activated. A file given twice counts once (its
    /// last text). Returns errors, notes and warnings, sorted by file path (see `news`).
    public func load(_ files: [SourceFile]) -> [Diagnostic] {
        var batch = [String: SourceFile]()
        for file in files { batch[file.path] = file }
        let loading = batch.values.sorted { Self.precedes($0.path, $1.path, inputs: inputOrder) }
        var parseDiagnostics = [Diagnostic]()
        var candidate = active
        // Where each path is among the candidates: a folder of 10,000 files searched the list
        // once per file (50 million path comparisons).
        var positions = [String: Int]()
        for (index, entry) in candidate.enumerated() where positions[entry.file.path] == nil { positions[entry.file.path] = index }
        for file in loading {
            known[file.id] = file
            if file.path.hasPrefix("<"), inputOrder[file.path] == nil { inputOrder[file.path] = inputOrder.count }
            let (parsed, diagnostics) = FrontEnd.parse(file)
            let unit = ExtensionMembers.split(PreviewProviders.rewrite(parsed))
            parseDiagnostics += diagnostics
            if let index = positions[file.path] {
                candidate[index] = (file, unit)
            } else {
                positions[file.path] = candidate.count
                candidate.append((file, unit))
            }
        }
        candidate.sort { Self.precedes($0.file.path, $1.file.path, inputs: inputOrder) }
        let hidden = ModuleAccess.errors(candidate, modules: modules, frameworkDeclares: Self.frameworkDeclares)
        let blame = ModuleBlame(candidate.map(\.unit), local: Set(modules.values), exempt: hidden,
                                generated: platform.resources.generatedClasses)
        let visibility = ModuleVisibility(candidate, modules: modules)
        var result = PartialBuild.build(ProtocolExtensionStatics.specialized(PreviewTitles.qualified(candidate)), parseDiagnostics: parseDiagnostics + hidden, stepBudget: stepBudget,
                                        recursionLimit: recursionLimit, platform: platform, wholeModule: loadsWholeModule,
                                        sourceFile: sourceFile, references: references, blame: blame, visibility: visibility)
        let loadedIDs = Set(loading.map(\.id))
        var substituted = false
        for (position, entry) in candidate.enumerated() where loadedIDs.contains(entry.file.id) {
            let identities = DeclarationDependencies.identities(in: entry.unit)
            let good = goodDeclarations[entry.file.path] ?? [:]
            var fallback = entry.unit
            // Keys past the unit's own declarations are the copies a build adds (`ProtocolExtensionStatics`).
            for key in result.excluded where key.file == entry.file.id && key.index < identities.count {
                if let previous = good[identities[key.index]] { fallback.declarations[key.index] = previous }
            }
            if fallback != entry.unit {
                candidate[position].unit = fallback
                substituted = true
            }
        }
        if substituted {
            // The broken declarations' last good versions stand in for them.
            let retried = PartialBuild.build(ProtocolExtensionStatics.specialized(PreviewTitles.qualified(candidate)), parseDiagnostics: ModuleAccess.errors(candidate, modules: modules, frameworkDeclares: Self.frameworkDeclares), stepBudget: stepBudget,
                                             recursionLimit: recursionLimit, platform: platform, wholeModule: loadsWholeModule,
                                             sourceFile: sourceFile, references: references, blame: blame, visibility: visibility)
            let stillOut = retried.excluded.filter { loadedIDs.contains($0.file) }
            let reportedErrors = result.diagnostics.filter { $0.severity == .error }
            result = PartialBuild.Result(program: retried.program,
                                         diagnostics: reportedErrors + retried.diagnostics.filter { $0.severity != .error },
                                         excluded: stillOut.union(result.excluded.filter { !loadedIDs.contains($0.file) }),
                                         causes: result.causes.merging(retried.causes) { first, _ in first })
        }
        let wasActive = Set(active.map(\.file.path))
        var emptyNewcomers = Set<String>()
        for entry in candidate where loadedIDs.contains(entry.file.id) {
            let identities = DeclarationDependencies.identities(in: entry.unit)
            var kept = [String: Declaration]()
            for (index, declaration) in entry.unit.declarations.enumerated()
            where !result.excluded.contains(PartialBuild.DeclarationKey(file: entry.file.id, index: index)) {
                kept[identities[index]] = declaration
            }
            let good = goodDeclarations[entry.file.path] ?? [:]
            if entry.file.path.hasPrefix("<") && kept.values.allSatisfy(\.isImport) && good.isEmpty
                && !wasActive.contains(entry.file.path) {
                // New REPL input of which nothing loads (or only imports, which change nothing) stays
                // out of the program; keeping it would make every later load build it again (a
                // session of failing entries, or of `import SwiftUI` typed again and again, quadratic).
                // A file stays: what it lacks may come with the next file loaded.
                emptyNewcomers.insert(entry.file.path)
                continue
            }
            goodDeclarations[entry.file.path] = good.merging(kept) { _, new in new }
        }
        let explained = UnsimulatedModules.explain(result.diagnostics, entries: candidate, blame: blame) {
            // Code left out alone for a module does not break its declaration.
            references.referenced(in: $0, text: sourceText($0.range), outsideUnits: !$0.isPreview).names
        }
        let news = self.news(of: explained.diagnostics, loading: loadedIDs)
        if emptyNewcomers.count == loading.count { return news }
        placeholders = explained.diagnostics.filter { $0.severity == .warning && PlaceholderMessages.isPlaceholder($0.message) }
        candidate.removeAll { emptyNewcomers.contains($0.file.path) }
        active = candidate
        // A declaration left out for a module (or through one that was) fails with its note.
        leftOutCauses = result.causes.mapValues { explained.notes[$0] ?? $0 }
        program = result.program
        plugins = PluginFactory(program: result.program, files: candidate.map(\.file))
        return news
    }

    /// Whether SwiftUI, UIKit, Foundation or the standard library declares a type or a function of this name.
    private static func frameworkDeclares(_ name: String) -> Bool {
        Surface.standard.type(named: name) != nil || !Surface.standard.overloads(.global, name).isEmpty
    }

    /// Whether the file at `a` is compiled before the one at `b`: files by path, then REPL
    /// input (`<repl-3>`, paths in angle brackets) in the order it was typed.
    private static func precedes(_ a: String, _ b: String, inputs: [String: Int]) -> Bool {
        switch (a.hasPrefix("<"), b.hasPrefix("<")) {
        case (false, false): return a < b
        case (true, true): return (inputs[a] ?? Int.max, a) < (inputs[b] ?? Int.max, b)
        case (let aIsInput, _): return !aIsInput
        }
    }

    /// What a load reports: every error and note (another file may break with these), and the
    /// warnings of the files loaded; the other files' warnings were reported when they loaded,
    /// and repeating them made a session of N entries print N²/2 of them. Sorted by path
    /// (stably: within a file, in the order the passes found them), so the report does not
    /// depend on the order the files were given in.
    private func news(of diagnostics: [Diagnostic], loading files: Set<Int>) -> [Diagnostic] {
        let shown = diagnostics.filter { $0.severity != .warning || files.contains($0.range.file) }
        let paths = shown.map { known[$0.range.file]?.path ?? "" }
        return shown.indices.sorted { (paths[$0], $0) < (paths[$1], $1) }.map { shown[$0] }
    }

    /// The syntax errors of an expression typed at the prompt (`expect …`), none when it parses.
    public static func syntaxDiagnostics(ofExpression file: SourceFile) -> [Diagnostic] {
        Parser.parseExpression(file).1
    }

    /// A `#Preview` (or a `PreviewProvider`'s view, or an App's window) of the loaded files.
    public struct DeclaredPreview: Equatable {
        /// The name `scene` opens it by.
        public let title: String
        public let path: String
        public let line: Int
        /// An `@main` App's window: a scene, not one of Xcode's previews.
        public let isAppWindow: Bool
        /// The device its `.previewDevice(…)` names, as written (`iPhone 15 Pro`).
        public var device: String? = nil
        /// When it was left out, the error that left it out (maybe in another file, through
        /// the declarations it uses) and where: the file's path, line and column.
        public var leftOutBecause: LeftOutCause? = nil
    }

    /// A located error that left a declaration out.
    public struct LeftOutCause: Equatable {
        /// An error, or the note of a module scrollwork does not simulate.
        public let severity: Diagnostic.Severity
        public let message: String
        public let path: String
        public let line: Int
        public let column: Int
    }

    /// Every `#Preview` of the loaded files, loaded or left out for errors, in path then line
    /// order.
    public var declaredPreviews: [DeclaredPreview] {
        zip(active, PreviewTitles.qualified(active)).flatMap { entry, unit in
            unit.declarations.enumerated().compactMap { index, declaration -> DeclaredPreview? in
                guard case .preview(let preview) = declaration.kind else { return nil }
                var declared = DeclaredPreview(title: PreviewScene.title(of: declaration, in: unit), path: entry.file.path,
                                               line: entry.file.location(of: declaration.range.start).line,
                                               isAppWindow: preview.isAppWindow, device: PreviewDevices.device(of: preview))
                if let cause = leftOutCauses[PartialBuild.DeclarationKey(file: entry.file.id, index: index)],
                   let file = known[cause.range.file] {
                    let (line, column) = file.location(of: cause.range.start)
                    declared.leftOutBecause = LeftOutCause(severity: cause.severity, message: cause.message, path: file.path,
                                                           line: line, column: column)
                }
                return declared
            }
        }
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

    /// Evaluates an expression typed in the REPL with the session's names.
    public func evaluate(_ source: String, bindings: any SessionBindings) throws -> ScriptValue {
        ScriptValue(try evaluateValue(source, bindings: bindings).value)
    }

    /// For `expect`: whether it held, and on failure the operands it compared ("offset was 799.5").
    public func check(_ source: String, bindings: any SessionBindings) throws -> (passed: Bool, detail: String) {
        let input = inputFile(source)
        let expression = try parseExpression(input)
        let compiler = program.expressionCompiler(surface: surface(for: bindings), sourceFile: sourceFile)
        return try ExpectationChecker(compiler: compiler, program: program).check(expression)
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

    /// The standard surface with the session's names, made again only when they change (the
    /// current behaviour's parameters are among them).
    private func surface(for bindings: any SessionBindings) -> Surface {
        let names = bindings.names, owner = ObjectIdentifier(bindings)
        let base = AssetSurface.surface(for: platform)
        if let cached = sessionSurface, cached.owner == owner, cached.names == names, cached.base == ObjectIdentifier(base) {
            return cached.surface
        }
        let surface = SessionSurface.make(names, bindings: bindings, base: base)
        sessionSurface = (owner, names, ObjectIdentifier(base), surface)
        return surface
    }

    func sourceText(_ range: SourceRange) -> String {
        known[range.file]?.text(in: range) ?? ""
    }

    func sourceFile(_ id: Int) -> SourceFile? { known[id] }

    /// How many pieces of REPL input are kept for rendering their diagnostics.
    static let keptInputs = 200

    func inputFile(_ source: String) -> SourceFile {
        let file = SourceFile(id: nextInputID, path: "<input>", text: source)
        nextInputID -= 1
        known[file.id] = file
        // Keep only recent input so a long session does not grow without bound. Ids count
        // down, so the oldest input has the largest id.
        let inputs = known.keys.filter { $0 < 0 }
        if inputs.count > Self.keptInputs, let oldest = inputs.max() { known[oldest] = nil }
        return file
    }

    func parseExpression(_ input: SourceFile) throws -> Expression {
        let (expression, diagnostics) = FrontEnd.parseExpression(input)
        if let first = diagnostics.first(where: \.isError) { throw first }
        return expression
    }

    func evaluateValue(_ source: String, bindings: (any SessionBindings)?) throws -> (value: Value, range: SourceRange) {
        try evaluate(inputFile(source), expected: .unknown, bindings: bindings)
    }

    /// Evaluates REPL input; its code runs with `context` (a scene's, for a scene's root view),
    /// else with the machine's own, outside any scene.
    func evaluate(_ input: SourceFile, expected: StaticType, bindings: (any SessionBindings)?,
                  closureParameters: [StaticType]? = nil, in context: ScriptContext? = nil) throws -> (value: Value, range: SourceRange) {
        let expression = try parseExpression(input)
        let compiler = program.expressionCompiler(surface: bindings.map(surface(for:)) ?? AssetSurface.surface(for: platform), sourceFile: sourceFile)
        var hints = ClosureHints.none
        if case .closure = expression.kind { hints.parameters = closureParameters }
        let compiled = compiler.expression(expression, expected: expected, hints: hints)
        if let first = compiler.diagnostics.first(where: \.isError) { throw first }
        return (try program.run(compiled.eval, frameSize: compiler.scope.slotCount, in: context), expression.range)
    }
}
