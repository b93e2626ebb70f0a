import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension StructType {
    /// How many script superclasses a class has, so superclasses are declared first.
    var inheritanceDepth: Int {
        var depth = 0, current = superclass
        while let type = current, depth < 64 {
            depth += 1
            current = type.superclass
        }
        return depth
    }
}

/// What a type declaration's header says: its aliases, superclass, raw type, conformances and
/// generic parameters, resolved before any member is declared.
extension SignatureResolver {
    /// `Swift.Error`, `SwiftUI.View` in an inheritance clause: the framework's name, unless the
    /// program declares a type named as the framework (which Swift would find first).
    private func withoutFrameworkQualifier(_ name: String) -> String {
        guard let dot = name.firstIndex(of: "."), TypeLookup.frameworkQualifiers.contains(String(name[..<dot])),
              resolveTypeName(String(name[..<dot])) == nil else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// Protocols of the standard library and Foundation a script type may declare conformance to
    /// without the surface listing them; what each means is implemented where it matters.
    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable", "RawRepresentable", "Codable",
        "Encodable", "Decodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "ObservableObject", "AnyObject", "Error", "LocalizedError", "CustomNSError", "NSObject", "ScrollTargetBehavior", "StickyBehavior",
        "PreferenceKey", "ViewModifier", "CodingKey",
        // Observation's protocol, which `@Observable` adds; declared by hand it changes nothing a
        // view observes (no property reports its reads without the macro), as on iOS.
        "Observable",
        // Swift 5.6's: a dictionary keyed by such a type is coded as a keyed JSON object, as
        // scrollwork codes every dictionary.
        "CodingKeyRepresentable",
        // A literal where the type is expected calls its initialiser (`BodyChecker.literalOfConformingType`).
        "ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral",
        // A script sequence is walked by its iterator or indices (`ScriptSequences`).
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "IteratorProtocol",
    ]

    /// Resolves `typealias` declarations once every type exists. A generic alias's parameters
    /// stay generic, as a generic type's do: `Subject<Int>` is the aliased type, its arguments
    /// not carried further (as `Box<Int>` is `Box`).
    func resolveAliases(_ aliases: [(TypeAliasDecl, StructType?)]) {
        for (alias, owner) in Self.dependencyOrdered(aliases) {
            var generics: [String: StaticType] = [:]
            for parameter in alias.genericParameters {
                generics[parameter.name] = .generic(parameter.name, constraint: parameter.constraint?.dottedName)
            }
            let type = inFile(alias.nameRange.file) { withDeclarationContext(owner) { withGenerics(generics) { staticType(alias.type) } } }
            if let owner {
                owner.typeAliases[alias.name] = type
            } else {
                let key = declarations.aliasKey(alias)
                declarations.globalTypeAliases[key] = type
                declarations.globalTypeAliasDeclarations[key] = alias
            }
        }
    }

    /// The aliases with each after the aliases it names (`typealias Result = FeedLoader.Result`
    /// in a file read before the protocol's), otherwise in declaration order; aliases that
    /// name each other in a cycle keep that order, for the error to be reported.
    private static func dependencyOrdered(_ aliases: [(TypeAliasDecl, StructType?)]) -> [(TypeAliasDecl, StructType?)] {
        func names(in type: TypeSyntax) -> [String] {
            switch type.kind {
            case .named(_, let arguments), .member(_, _, let arguments): return [type.dottedName].compactMap { $0 } + arguments.flatMap(names)
            case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .opaque(let inner), .existential(let inner):
                return names(in: inner)
            case .dictionary(let key, let value): return names(in: key) + names(in: value)
            case .tuple(let elements, _): return elements.flatMap(names)
            case .function(let parameters, let result): return parameters.flatMap(names) + names(in: result)
            case .invalid: return []
            }
        }
        // An alias is named by its qualified name anywhere, and by its own name beside it.
        let qualified = aliases.map { alias, owner in owner.map { $0.name + "." + alias.name } ?? alias.name }
        let dependencies = aliases.indices.map { index -> Set<Int> in
            let mentioned = Set(names(in: aliases[index].0.type))
            return Set(aliases.indices.filter { other in
                other != index && (mentioned.contains(qualified[other])
                    || aliases[other].1 === aliases[index].1 && mentioned.contains(aliases[other].0.name))
            })
        }
        var placed = Set<Int>(), order = [Int]()
        while order.count < aliases.count {
            let ready = aliases.indices.first { !placed.contains($0) && dependencies[$0].isSubset(of: placed) }
                ?? aliases.indices.first { !placed.contains($0) }!
            placed.insert(ready)
            order.append(ready)
        }
        return order.map { aliases[$0] }
    }

    /// `ID` of a type whose `id` is declared with the name of a known type (`let id: String`):
    /// the type `Identifiable` infers, so `Order.ID` names it wherever it is written.
    func identifierType(_ declared: DeclaredType) {
        let type = declared.type
        guard type.typeAliases["ID"] == nil else { return }
        for member in declared.decl.members where !member.isStatic {
            guard case .variable(let variable) = member.kind, variable.name == "id", let syntax = variable.type,
                  let name = syntax.dottedName,
                  BuiltinTypes.scalarTypes[name] != nil || declarations.types[name] != nil || surface.type(named: name) != nil else { continue }
            type.typeAliases["ID"] = withDeclarationContext(type) { staticType(syntax) }
            return
        }
    }

    /// `Value` of a `PreferenceKey` or `EnvironmentKey` that does not declare it: the type its
    /// `defaultValue` is declared with, as Swift infers the associated type (`reduce(value:
    /// inout Value, …)`); any type when the default's type is not written.
    func keyValueType(_ declared: DeclaredType) {
        let type = declared.type
        guard type.typeAliases["Value"] == nil, type.conformances.contains(where: { $0 == "PreferenceKey" || $0 == "EnvironmentKey" }) else { return }
        let written = declared.decl.members.lazy.compactMap { member -> TypeSyntax? in
            guard member.isStatic, case .variable(let variable) = member.kind, variable.name == "defaultValue" else { return nil }
            return variable.type
        }.first
        type.typeAliases["Value"] = written.map { syntax in withDeclarationContext(type) { staticType(syntax) } } ?? .unknown
    }

    /// `AnimatableData` of a shape or view that declares `var animatableData: AnimatablePair<Double,
    /// Double>`: the type Swift infers for `Animatable`'s associated type from that property,
    /// so `AnimatableData(a, b)` in its getter makes one.
    func animatableDataType(_ declared: DeclaredType) {
        let type = declared.type
        guard type.typeAliases["AnimatableData"] == nil else { return }
        for member in declared.decl.members where !member.isStatic {
            guard case .variable(let variable) = member.kind, variable.name == "animatableData", let syntax = variable.type else { continue }
            type.typeAliases["AnimatableData"] = withDeclarationContext(type) { staticType(syntax) }
            return
        }
    }

    /// A generic type's parameters (`Tab` of `MaterialTabBar<Tab>`), with the constraints its
    /// `where` clause adds: known before the aliases declared inside it are resolved.
    func genericParameters(_ declared: DeclaredType) {
        let decl = declared.decl, type = declared.type
        for parameter in decl.genericParameters {
            type.genericParameters[parameter.name] = .generic(parameter.name, constraint: parameter.constraint?.dottedName)
        }
        type.genericParameterOrder = decl.genericParameters.map(\.name)
        for requirement in decl.whereClause where requirement.kind == .conformance {
            if let name = requirement.left.dottedName, type.genericParameters[name] != nil {
                type.genericParameters[name] = .generic(name, constraint: requirement.right.dottedName)
            }
        }
    }

    /// The superclass, raw type and conformances of a type.
    func typeHeader(_ declared: DeclaredType) {
        let decl = declared.decl, type = declared.type
        withDeclarationContext(type.outer) {
            var conformances = [String]()
            // `struct SearchItem: NetworkModel` of `typealias NetworkModel = Identifiable & Codable & Hashable`:
            // each protocol of the composition.
            let inheritance = decl.inheritance.flatMap { inherited -> [TypeSyntax] in
                guard let name = inherited.dottedName, resolveTypeName(name) == nil,
                      let alias = declarations.globalTypeAliasDeclaration(name, file: declared.declaration.range.file) else { return [inherited] }
                return [alias.type] + alias.composedWith
            }
            for (position, inherited) in inheritance.enumerated() {
                guard let written = inherited.dottedName else { continue }
                let name = withoutFrameworkQualifier(written)
                // `enum Error: Swift.Error` nested in a type: the qualified name is the framework's,
                // never the app's type of the same name (which may be the type itself).
                let isFrameworkQualified = name != written
                if !isFrameworkQualified, let script = withDeclarationContext(type, { resolveTypeName(name) }) {
                    if script.kind == .classType {
                        if type.isActor {
                            error("actor types do not support inheritance", at: decl.nameRange)
                        } else if type.kind != .classType || position != 0 {
                            error("inheritance from non-protocol type '\(script.name)'", at: inherited.range)
                        } else {
                            if script.isFinal {
                                error("inheritance from a final class '\(script.name)'", at: inherited.range)
                            }
                            // `class A: B` and `class B: A`: no class is its own ancestor (every walk up the chain would not end).
                            if script.isSubtype(of: type) {
                                error("'\(type.name)' inherits from itself", at: inherited.range)
                                continue
                            }
                            type.superclass = script
                            if script.observation != .none, !type.observation.isObserved { type.observation = script.observation }
                        }
                        continue
                    }
                    if script.kind != .protocolType {
                        error("inheritance from non-protocol type '\(script.name)'", at: inherited.range)
                        continue
                    }
                    conformances.append(script.name)
                    continue
                }
                // `enum Dice: Int16`: an alias of a scalar (the integer widths are Int) is that scalar.
                if type.kind == .enumeration, position == 0, let raw = BuiltinTypes.scalarTypes[surface.canonical(name)], raw != .unknown {
                    type.rawType = raw
                    conformances.append("RawRepresentable")
                    continue
                }
                if name == "Character", type.kind == .enumeration, position == 0 {
                    type.rawType = .string
                    continue
                }
                if !Self.standardProtocols.contains(name), surface.type(named: name) == nil {
                    let candidates = Array(declarations.types.keys) + Array(Self.standardProtocols) + surface.typeNames
                    error("cannot find type '\(name)' in scope", at: inherited.range,
                          hint: NameSuggestions.hint(for: name, in: candidates))
                    continue
                }
                conformances.append(name)
                // `InsettableShape` refines `Shape`: the type is drawn and laid out as a shape;
                // `AnimatableModifier` refines `ViewModifier`: it is applied as one.
                for refined in ["Shape", "ViewModifier"] where name != refined && !conformances.contains(refined)
                    && surface.lineage(of: name).contains(refined) {
                    conformances.append(refined)
                }
            }
            type.conformances = conformances
            modelConformances(type)
            // What the protocols' associated types stand for inside the type.
            if conformances.contains("ViewModifier") || conformances.contains("Transition"), type.typeAliases["Content"] == nil {
                type.typeAliases["Content"] = .named("View")
            }
            if conformances.contains("Layout") {
                // `Subviews` is `LayoutSubviews`; `Cache` is what `makeCache(subviews:)` returns (`()` without one).
                if type.typeAliases["Subviews"] == nil { type.typeAliases["Subviews"] = .array(.named("LayoutSubview")) }
                if type.typeAliases["Cache"] == nil { type.typeAliases["Cache"] = .unknown }
            }
            for (proto, configuration) in [("ButtonStyle", "ButtonStyleConfiguration"), ("PrimitiveButtonStyle", "PrimitiveButtonStyleConfiguration"),
                                             ("GaugeStyle", "GaugeStyleConfiguration"), ("LabelStyle", "LabelStyleConfiguration"),
                                             ("ToggleStyle", "ToggleStyleConfiguration"), ("ProgressViewStyle", "ProgressViewStyleConfiguration"),
                                             ("GroupBoxStyle", "GroupBoxStyleConfiguration"), ("MenuStyle", "MenuStyleConfiguration"),
                                             ("FormStyle", "FormStyleConfiguration"), ("ControlGroupStyle", "ControlGroupStyleConfiguration")]
            where conformances.contains(proto) && type.typeAliases["Configuration"] == nil {
                type.typeAliases["Configuration"] = .named(configuration)
            }
            // `_body(configuration: TextField<Self._Label>)`: the field the style is given.
            if conformances.contains("TextFieldStyle"), type.typeAliases["_Label"] == nil { type.typeAliases["_Label"] = .named("View") }
            if type.kind == .classType, !type.observation.isObserved, conforms(type, to: "ObservableObject") {
                type.observation = .published(type.observation.publishedFields)
            }
        }
    }
}
