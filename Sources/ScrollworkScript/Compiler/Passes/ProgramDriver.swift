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
        let globals = resolved.pending.filter(\.infersGlobalType), fields = resolved.pending.filter(\.infersFieldType)
        let rest = resolved.pending.filter { !$0.infersGlobalType && !$0.infersFieldType }
        for body in globals + fields + rest { compiler.check(body) }
        BodyChecker(compiler).checkProtocolConformances(resolved.types.map(\.type))
        return resolved.names
    }
}
