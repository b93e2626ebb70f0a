import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

// The body pass reads the program's declarations under their own names, as the code of every
// `BodyChecker+…` file always has; they are `ProgramDeclarations`' and the sink's, not the pass's.
// `_modify` lets `types[name] = type` change the table in place instead of copying it.
extension BodyChecker {
    var diagnostics: [Diagnostic] {
        get { sink.diagnostics }
        _modify { yield &sink.diagnostics }
    }

    var types: [String: StructType] {
        get { declarations.types }
        _modify { yield &declarations.types }
    }

    var functions: [String: [ScriptFunction]] {
        get { declarations.functions }
        _modify { yield &declarations.functions }
    }

    var globals: [String: GlobalName] {
        get { declarations.globals }
        _modify { yield &declarations.globals }
    }

    var globalCount: Int {
        get { declarations.globalCount }
        _modify { yield &declarations.globalCount }
    }

    var globalInitializers: [Machine.GlobalInitializer] {
        get { declarations.globalInitializers }
        _modify { yield &declarations.globalInitializers }
    }

    var protocolStatics: [String: (function: ScriptFunction, proto: String)] {
        get { declarations.protocolStatics }
        _modify { yield &declarations.protocolStatics }
    }

    var environmentPropertyNames: Set<String> {
        get { declarations.environmentPropertyNames }
        _modify { yield &declarations.environmentPropertyNames }
    }

    var filePrivateNames: Set<String> {
        get { declarations.filePrivateNames }
        _modify { yield &declarations.filePrivateNames }
    }

    var moduleQualifiers: Set<String> {
        get { declarations.moduleQualifiers }
        _modify { yield &declarations.moduleQualifiers }
    }

    var surfaceExtensions: [String: StructType] {
        get { declarations.surfaceExtensions }
        _modify { yield &declarations.surfaceExtensions }
    }

    var inherited: InheritedMembers? {
        get { declarations.inherited }
        _modify { yield &declarations.inherited }
    }

    var previews: [PreviewScene] {
        get { declarations.previews }
        _modify { yield &declarations.previews }
    }

    var undeclared: UndeclaredNames {
        get { declarations.undeclared }
        _modify { yield &declarations.undeclared }
    }

    var placeholderModules: [String: String] {
        get { declarations.placeholderModules }
        _modify { yield &declarations.placeholderModules }
    }
}
