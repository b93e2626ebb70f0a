/// The `CodingKeys` enum Swift synthesises for a `Codable` struct or class that declares
/// none: a case for each stored property it codes, named as the property, conforming to
/// `CodingKey`. Made only for a type whose own `init(from:)` or `encode(to:)` may name it
/// (`try decoder.container(keyedBy: CodingKeys.self)`); the synthesised conformance codes
/// the same keys without it (`CodableTypes.codingKeys(of:)`).
enum SynthesizedCodingKeys {
    static func add(for types: [StructType], to declarations: ProgramDeclarations) {
        for type in types where type.kind == .structure || type.kind == .classType {
            let name = type.name + ".CodingKeys"
            guard declarations.types[name] == nil, type.decodingInitializer != nil || type.encodingMethod != nil,
                  !Set(type.allConformances).isDisjoint(with: ["Codable", "Decodable", "Encodable"]) else { continue }
            let keys = StructType(name: name)
            keys.kind = .enumeration
            keys.outer = type
            keys.conformances = ["CodingKey"]
            for field in CodableTypes(declared: [:], context: nil).codingKeys(of: type).compactMap({ $0 }) {
                keys.caseIndex[field] = keys.cases.count
                keys.cases.append(EnumCaseInfo(name: field))
            }
            declarations.types[name] = keys
        }
    }
}
