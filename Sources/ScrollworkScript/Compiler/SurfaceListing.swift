/// What the standard surface declares, one name a line, for `scrollwork surface` (and the
/// project's census script, which counts how many of the uses real apps make it accepts):
///
///     modifier  padding  simulated
///     modifier  mask     drawn-only
///     modifier  toolbar  not-simulated
///     type      Color    surface
///     type      State    compiler
///     type      App      compiler   (previews and app windows: see PreviewProviders)
///     member    leading  surface
///
/// A modifier is a method of `View` or of a type that is one (`Shape.fill`, `Text.bold`); its
/// kind is the most its overloads do: simulated if any changes what the model observes,
/// drawn only if all are drawn only, not simulated if every overload warns. SwiftData's
/// `.modelContainer`/`.modelContext`, which the compiler handles, are simulated.
public enum SurfaceListing {
    public static func lines() -> [String] {
        let surface = Surface.standard
        var modifiers: [String: String] = [:], members = Set<String>(), types = Set<String>(surface.typeNames)
        for entry in surface.allEntries {
            switch entry.owner {
            case .instance(let owner) where surface.lineage(of: owner).contains("View") && entry.signature.kind == .function:
                modifiers[entry.name] = strongest(modifiers[entry.name], kind(of: entry.role))
            case .type where entry.name != "init":
                members.insert(entry.name)
            default:
                break
            }
        }
        for name in ModelModifiers.names { modifiers[name] = "simulated" }
        types.formUnion(surface.aliasNames)
        let compiled = Set(SignatureResolver.standardProtocols).union(SignatureResolver.compiledAttributes).union(BuiltinTypes.scalarTypes.keys)
            .union(PreviewProviders.handledTypes).union(TypeLookup.standardTypes.keys).union(TypeLookup.genericStandardTypes).union(BodyChecker.standardEnumNames)
            .subtracting(types)
        return modifiers.keys.sorted().map { "modifier\t\($0)\t\(modifiers[$0] ?? "")" }
            + types.sorted().map { "type\t\($0)\tsurface" }
            + compiled.sorted().map { "type\t\($0)\tcompiler" }
            + members.sorted().map { "member\t\($0)\tsurface" }
    }

    private static let order = ["not-simulated", "drawn-only", "simulated"]

    private static func kind(of role: SurfaceRole) -> String {
        switch role {
        case .unsupported: return "not-simulated"
        case .visual: return "drawn-only"
        default: return "simulated"
        }
    }

    private static func strongest(_ a: String?, _ b: String) -> String {
        guard let a else { return b }
        return (order.firstIndex(of: a) ?? 0) >= (order.firstIndex(of: b) ?? 0) ? a : b
    }
}
