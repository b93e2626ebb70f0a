import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension Compiler {
    /// `\.id`, `\Item.name`, `\CGRect.height`, `\.self`: a key path value whose steps read
    /// (and, where they are stored or settable, write) any type's properties. Where the root
    /// is known (written, or the type the context expects), each step is checked now.
    func keyPath(root: TypeSyntax?, _ components: [String], range: SourceRange, expected: StaticType) -> Typed {
        var rootType = root.map(staticType) ?? .unknown
        if rootType == .unknown, case .keyPath(let expectedRoot, _) = expected.unwrapped { rootType = expectedRoot }
        let names = components.filter { $0 != "self" }
        var current = rootType
        for name in names where current != .unknown {
            guard let next = memberType(of: current, name) else {
                return failed("value of type '\(current.name)' has no member '\(name)'", at: range,
                              hint: NameSuggestions.hint(for: name, in: memberNames(of: current)))
            }
            current = next
        }
        let readers = names.map { dynamicGetter($0, range: range) }
        let writers: [MemberSetter?] = names.map { dynamicSetter($0, range: range) }
        let path = KeyPathValue(names, rootName: root?.dottedName, readers: readers, writers: writers)
        return .constant(.keyPath(path), .keyPath(rootType, names.isEmpty ? rootType : current))
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
                    object.set(index, coerce(newValue, to: object.type.fieldTypes[index]))
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
            var owner: StructType? = nominal
            while let current = owner {
                if let index = current.fieldIndex[name] { return current.fieldTypes[index] }
                if let computed = current.computed[name] { return computed.returnType }
                if current.nativeComputed[name] != nil { return .unknown }
                owner = current.superclass
            }
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
