import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `\.id`, `\Item.name`, `\CGRect.height`, `\.self`, `\.detail?.title`: a key path value
    /// whose steps read (and, where they are stored or settable, write) any type's properties.
    /// Where the root is known (written, or the type the context expects), each step is
    /// checked now. After a `?` a nil ends the path with nil, as Swift's optional chain does.
    func keyPath(root written: TypeSyntax?, _ steps: [KeyPathComponent], range: SourceRange, expected: StaticType) -> TypedExpression {
        let (root, components) = rootWithNestedTypes(written, steps)
        var rootType = root.map(staticType) ?? .unknown
        if rootType == .unknown, case .keyPath(let expectedRoot, _) = expected.unwrapped { rootType = expectedRoot }
        var steps: [String] = []
        var readers: [MemberGetter] = [], writers: [MemberSetter?] = []
        var current = rootType, isOptionalChained = false
        for component in components {
            switch component {
            case .property("self"):
                continue
            case .property(let name):
                if current != .unknown {
                    guard let next = memberType(of: current, name) else {
                        return failure("value of type '\(current.name)' has no member '\(name)'", at: range,
                                       hint: NameSuggestions.hint(for: name, in: memberNames(of: current)))
                    }
                    current = next
                }
                steps.append(name)
                readers.append(dynamicGetter(name, range: range))
                writers.append(dynamicSetter(name, range: range))
            case .optionalChain, .forceUnwrap:
                if case .optional(let wrapped) = current { current = wrapped }
                let isChain = component == .optionalChain
                isOptionalChained = isOptionalChained || isChain
                steps.append(isChain ? KeyPathValue.optionalChainStep : KeyPathValue.forceUnwrapStep)
                readers.append(isChain ? { value, _ in value } : Self.forceUnwrapReader(range))
                // A key path with `?` is read-only in Swift (`KeyPath`, not `WritableKeyPath`).
                writers.append(isChain ? nil : { value, newValue, _ in value = newValue })
            case .subscriptCall:
                return unsupportedExpression("a subscript in a key path is not supported in scrollwork scripts", at: range)
            }
        }
        if isOptionalChained, current != .unknown, current.unwrapped == current { current = .optional(current) }
        let path = KeyPathValue(steps, rootName: root?.dottedName, readers: readers, writers: writers)
        return .literal(.keyPath(path), .keyPath(rootType, current))
    }

    /// `\Hike.Observation.elevation`: the steps after the root that name a type nested in it
    /// belong to the root (`Hike.Observation`), as Swift reads the longest prefix naming a type.
    private func rootWithNestedTypes(_ written: TypeSyntax?, _ steps: [KeyPathComponent]) -> (TypeSyntax?, ArraySlice<KeyPathComponent>) {
        guard var root = written else { return (nil, steps[...]) }
        var rest = steps[...]
        while rest.count > 1, case .property(let name)? = rest.first, let owner = root.dottedName, namesType(owner + "." + name) {
            root = TypeSyntax(kind: .member(root, name, genericArguments: []), range: root.range)
            rest = rest.dropFirst()
        }
        return (root, rest)
    }

    /// The `!` step of a key path: stops with Swift's message where the value is nil.
    private static func forceUnwrapReader(_ range: SourceRange) -> MemberGetter {
        { value, _ in
            if case .none = value { throw Diagnostic.error(RuntimeMessages.forceUnwrapNil("key path"), at: range) }
            return value
        }
    }

    /// A writer for a property that resolves on the value it meets: a stored or settable
    /// property of a script type, a field of an object, a settable property of the surface.
    func dynamicSetter(_ name: String, range: SourceRange) -> MemberSetter {
        let members = memberTable, surface = self.surface
        return { receiver, newValue, context in
            switch receiver {
            case .record(let record, _):
                if let setter = members.setter(.record(record.type), name, range: range) {
                    try setter(&receiver, newValue, context)
                    return
                }
            case .object(let object):
                if let index = object.type.fieldIndex[name] {
                    try object.set(index, coerce(newValue, to: object.type.fieldTypes[index]), in: context)
                    return
                }
            case .tuple(var tuple):
                if let index = tuple.index(of: name) {
                    tuple.elements[index] = newValue
                    receiver = .tuple(tuple)
                    return
                }
            default:
                break
            }
            if let typeName = receiver.surfaceTypeName,
               case .accessor(_, let setter)? = surface.members(of: typeName, named: name).first(where: { !$0.signature.isCallable })?.body {
                try setter(&receiver, newValue)
                return
            }
            throw RuntimeFailure("cannot assign to '\(name)' of a value of type '\(receiver.typeName)'")
        }
    }

    /// The type of `name` on a value of `type`, when it can be told now; nil when the type
    /// has no such member. Unknown for types whose members are only known at run time.
    func memberType(of type: StaticType, _ name: String) -> StaticType? {
        switch type.unwrapped {
        case .unknown, .generic:
            return .unknown
        case .tuple(let elements):
            if let position = Int(name) { return position < elements.count ? elements[position].type : nil }
            return elements.first { $0.label == name }?.type
        case .record(let ref):
            let nominal = ref.type
            if name == "rawValue", let raw = nominal.rawType { return raw }
            if let keyMember = CodingKeyValues.synthesizedType(of: nominal, name) { return keyMember }
            var owner: StructType? = nominal
            while let current = owner {
                if let index = current.fieldIndex[name] { return current.fieldTypes[index] }
                if let computed = current.computed[name] { return computed.returnType }
                if current.nativeComputed[name] != nil { return .unknown }
                owner = current.superclass
            }
            // What the extensions of its protocols add (a class's or an enum's, as a struct's).
            if let computed = inherited?.computed(of: nominal, name) { return computed.returnType }
            if nominal.isBuiltin || nominal.kind == .protocolType { return surfaceMemberType(type, name) ?? (nominal.isBuiltin ? nil : .unknown) }
            return surfaceMembersTypeName(of: type) == nil ? nil : surfaceMemberType(type, name)
        default:
            return surfaceMemberType(type, name)
        }
    }

    /// The type of a property the surface declares for this type; nil when it declares none by that name.
    private func surfaceMemberType(_ type: StaticType, _ name: String) -> StaticType? {
        guard let typeName = surfaceMembersTypeName(of: type) else { return .unknown }
        guard let entry = surface.members(of: typeName, named: name).first(where: { !$0.signature.isCallable }) else {
            return surface.members(of: typeName, named: name).isEmpty ? nil : .unknown
        }
        return surfaceType(entry.signature.type, selfType: type)
    }

    /// The names a value of this type answers to, for "did you mean".
    func memberNames(of type: StaticType) -> [String] {
        var names = [String]()
        if let nominal = type.unwrapped.nominal { names += nominal.memberNames }
        if let typeName = surfaceMembersTypeName(of: type) { names += surface.memberNames(of: typeName) }
        if case .tuple(let elements) = type.unwrapped { names += elements.compactMap(\.label) }
        return names
    }
}
