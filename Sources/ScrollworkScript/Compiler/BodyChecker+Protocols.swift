import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// The script protocols a type conforms to, with the ones they inherit, nearest first.
    func scriptProtocols(of type: StructType) -> [StructType] {
        var result = [StructType](), queue = type.allConformances.compactMap { types[$0] }.filter { $0.kind == .protocolType }
        while let next = queue.first {
            queue.removeFirst()
            guard !result.contains(where: { $0 === next }) else { continue }
            result.append(next)
            queue += next.conformances.compactMap { types[$0] }.filter { $0.kind == .protocolType }
        }
        return result
    }

    /// A protocol's requirements with those of the protocols it refines (`protocol Store:
    /// Repository` has `Repository`'s `load()` too), as a value of it has them all.
    func requirements(of proto: StructType) -> [ProtocolRequirement] {
        proto.requirements + scriptProtocols(of: proto).flatMap(\.requirements)
    }

    /// Every type has what the protocols it names require, as swiftc checks: the script's own
    /// protocols (a protocol extension's member counts), and the SwiftUI ones whose members
    /// scrollwork calls (`View.body`, `ViewModifier.body(content:)`, `PreferenceKey`).
    func checkProtocolConformances(_ declared: [StructType]) {
        for type in declared.sorted(by: { $0.name < $1.name }) where type.kind != .protocolType {
            let range = type.range ?? SourceRange(file: 0, at: 0)
            for proto in scriptProtocols(of: type) {
                for requirement in proto.requirements where !satisfies(type, requirement, protocols: scriptProtocols(of: type)) {
                    error("type '\(type.name)' does not conform to protocol '\(proto.name)'", at: range,
                          hint: "protocol requires '\(requirement.description)'")
                    break
                }
            }
            checkSwiftUIConformances(type, range: range)
        }
    }

    private func satisfies(_ type: StructType, _ requirement: ProtocolRequirement, protocols: [StructType]) -> Bool {
        // A subclass inherits what its superclasses declare (`class var title` of a superclass).
        var owners = [type] + protocols
        var superclass = type.superclass
        while let inherited = superclass {
            owners.append(inherited)
            superclass = inherited.superclass
        }
        switch requirement.kind {
        case .method:
            return owners.contains { owner in
                (owner.methods(named: requirement.name) ?? []).contains { $0.labels == requirement.labels }
            }
        case .staticMethod:
            return owners.contains { ($0.staticFunctions[requirement.name] ?? []).contains { $0.labels == requirement.labels } }
        case .property:
            if type.kind == .enumeration, requirement.name == "rawValue", type.rawType != nil { return true }
            return owners.contains { owner in
                owner.fieldIndex[requirement.name] != nil || owner.computedProperty(named: requirement.name) != nil
            }
        case .staticProperty:
            return owners.contains { $0.staticSlots[requirement.name] != nil || $0.staticComputed[requirement.name] != nil }
                || (type.kind == .enumeration && type.caseIndex[requirement.name] != nil)
        case .initializer:
            if type.initializers.contains(where: { $0.labels == requirement.labels }) { return true }
            // The memberwise initialiser of a struct counts when its labels are the required ones.
            return type.kind == .structure && !type.bodyDeclaresInitializer
                && requirement.labels == type.fieldNames.indices.filter { type.fieldDefaults[$0] == nil }.map { type.fieldNames[$0] }
        }
    }

    private func checkSwiftUIConformances(_ type: StructType, range: SourceRange) {
        func missing(_ proto: String, _ member: String) {
            error("type '\(type.name)' does not conform to protocol '\(proto)'", at: range, hint: "add '\(member)'")
        }
        if type.conforms(to: "View"), type.computedProperty(named: "body") == nil, type.methods(named: "body") == nil {
            missing("View", "var body: some View")
        }
        if type.conforms(to: "EnvironmentalModifier") {
            if !(type.methods(named: "resolve") ?? []).contains(where: { $0.labels == ["in"] }) {
                missing("EnvironmentalModifier", "func resolve(in environment: EnvironmentValues) -> some ViewModifier")
            }
        } else if type.conforms(to: "GeometryEffect") {
            if !(type.methods(named: "effectValue") ?? []).contains(where: { $0.labels == ["size"] }) {
                missing("GeometryEffect", "func effectValue(size: CGSize) -> ProjectionTransform")
            }
        } else if type.conforms(to: "ViewModifier"),
           !(type.methods(named: "body") ?? []).contains(where: { $0.labels == ["content"] }) {
            missing("ViewModifier", "func body(content: Content) -> some View")
        }
        if type.conforms(to: "PreferenceKey") {
            if type.staticSlots["defaultValue"] == nil, type.staticComputed["defaultValue"] == nil {
                missing("PreferenceKey", "static var defaultValue: Value")
            } else if !(type.staticFunctions["reduce"] ?? []).contains(where: { $0.labels == ["value", "nextValue"] }) {
                missing("PreferenceKey", "static func reduce(value: inout Value, nextValue: () -> Value)")
            }
        }
        // An `id` may come from an extension of a protocol of the app's that refines Identifiable.
        if type.conforms(to: "Identifiable"), type.kind != .classType, type.fieldIndex["id"] == nil,
           type.computedProperty(named: "id") == nil, inherited?.computed(of: type, "id") == nil {
            missing("Identifiable", "var id")
        }
        if type.conforms(to: "Layout"), let alignment = type.methods(named: "explicitAlignment")?.first {
            // SwiftUI asks it when a parent aligns by a guide; our stacks align by their edges only.
            warning("'explicitAlignment' of a custom Layout is not simulated: a parent stack aligns it by its frame",
                    at: alignment.range)
        }
        if type.conforms(to: "Comparable"), type.kind != .enumeration, (type.staticFunctions["<"] ?? []).isEmpty {
            // Swift synthesises `<` only for enums.
            missing("Comparable", "static func < (lhs: \(type.name), rhs: \(type.name)) -> Bool")
        }
    }
}
