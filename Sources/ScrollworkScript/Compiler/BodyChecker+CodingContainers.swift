/// A keyed coding container's static type carries its key type, as Swift's
/// `KeyedDecodingContainer<CodingKeys>` does, so `forKey: .name` finds the case among that
/// enum's and `allKeys` is an array of its values. It is spelled as the surface type with the
/// key's name (`KeyedDecodingContainer<Person.CodingKeys>`); members resolve through the surface type.
enum KeyedContainerTypes {
    static let names: Set<String> = ["KeyedDecodingContainer", "KeyedEncodingContainer"]

    /// The surface type whose members a container of this spelling has.
    static func surfaceName(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<"), names.contains(String(name[..<open])) else { return name }
        return String(name[..<open])
    }

    /// The key type's name in a container's spelling.
    static func keyName(_ name: String) -> String? {
        guard let open = name.firstIndex(of: "<"), name.hasSuffix(">"), names.contains(String(name[..<open])) else { return nil }
        return String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    }
}

extension BodyChecker {
    /// `decoder.container(keyedBy: CodingKeys.self)`: the container typed with the key type
    /// the call names; nil for any other call.
    func keyedContainerResult(_ signature: SurfaceSignature, _ compiled: [Typed]) -> StaticType? {
        guard case .named(let base, let arguments)? = signature.type?.kind, KeyedContainerTypes.names.contains(base),
              arguments.count == 1 else { return nil }
        for argument in compiled {
            if case .type(.user(let key))? = argument.constant { return .named("\(base)<\(key.name)>") }
        }
        return nil
    }

    /// `Key` in a keyed container's members: the key type its static type carries.
    func containerKeyType(_ name: String, selfType: StaticType) -> StaticType? {
        guard name == "Key", case .named(let spelled) = selfType.unwrapped, let key = KeyedContainerTypes.keyName(spelled),
              let type = declarations.types[key] else { return nil }
        return .of(type)
    }

    /// `dataCorruptedError(forKey: .kind, in: container)`: a parameter `KeyedDecodingContainer<C>`
    /// given a container fixes `C` as its key type, so `.kind` is a case of that enum.
    func containerKeyBinding(_ parameter: SurfaceParameter, _ type: StaticType?, generics: [String: String?]) -> (String, StaticType)? {
        guard case .named(let base, let arguments) = parameter.type.kind, KeyedContainerTypes.names.contains(base),
              arguments.count == 1, let name = arguments[0].dottedName, generics[name] != nil,
              let type, let key = containerKeyType("Key", selfType: type) else { return nil }
        return (name, key)
    }

    /// Whether a parameter's type is a generic `C: CodingKey`, which a key type found elsewhere fixes.
    func isCodingKeyParameter(_ parameter: SurfaceParameter, _ generics: [String: String?]) -> Bool {
        guard case .named(let name, let arguments) = parameter.type.kind, arguments.isEmpty else { return false }
        return generics[name] == "CodingKey"
    }

    /// `container.decodeMs(forKey: .date)` of an app's `extension KeyedDecodingContainer`: its
    /// key parameter takes the receiver's key type.
    func containerKeyArgument(_ parameter: StaticType, receiverType: StaticType) -> StaticType? {
        guard parameter == .named("CodingKey") else { return nil }
        return containerKeyType("Key", selfType: receiverType)
    }
}
