import ScrollworkFrontEnd

extension SignatureResolver {
    /// The keys whose value on an iPhone (`SceneEnvironment.keys`) is also the default value
    /// of `EnvironmentValues()`, which is what a wrapper installed in no view reads.
    static let defaultEnvironmentKeys: Set<String> = [
        "colorScheme", "colorSchemeContrast", "isEnabled", "layoutDirection", "dynamicTypeSize", "isPresented",
        "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
        "accessibilityInvertColors", "accessibilityVoiceOverEnabled", "accessibilityEnabled", "isSearching",
    ]

    /// `@Environment(\.colorScheme) var colorScheme` in a struct that is not a view (a theme
    /// helper made with `Theme()`): SwiftUI installs the wrapper in no view, so it always reads
    /// the default value, as SwiftUI warns at run time; the memberwise initialiser does not take it.
    func environmentOutsideView(_ variable: VariableDecl, _ member: Declaration, of type: StructType) {
        guard let index = type.fieldIndex[variable.name],
              let attribute = member.attributes.first(where: { $0.name == "Environment" }), attribute.arguments.count == 1,
              case .keyPath(_, let components) = attribute.arguments[0].value.kind, components.count == 1,
              case .property(let name)? = components.first, Self.defaultEnvironmentKeys.contains(name),
              let key = SceneEnvironment.key(named: name) else { return }
        let value = key.value(nil)
        type.fieldDefaults[index] = { _ in value }
        warning("'\(type.name)' is not a view, so '\\.\(name)' is read outside one: SwiftUI gives its default value, \(Value.describe(value))",
                at: attribute.range)
    }
}
