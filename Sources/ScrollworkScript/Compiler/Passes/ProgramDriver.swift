import Foundation
import ScrollworkFrontEnd

/// Compiles a program's files as one module, pass after pass, so no result depends on the
/// order of the files or of the declarations in them.
enum ProgramDriver {
    /// Runs the passes over `units` with `compiler` as the body pass; what they declare goes
    /// into its `declarations`, what they report into its `sink`. Returns the names the host lists.
    static func compile(_ units: [SourceUnit], with compiler: BodyChecker) -> DeclaredNames {
        // 1. Collecting: a type for each type declaration of every file, before any is read.
        var collector = DeclarationCollector(declarations: compiler.declarations, surface: compiler.surface, sink: compiler.sink)
        collector.collect(units)
        // 2. Resolving: aliases, type headers and every signature; the bodies left as values.
        let resolved = SignatureResolver(compiler: compiler).resolve(collector.collected)
        // 3. Bodies: type-checked and compiled to closures in one walk. The initial values of
        // globals and static properties written without a type come first, so every other body
        // reads the type Swift infers for them (`static let plain = Palette(…)`) wherever it is.
        let inferring = resolved.pending.filter(\.infersGlobalType)
        for body in inferring + resolved.pending.filter({ !$0.infersGlobalType }) { compiler.compile(body) }
        compiler.checkProtocolConformances(resolved.types.map(\.type))
        return resolved.names
    }
}
