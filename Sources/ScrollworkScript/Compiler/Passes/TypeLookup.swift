import Foundation
import ScrollworkFrontEnd

/// Swift's type-name lookup where a type is written: what `Row`, `Self`, `T`, `Key` or
/// `Palette.ID` mean there. Resolving and the body pass both use it, each saying where the
/// name is written: resolving the type whose members it declares and the function's generic
/// parameters, the body pass the type and scope of the body it compiles. It reads the
/// program's declarations and reports into the sink; it keeps no state of its own.
struct TypeLookup {
    let declarations: ProgramDeclarations
    let surface: Surface
    let sink: DiagnosticSink
    /// The type the name is written in (nested types, aliases and generic parameters of it and
    /// its outer types are found first); nil at the top level.
    let nominal: StructType?
    /// Generic parameters of the function whose signature is being declared.
    var generics: [String: StaticType] = [:]
    /// The scope of the body being compiled: its functions' generic parameters, and locals that
    /// hide a module's name (`Module.Name`); nil in signatures.
    var scope: FunctionScope?
    /// The file (by id) a name without syntax of its own is written in, for the modules it
    /// sees (`ModuleVisibility`); nil where every type is seen. A written type's own file wins.
    var file: Int?
    /// Where the code the name is written in is, which says whether it is inside `nominal`'s
    /// declaration or an extension of it (`StructType.lexicalOuter(from:)`); nil where unknown.
    var position: SourceRange?

    /// The static type a type annotation names; unknown names are errors with a hint.
    func staticType(_ syntax: TypeSyntax) -> StaticType {
        switch syntax.kind {
        case .optional(let inner), .implicitlyUnwrapped(let inner):
            return .optional(staticType(inner))
        case .array(let element):
            return .array(staticType(element))
        case .opaque(let inner), .existential(let inner):
            // `some View`, `any Shape`: values of some type conforming to the protocol.
            return staticType(inner)
        case .tuple(let elements, let labels):
            if elements.isEmpty { return .void }
            return .tuple(elements.indices.map {
                TupleElementType(label: $0 < labels.count ? labels[$0] : nil, type: staticType(elements[$0]))
            })
        case .function(let parameters, let result):
            return .functionType(parameters.map(staticType), staticType(result))
        case .dictionary(let key, let value):
            return .dictionary(staticType(key), staticType(value))
        case .named(let name, let arguments) where !arguments.isEmpty:
            if let generic = genericStandardType(name, arguments) { return generic }
            if KeyedContainerTypes.names.contains(name), arguments.count == 1, let key = staticType(arguments[0]).nominal {
                return .named("\(name)<\(key.name)>")
            }
            return staticType(TypeSyntax(kind: .named(name, genericArguments: []), range: syntax.range))
        case .member(let base, "Type", _):
            // `T.Type`, `Mission.Type`: a metatype, whose values are types (`Mission.self`).
            _ = staticType(base)
            return .unknown
        case .named, .member:
            if let unqualified = typeWithoutModule(syntax) { return unqualified }
            guard let name = syntax.dottedName else { return .unknown }
            var here = self
            here.file = syntax.range.file
            if let resolved = here.namedType(name) { return resolved }
            if let key = containerKey(name) { return key }
            // `Index` in `extension String`: the framework type's own nested type (`String.Index`).
            if let extended = nominal, extended.surfaceSelf != nil, surface.type(named: extended.name + "." + name) != nil {
                return Self.staticType(surfaceName: surface.canonical(extended.name + "." + name))
            }
            if let known = BuiltinTypes.scalarTypes[name] { return known }
            if surface.type(named: name) != nil { return Self.staticType(surfaceName: surface.canonical(name)) }
            if let known = Self.standardTypes[name] { return known }
            if let placeholder = placeholderType(name, at: syntax.range) { return placeholder }
            let candidates = Array(declarations.types.keys) + Array(BuiltinTypes.scalarTypes.keys) + surface.typeNames
            sink.error("cannot find type '\(name)' in scope", at: syntax.range,
                       hint: missingNameHint(name, at: syntax.range, among: candidates))
            return .unknown
        case .invalid:
            return .unknown
        }
    }

    /// A keyed container's key type, as its extensions name it (`KeyedDecodingContainer<K>.Key`,
    /// `K`, `Key`): any `CodingKey`, which a call fixes as its receiver's key type.
    private func containerKey(_ name: String) -> StaticType? {
        if KeyedContainerTypes.names.contains(where: { name == $0 + ".Key" }) { return .named("CodingKey") }
        guard name == "K" || name == "Key", case .named(let extended)? = nominal?.surfaceSelf,
              KeyedContainerTypes.names.contains(extended) else { return nil }
        return .named("CodingKey")
    }

    /// Types of the standard library and Foundation named without the surface declaring them.
    static let standardTypes: [String: StaticType] = [
        "Any": .unknown, "AnyObject": .unknown, "AnyHashable": .unknown, "Character": .string, "Substring": .string,
        "StaticString": .string,
        "Float": .double, "Decimal": .double, "Int64": .int, "Int32": .int, "TimeInterval": .double, "CFTimeInterval": .double, "CLLocationDegrees": .double, "Never": .void,
        "Hashable": .unknown, "Equatable": .unknown, "Comparable": .unknown, "Identifiable": .unknown, "Error": .unknown,
        // SwiftUI's collection of a custom layout's subviews.
        "LayoutSubviews": .array(.named("LayoutSubview")),
    ]

    /// A static type named by a surface type's name (`CGRect` → `.rect`, `Color` → `.named`).
    static func staticType(surfaceName name: String) -> StaticType {
        if let known = BuiltinTypes.scalarTypes[name], known != .unknown { return known }
        if let record = BuiltinTypes.records[name] { return .of(record) }
        return .named(name)
    }

    /// The script type a (dotted) name means where it is written: a type nested in the
    /// enclosing types first (`Key` inside `PositionReader`), then a top-level one.
    func resolveTypeName(_ name: String) -> StructType? {
        guard !name.isEmpty else { return nil }
        if let local = scope?.localType(name) { return local }
        var context = nominal
        while let type = context {
            if let nested = declarations.types[type.name + "." + name] { return nested }
            // An alias of the type or one around it naming an app's type (`typealias Summary =
            // Feed.Subscriptions.Summary`): that type, whose initialisers and static members
            // `Summary(…)` and `Summary.seed` reach, as in Swift.
            if case .record(let aliased)? = type.typeAliases[name] { return aliased.type }
            // A type declared in a body names itself and the others of its block.
            if let block = type.localBlock, let sibling = declarations.localTypeBlocks[block][name] { return sibling }
            context = type.lexicalOuter(from: position) ?? type.superclass
        }
        // A name two modules declare: the one of the file's module, or of a module it imports.
        if let file, file >= 0, declarations.moduleScopedTypeNames.contains(name),
           let scoped = declarations.moduleScopedType(name, seenFrom: file) {
            return scoped
        }
        // A file's own private type of a name another file declares too.
        if let file, declarations.filePrivateTypeNames.contains(name),
           let own = declarations.types[BodyChecker.fileScoped(name, file: file)] {
            return own
        }
        // `A.B` reaches a type nested in `A` wherever `A` is seen (through the type at hand, too).
        guard let type = declarations.types[name], declarations.visibility.sees(type, from: file) || name.contains(".") else { return nil }
        return type
    }

    /// A type name as Swift looks it up where it is written: `Self`, a generic parameter, a
    /// type alias or nested type of the enclosing types, a script type, a top-level alias,
    /// and `T.ID`, `T.Content` style members of a script type. Nil when none of these.
    func namedType(_ name: String) -> StaticType? {
        if name == "Self" {
            // `extension ShapeStyle where Self == Vibrant`: `Self` is that type.
            if let fixed = generics[name] { return fixed }
            guard let owner = nominal else { return nil }
            if let surfaceSelf = owner.surfaceSelf { return surfaceSelf }
            if owner.kind == .protocolType { return .generic("Self", constraint: owner.name) }
            return .of(owner)
        }
        if let generic = scope?.generic(name) ?? generics[name] { return generic }
        if let parameter = extendedTypeParameter(name.hasPrefix("Self.") ? String(name.dropFirst(5)) : name) { return parameter }
        var context = nominal
        while let type = context {
            if let generic = type.genericParameters[name] { return generic }
            if let alias = type.typeAliases[name] ?? protocolAlias(name, of: type) ?? inheritedAlias(name, of: type) { return alias }
            context = type.outer ?? type.superclass
        }
        if let type = resolveTypeName(name) { return .of(type) }
        if let alias = declarations.globalTypeAlias(name, file: file) { return alias }
        // `Palette.ID`: a member type of a script type.
        if let dot = name.lastIndex(of: "."), let base = namedType(String(name[..<dot])) {
            if let nominal = base.nominal { return memberType(of: nominal, String(name[name.index(after: dot)...])) }
            // `Item.Element` of `Item: RandomAccessCollection`: the type the parameter is bound to
            // has it, and values of it are whatever that collection holds.
            if case .generic = base { return .unknown }
            // `PlatformImage.Orientation` of `typealias PlatformImage = UIImage`: the framework's member type.
            if case .named(let framework) = base, surface.type(named: framework + name[dot...]) != nil {
                return .named(framework + name[dot...])
            }
        }
        return nil
    }

    /// An alias a superclass declares (or a protocol it conforms to), which a subclass nested in
    /// another type sees before that type's (`Action` of `FormViewModel` in `Outer.SignIn`).
    private func inheritedAlias(_ name: String, of type: StructType) -> StaticType? {
        var ancestor = type.superclass
        while let current = ancestor {
            if let alias = current.typeAliases[name] ?? protocolAlias(name, of: current) { return alias }
            ancestor = current.superclass
        }
        return nil
    }

    /// An alias a protocol the type conforms to declares (`typealias Completion = (Bool) -> Void`
    /// in the protocol, written bare in a conforming class), as Swift finds it.
    private func protocolAlias(_ name: String, of type: StructType) -> StaticType? {
        for proto in type.conformances {
            if let alias = declarations.types[proto]?.typeAliases[name] { return alias }
        }
        return nil
    }

    /// `Element` in an extension of `Array`, `Set` or a collection protocol, `Key` and `Value` in
    /// one of `Dictionary`, `Wrapped` in one of `Optional`, `Value` in one of `Binding`, `Content`
    /// or `Label` in one of a framework view (`extension VStack { init(…, content: () -> Content) }`):
    /// the extended type's generic parameters, standing for whatever the value at hand holds.
    private func extendedTypeParameter(_ name: String) -> StaticType? {
        switch (nominal?.surfaceSelf, name) {
        case (.array?, "Element"), (.set?, "Element"), (.dictionary?, "Key"), (.dictionary?, "Value"), (.optional?, "Wrapped"),
             (.named("Binding")?, "Value"), (.named("ClosedRange")?, "Bound"), (.named("Range")?, "Bound"):
            return .generic(name, constraint: nil)
        // `extension ForEach where ID == Data.Element`: ForEach<Data, ID, Content>'s parameters.
        case (.named("ForEach")?, "Data"):
            return .generic(name, constraint: "RandomAccessCollection")
        case (.named("ForEach")?, "ID"):
            return .generic(name, constraint: "Hashable")
        case (.named(let view)?, "Content"), (.named(let view)?, "Label"):
            guard view != "View", surface.lineage(of: view).contains("View") else { return nil }
            return .generic(name, constraint: "View")
        // An array's positions are Ints (and so are a collection protocol's, whose extensions
        // here are the array's).
        case (.array?, "Index"):
            return .int
        default:
            return nil
        }
    }

    /// `T.ID` (the type of an `Identifiable` type's `id`), `T.RawValue`, an alias or a type declared in `T`.
    private func memberType(of type: StructType, _ member: String) -> StaticType? {
        if let alias = type.typeAliases[member] { return alias }
        // `Self.ViewModel`: a type nested in it.
        if let nested = declarations.types[type.name + "." + member] { return .of(nested) }
        switch member {
        case "ID":
            if let index = type.fieldIndex["id"] { return type.fieldTypes[index] }
            if let computed = type.computedProperty(named: "id") { return computed.returnType }
            return type.kind == .classType ? .named("ObjectIdentifier") : nil
        case "RawValue":
            return type.rawType
        case "AllCases":
            return type.kind == .enumeration ? .array(.of(type)) : nil
        default:
            return nil
        }
    }

    /// The generic types `genericStandardType` knows, for listings.
    static let genericStandardTypes = ["Array", "Set", "Optional", "Dictionary", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    /// `Array<T>`, `Set<T>`, `Dictionary<K, V>`, `Optional<T>`, `KeyPath<Root, Value>`.
    private func genericStandardType(_ name: String, _ arguments: [TypeSyntax]) -> StaticType? {
        switch (name, arguments.count) {
        case ("Array", 1): return .array(staticType(arguments[0]))
        // What a range subscript gives, an array in scrollwork (BodyChecker+RangeSubscripts).
        case ("ArraySlice", 1): return .array(staticType(arguments[0]))
        case ("Set", 1): return .set(staticType(arguments[0]))
        // What `@FetchRequest` gives: a random-access collection of the entity's objects.
        case ("FetchedResults", 1): return .array(staticType(arguments[0]))
        case ("Optional", 1): return .optional(staticType(arguments[0]))
        case ("Dictionary", 2): return .dictionary(staticType(arguments[0]), staticType(arguments[1]))
        case ("KeyPath", 2), ("WritableKeyPath", 2), ("ReferenceWritableKeyPath", 2):
            return .keyPath(staticType(arguments[0]), staticType(arguments[1]))
        // `hue: Range<Double>`: the Double ranges `0.1..<0.2` makes, not the integer one.
        case ("Range", 1), ("ClosedRange", 1):
            return (FloatingRangeTypes.type(named: name, argument: arguments[0].dottedName)
                ?? DateRangeTypes.type(named: name, argument: arguments[0].dottedName)
                ?? UnsignedRangeTypes.pair.type(named: name, argument: arguments[0].dottedName)).map { .of($0) }
        case ("PartialRangeFrom", 1), ("PartialRangeThrough", 1), ("PartialRangeUpTo", 1):
            return PartialRangeTypes.type(named: name, argument: arguments[0].dottedName).map { .of($0) }
        default: return nil
        }
    }

    /// The hint of "cannot find 'X' in scope": a known name it may be a misspelling of, else,
    /// for a type no loaded file declares (a model of the app used where no placeholder can
    /// stand in), where to find it. A lower-case name is more often a slip than another file's.
    func missingNameHint(_ name: String, at range: SourceRange, among candidates: [String]) -> String? {
        if let closest = NameSuggestions.hint(for: name, in: candidates) { return closest }
        guard name.first?.isUppercase == true, declarations.undeclared.lacks(name, inFile: range.file) else { return nil }
        return PlaceholderMessages.lackedHint
    }
}
