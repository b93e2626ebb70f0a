import Foundation
import ScrollworkFrontEnd

/// Compiles a program's files as one module, pass after pass, so no result depends on the
/// order of the files or of the declarations in them.
enum ProgramDriver {
    /// Runs the passes over `units`, each body checked by a `BodyChecker` of its own; what they
    /// declare goes into `compiler.declarations`, what they report into its `sink`. Returns the
    /// names the host lists.
    static func compile(_ units: [SourceUnit], with compiler: Compiler) -> DeclaredNames {
        // 1. Collecting: a type for each type declaration of every file, before any is read.
        var collector = DeclarationCollector(declarations: compiler.declarations, surface: compiler.surface, sink: compiler.sink)
        collector.collect(units)
        // 2. Resolving: aliases, type headers and every signature; the bodies left as values.
        let resolved = SignatureResolver(compiler: compiler).resolve(collector.collected)
        SynthesizedCodingKeys.add(for: resolved.types.map(\.type), to: compiler.declarations)
        // 3. Bodies: each type-checked and compiled to closures by a checker of its own. The
        // initial values of globals and static properties written without a type come first,
        // then those of stored properties, so every other body reads the type Swift infers for
        // them (`static let plain = Palette(…)`, `@Published var image = Image(…)`) wherever it is.
        // A stored property whose initial value names none of those globals is typed before
        // them, so a static property built with the memberwise initialiser reads its type
        // (`var since = Date.distantPast` before `static var recent = Filter(since: .now…)`).
        let globals = resolved.pending.filter(\.infersGlobalType), fields = resolved.pending.filter(\.infersFieldType)
        let rest = resolved.pending.filter { !$0.infersGlobalType && !$0.infersFieldType }
        let globalNames = Set(globals.compactMap(\.inferredGlobalName))
        var independent: [PendingBody] = [], dependent: [PendingBody] = []
        for field in fields {
            if let value = field.initialValue, namesUsed(in: value).isDisjoint(with: globalNames) { independent.append(field) }
            else { dependent.append(field) }
        }
        for body in independent + globals + dependent + rest { compiler.check(body) }
        BodyChecker(compiler).checkProtocolConformances(resolved.types.map(\.type))
        return resolved.names
    }

    /// The names an expression uses: identifiers, implicit members and members of chains
    /// (found by reflection, once per initial value, keeping up with the syntax tree by itself).
    private static func namesUsed(in expression: Expression) -> Set<String> {
        var found = Set<String>()
        var pending: [Any] = [expression]
        while let next = pending.popLast() {
            if let kind = next as? ExpressionKind {
                if case .identifier(let name) = kind { found.insert(name) }
                if case .implicitMember(let name, _) = kind { found.insert(name) }
            }
            if let operation = next as? PostfixOperation, let name = operation.memberName { found.insert(name) }
            pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value))
        }
        return found
    }
}
