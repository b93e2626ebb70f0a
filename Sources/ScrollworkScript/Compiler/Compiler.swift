import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// What every pass over one program shares: the machine its code runs on, the surface its
/// names may reach, what the collecting and resolving passes declared, and where every pass
/// reports. The body pass's state is no part of it: each body is checked by a `BodyChecker`
/// of its own (`check(_:)`), so no body sees another's scope, and the passes before it see none.
final class Compiler {
    let machine: Machine
    /// Every name a script reaches without declaring it.
    var surface: Surface
    /// What the program declares, filled by collecting and resolving (`ProgramDeclarations`).
    let declarations: ProgramDeclarations
    /// Where every pass reports.
    let sink: DiagnosticSink
    /// The loaded file of an id, for the places `#file` and `#line` name and the text that
    /// messages quote.
    var sourceFile: ((Int) -> SourceFile?)?

    init(machine: Machine, declarations: ProgramDeclarations = ProgramDeclarations(), sink: DiagnosticSink = DiagnosticSink()) {
        self.machine = machine
        self.declarations = declarations
        self.sink = sink
        self.surface = AssetSurface.surface(for: machine.platform)
    }

    /// The body pass over one body the resolver left, with a checker of its own.
    func check(_ pending: PendingBody) {
        BodyChecker(self).compile(pending)
    }
}
