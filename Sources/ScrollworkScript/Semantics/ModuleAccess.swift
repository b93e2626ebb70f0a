import Foundation
import ScrollworkFrontEnd

/// Swift's access rules between the modules of an app's folder, which load as one program:
/// the app's own files and its local packages' targets. A top-level declaration of a target
/// that is not `public` (or `open`) is not visible in another module, so a declaration there
/// that uses it has swiftc's error, `cannot find 'x' in scope`, and is left out with what uses
/// it. Files no module is given for are the app's own module.
enum ModuleAccess {
    /// The errors, located at the first use of each hidden name in each declaration.
    /// `frameworkDeclares` tells the names the frameworks have: one of those a module hides
    /// (`private struct Edge` beside SwiftUI's) is the framework's everywhere else.
    static func errors(_ entries: [(file: SourceFile, unit: SourceUnit)], modules: [String: String],
                       frameworkDeclares: (String) -> Bool) -> [Diagnostic] {
        guard !modules.isEmpty else { return [] }
        var hidden = [String: String](), visible = Set<String>(), declaredIn = [String: Set<String>]()
        for entry in entries {
            let module = modules[entry.file.path] ?? ""
            for declaration in entry.unit.declarations {
                let names = DeclarationDependencies.declared(by: declaration).names
                declaredIn[module, default: []].formUnion(names.union(DeclarationDependencies.memberNames(of: declaration))
                    .union(DeclarationDependencies.nestedTypeNames(in: declaration)))
                // An extension's nested types are named through the type it extends (or unqualified
                // inside that type), so their access is the extended type's, never a top-level name's.
                if case .extensionDecl = declaration.kind { continue }
                let isPublic = declaration.modifiers.contains { $0.kind == .public || $0.kind == .open }
                if isPublic { visible.formUnion(names) }
                else if modules[entry.file.path] != nil { for name in names where hidden[name] == nil { hidden[name] = module } }
            }
        }
        hidden = hidden.filter { !visible.contains($0.key) && !frameworkDeclares($0.key) }
        guard !hidden.isEmpty else { return [] }
        var errors = [Diagnostic]()
        for entry in entries {
            let module = modules[entry.file.path] ?? ""
            let own = declaredIn[module] ?? []
            let foreign = hidden.filter { $0.value != module && !own.contains($0.key) }.map(\.key)
            guard !foreign.isEmpty else { continue }
            for declaration in entry.unit.declarations {
                // Most declarations mention none of the names: the text says so without a walk.
                let text = entry.file.text(in: declaration.range)
                let mentioned = Set(foreign.filter { text.contains($0) })
                guard !mentioned.isEmpty, let use = firstUse(of: mentioned, in: declaration) else { continue }
                errors.append(.error(use.isType ? "cannot find type '\(use.name)' in scope" : "cannot find '\(use.name)' in scope",
                                     at: use.range))
            }
        }
        return errors
    }

    /// The first use (in source order) of one of the names as a value or a type, other than
    /// those of a local binding of the name (a parameter, a `let`) around them.
    private static func firstUse(of names: Set<String>, in declaration: Declaration) -> (name: String, range: SourceRange, isType: Bool)? {
        var uses = [(name: String, range: SourceRange, isType: Bool)]()
        var bindings = LocalBindings()
        var pending: [Any] = [declaration]
        while let next = pending.popLast() {
            if let expression = next as? Expression, case .identifier(let name) = expression.kind, names.contains(name) {
                uses.append((name, expression.range, false))
            } else if let type = next as? TypeSyntax, case .named(let name, _) = type.kind, names.contains(name) {
                uses.append((name, type.range, true))
            }
            if next is SourceRange || next is String || next is Int || next is Double || next is Bool { continue }
            bindings.collect(next)
            pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value))
        }
        return uses.filter { !bindings.binds($0.name, at: $0.range) }.min { $0.range.start < $1.range.start }
    }
}
