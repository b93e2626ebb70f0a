import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// A name in expression position: local, property of `self`, global, function, type,
    /// or a global of the surface (in the REPL, the session's names).
    func identifier(_ name: String, range: SourceRange, expected: StaticType, hints: ClosureHints = .none) -> TypedExpression {
        if let (depth, local) = scope.lookup(name) {
            let slot = local.slot
            if depth == 0, let host = hostArguments?.argument(slot: slot, range: range) { return .hostRead(host) }
            let read = TypedLocal(slot: slot, depth: depth, type: local.type, range: range)
            // `try await x` of an `async let` whose child task threw: the error is thrown here.
            if local.isChildTask { return .childTaskResult(read) }
            if local.isComputed { return .computedLocal(read) }
            if local.isGivenLater { return .localGivenLater(read, name: name) }
            return .local(read)
        }
        if let (depth, type, _) = scope.selfScope(), depth == 0, let index = type.fieldIndex[name],
           let unboxed = hostArguments?.selfProperty(of: type, index) {
            return .hostRead(unboxed)
        }
        if let (depth, type, _) = scope.selfScope(), let member = selfMember(name, type, depth: depth, range: range) {
            return member
        }
        // `var id: String { localizedDescription }` in an error type: Foundation's, of `self`.
        if name == "localizedDescription", scope.selfScope() != nil,
           let described = errorDescription(expressionLowering.lower(selfValue(range: range)), range: range) {
            return described
        }
        // `var id: Int { hashValue }` in a Hashable type: its own hash, of `self`.
        if name == "hashValue", scope.selfScope() != nil,
           let hashed = declaredHashValue(expressionLowering.lower(selfValue(range: range)), range: range) {
            return hashed
        }
        if let owner = scope.enclosingStaticOwner ?? scope.selfScope()?.type,
           owner.staticSlots[name] != nil || owner.staticComputed[name] != nil || owner.caseIndex[name] != nil
            || (name == "allCases" && conforms(owner, to: "CaseIterable")) {
            return staticMember(of: owner, name, range: range, hints: hints)
        }
        if let owner = scope.enclosingStaticOwner, owner.surfaceSelf != nil,
           surface.statics(of: owner.name, named: name).contains(where: { !$0.signature.isCallable }) {
            // `static var halfWidth: CGFloat { main.bounds.width / 2 }` in `extension UIScreen`:
            // the framework type's own static member, `Self.` left implicit.
            return surfaceStatic(owner.name, name, range: range, hints: hints)
        }
        if let outer = enclosingType(declaring: name, { $0.staticSlots[name] != nil || $0.staticComputed[name] != nil || $0.caseIndex[name] != nil }) {
            return staticMember(of: outer, name, range: range, hints: hints)
        }
        if let global = global(name, at: range) { return .global(slot: global.slot, type: global.type) }
        if let overloads = topLevelFunctions(name, at: range), let function = overloads.first {
            return .function(function, range: range)
        }
        if let type = typeValue(name) { return .literal(.type(type), .unknown) }
        if let function = OperatorFunctions.function(named: name) { return .literal(.function(function), .function) }
        let globalEntries = surface.overloads(.global, name)
        if let entry = globalEntries.first(where: { !$0.signature.isCallable }) {
            return surfaceValue(entry, receiver: nil, range: range)
        }
        if !globalEntries.isEmpty { return failure("'\(name)' is a function; call it with '()'", at: range) }
        if let reference = methodReference(name, range: range, wanted: hints.parameterCount) { return reference }
        if let storage = wrapperStorageRead(name, range: range) { return storage }
        if let placeholder = placeholderValue(name, at: range) { return placeholder }
        return failure(SyntaxNames.notFound(name), at: range, hint: missingNameHint(name, at: range))
    }

    /// `threshold` inside a method of a type with that property.
    private func selfMember(_ name: String, _ type: StructType, depth: Int, range: SourceRange) -> TypedExpression? {
        if type.kind != .structure || type.surfaceSelf != nil {
            return nonStructSelfMember(name, type, range: range)
        }
        let members = memberTable
        guard type.fieldIndex[name] != nil || type.computed[name] != nil || inherited?.computed(of: type, name) != nil,
              let getter = members.getter(.record(type), name, range: range) else { return nil }
        let fieldType = type.fieldIndex[name].map { type.fieldTypes[$0] }
            ?? (type.computed[name] ?? inherited?.computed(of: type, name))?.returnType ?? .unknown
        // `@State`/`@Binding` properties are read through their storage, `@EnvironmentObject`s
        // through a check that an ancestor gave the object (Members.getter).
        if depth == 0, let index = type.fieldIndex[name], type.isReadInPlace(index) {
            return .field(FieldPath(slot: 0, fields: [index], types: [type], range: range), type: fieldType)
        }
        return .selfProperty(depth: depth, getter: getter, type: fieldType)
    }

    /// `name` in a method of an enum, a class, a protocol extension or an extension of a
    /// surface type: a member of `self`, read through the value `self` holds.
    private func nonStructSelfMember(_ name: String, _ type: StructType, range: SourceRange) -> TypedExpression? {
        let known = type.fieldIndex[name] != nil || type.computedProperty(named: name) != nil
            || inherited?.computed(of: type, name) != nil || (name == "rawValue" && type.rawType != nil)
            || requirements(of: type).contains { $0.name == name && $0.kind == .property }
            || (type.surfaceSelf != nil && implicitSelfHasMember(type, name))
            || (type.kind == .classType && frameworkAncestorHasMember(type, name))
            // A `@Model`'s `id` and `persistentModelID`: `PersistentModel`'s, which the macro adds.
            || (type.modelSchema != nil && !surface.members(of: "PersistentModel", named: name).isEmpty)
            || (name == "objectWillChange" && isObservableObjectClass(type))
        guard known else {
            // `rootViewController` in a `UIWindow` subclass: a member of the part of the framework
            // class scrollwork does not simulate, left out as `window.rootViewController` is.
            guard type.kind == .classType, let framework = frameworkAncestor(of: type),
                  UnsimulatedModuleNames.moduleOfPart(framework) != nil else { return nil }
            return unsimulatedPartUse(framework + "." + name, arguments: [], at: range)
        }
        return memberRead(expressionLowering.lower(selfValue(range: range)), name, nameRange: range, range: range)
    }

    /// A type used as a value, for `CGRect.zero`, `SnapToTop(threshold: 80)`.
    func typeValue(_ name: String) -> TypeName? {
        if let type = resolveTypeName(name), !type.isBuiltin { return .user(type) }
        if let aliased = aliasedScriptType(name) { return .user(aliased) }
        if types[name]?.isBuiltin == true { return .builtin(name) }
        if BuiltinTypes.scalarTypes[name] != nil || surface.type(named: name) != nil { return .builtin(name) }
        // A standard protocol as a value (`Error.self`, `setFailureType(to: Error.self)`).
        if SignatureResolver.standardProtocols.contains(name) { return .builtin(name) }
        return nil
    }

    /// The app's type a top-level alias of this name stands for (`typealias Tab = Enums.Tab`),
    /// which shadows a framework's type of the name (SwiftUI's `Tab`), as in Swift.
    private func aliasedScriptType(_ name: String) -> StructType? {
        guard resolveTypeName(name) == nil, case .record(let aliased)? = declarations.globalTypeAlias(name, file: file),
              !aliased.type.isBuiltin else { return nil }
        return aliased.type
    }

    /// The dotted type name an expression spells (`CGFloat`, `Edge.Set`), if it names a type
    /// that no variable shadows.
    func typeNameSpelled(by e: Expression) -> String? {
        switch e.kind {
        case .identifier(let name):
            if scope.lookup(name) != nil || global(name, at: e.range) != nil { return nil }
            // `AuthorView.onTapGesture { … }` of a computed `var AuthorView: some View` is the property's.
            if let (_, type, _) = scope.selfScope(), type.fieldIndex[name] != nil || type.computedProperty(named: name) != nil { return nil }
            if let aliased = aliasedScriptType(name) { return aliased.name }
            // A package's `Strings` beside the app's: the type of the file's module, by its name.
            if declarations.moduleScopedTypeNames.contains(name), let type = resolveTypeName(name), !type.isBuiltin { return type.name }
            return typeValue(name) != nil ? name : nil
        case .postfix(let base, let operations):
            guard operations.count == 1, let name = operations[0].memberName,
                  let baseName = typeNameSpelled(by: base) else { return nil }
            let dotted = baseName + "." + name
            if types[dotted] != nil { return dotted }
            return surface.type(named: dotted) != nil ? dotted : nil
        case .selfType:
            guard let owner = currentNominal else { return nil }
            if let surfaceSelf = owner.surfaceSelf { return surfaceTypeName(of: surfaceSelf) }
            return owner.name
        case .typeExpression(let syntax):
            // `AsyncStream<Int>.makeStream()`: a static member of a generic type; its generic
            // arguments say nothing the values do not (as for `Set<Int>([1, 2])`). Without any,
            // the type an alias names (`typealias Store = DefaultsStorage`, `Store.remove(.key)`),
            // one nested in another type too (`typealias Sentiment = Enums.Sentiment`).
            if case .member = syntax.kind, let dotted = syntax.dottedName { return types[dotted] != nil ? dotted : nil }
            guard case .named(let name, _) = syntax.kind, !name.contains(".") else { return nil }
            return typeValue(name) != nil ? name : nil
        default:
            return nil
        }
    }

    func knownNames() -> [String] {
        var names = scope.visibleNames + Array(globals.keys) + Array(functions.keys) + Array(types.keys)
        names += surface.names(of: .global) + surface.typeNames
        if let (_, type, _) = scope.selfScope() { names += type.fieldNames + Array(type.computed.keys) + Array(type.methods.keys) }
        return names
    }

    /// The member names a missing member may be a misspelling of: the surface's instance
    /// members and the script's methods, never a global function (`pow`) or a type.
    func memberNames() -> [String] {
        var names = surface.allEntries.compactMap { entry -> String? in
            if case .instance = entry.owner { return entry.name }
            return nil
        }
        names += types.values.flatMap { $0.methods.keys } + surfaceExtensions.values.flatMap { $0.methods.keys }
        return names
    }

    /// The names a missing `name` may be a misspelling of, of its kind as Swift code spells
    /// them: a capitalised name is a type (`Fooview` is never `pow`), any other a value or a
    /// function.
    func knownNames(like name: String) -> [String] {
        let types = typeLookup.typeNames
        guard let first = name.first, first.isUppercase else { return knownNames().filter { !types.contains($0) } }
        return Array(types)
    }
}

extension BodyChecker {
    /// `red` in `Version.Constants`' static initialiser where `Version` declares `static let
    /// red`: the type that encloses the current one (at any depth) and declares the name, which
    /// Swift's unqualified lookup finds after the current type's own members.
    func enclosingType(declaring name: String, _ declares: (StructType) -> Bool) -> StructType? {
        var outer = (scope.enclosingStaticOwner ?? scope.selfScope()?.type)?.lexicalOuter(from: bodyPosition)
        while let type = outer {
            if declares(type) { return type }
            outer = type.lexicalOuter(from: bodyPosition)
        }
        return nil
    }
}
