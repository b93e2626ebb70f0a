import ScrollworkCore

/// The API a script can reach without declaring it, built once from providers, one per
/// framework, and looked up by owner and name.
///
/// A REPL session adds its own names on top (`SessionSurface`), leaving the standard surface as it is.
final class Surface {
    private(set) var entries: [SurfaceEntry] = []
    private var byName: [Key: [Int]] = [:]
    /// Entries by name alone, whatever their owner: a call on a value whose type is known only
    /// at run time looks its name up here once per call site, not through every entry.
    private var byBareName: [String: [Int]] = [:]
    /// Entry names by owner, each once, in registration order: asked for by every "did you
    /// mean", so kept rather than gathered from the entries each time.
    private var namesByOwner: [SurfaceOwner: [String]] = [:]
    /// Types declared by the providers: their kind, what they conform to and their cases.
    private(set) var types: [String: SurfaceType] = [:]
    /// `CGFloat` → `Double`: names that mean another type.
    private var aliases: [String: String] = [:]
    /// Declarations that did not parse; a test requires there are none.
    private(set) var problems: [String] = []
    private let base: Surface?

    private struct Key: Hashable {
        let owner: SurfaceOwner
        let name: String
    }

    init(base: Surface? = nil, register: (inout SurfaceBuilder) -> Void) {
        self.base = base
        var builder = SurfaceBuilder()
        register(&builder)
        problems = builder.problems
        aliases = builder.aliases
        for type in builder.types { types[type.name] = type }
        for entry in builder.entries { add(entry.resolvingClosureParameters(in: self)) }
    }

    convenience init(providers: [any SurfaceProvider.Type], base: Surface? = nil) {
        self.init(base: base) { builder in
            for provider in providers {
                // `String(describing:)` would print the same name after asking the runtime
                // whether each provider type conforms to three protocols: a seventh of the build.
                builder.provider = _typeName(provider, qualified: false)
                provider.register(in: &builder)
            }
        }
    }

    /// The standard library, Foundation, CoreGraphics, SwiftUI and UIKit names scripts use.
    static let standard = Surface(providers: SurfaceProviders.standard)

    /// Whether any type, modifier or function of the surface has a member called `name`.
    func hasEntry(named name: String) -> Bool {
        byBareName[name] != nil || base?.hasEntry(named: name) == true
    }

    private func add(_ entry: SurfaceEntry) {
        let key = Key(owner: entry.owner, name: entry.name)
        if byName[key] == nil { namesByOwner[entry.owner, default: []].append(entry.name) }
        byName[key, default: []].append(entries.count)
        byBareName[entry.name, default: []].append(entries.count)
        entries.append(entry)
    }

    /// Every entry of this surface and the ones below it, in registration order.
    var allEntries: [SurfaceEntry] { (base?.allEntries ?? []) + entries }

    /// Every entry named `name`, whatever its owner, those of the surfaces below first.
    func entries(named name: String) -> [SurfaceEntry] {
        (base?.entries(named: name) ?? []) + (byBareName[name]?.map { entries[$0] } ?? [])
    }

    /// The type a name means: itself, or what an alias names.
    func canonical(_ name: String) -> String { aliases[name] ?? base?.canonical(name) ?? name }

    /// The overloads registered for a name, the session's before the standard ones.
    func overloads(_ givenOwner: SurfaceOwner, _ name: String) -> [SurfaceEntry] {
        let owner: SurfaceOwner
        switch givenOwner {
        case .global: owner = .global
        case .type(let type): owner = .type(canonical(type))
        case .instance(let type): owner = .instance(canonical(type))
        }
        let own = byName[Key(owner: owner, name: name)]?.map { entries[$0] } ?? []
        return own + (base?.overloads(givenOwner, name) ?? [])
    }

    /// The members a value of `type` answers to: its own, then those of the protocols it
    /// conforms to (`Text` has `View`'s modifiers), nearest first.
    func members(of type: String, named name: String) -> [SurfaceEntry] {
        lineage(of: type).flatMap { overloads(.instance($0), name) }
    }

    /// `type` and every protocol it conforms to, directly or through another, in order.
    func lineage(of type: String) -> [String] {
        var result = [canonical(type)], index = 0
        while index < result.count {
            for parent in self.type(named: result[index])?.conformances ?? [] where !result.contains(parent) {
                result.append(parent)
            }
            index += 1
        }
        return result
    }

    /// The cases of an enum, in the order the framework declares them (a `Comparable` one's order).
    func caseNames(of type: String) -> [String] {
        names(of: .type(canonical(type))).filter { name in
            overloads(.type(canonical(type)), name).contains { $0.signature.kind == .enumCase }
        }
    }

    /// The types a bare name read where its type was not known may be of: those with a case
    /// or a static constant of that name (`.leftToRight` a `LayoutDirection`, `.background` a
    /// `ShapeStyle`).
    func ownersOfSymbol(_ name: String) -> [String] {
        entries(named: name).compactMap { entry -> String? in
            guard case .type(let owner) = entry.owner else { return nil }
            switch entry.body {
            case .constant(.symbol(name)): return owner
            default: return entry.signature.kind == .enumCase ? owner : nil
            }
        }
    }

    /// What `.name` can mean where a value of `type` is expected: the type's static members
    /// and cases; for a protocol, also those of the protocols it refines (`.rect` where an
    /// `InsettableShape` is expected is `Shape`'s) and of the types conforming to it, as SwiftUI's
    /// `extension ShapeStyle where Self == Color { static var red: Color }` make them reachable.
    func statics(of type: String, named name: String) -> [SurfaceEntry] {
        let own = overloads(.type(type), name)
        guard own.isEmpty else { return own }
        guard self.type(named: type)?.kind == .protocol else {
            // `let style: FloatingPointFormatStyle<Double>.Currency = .currency(code: "USD")`:
            // Swift finds a static member of a protocol extension constrained to `Self == T`
            // from T; here such a member is declared on a type T conforms to, making a T.
            return lineage(of: type).dropFirst().flatMap { overloads(.type($0), name) }
                .filter { $0.signature.type?.dottedName.map(canonical) == canonical(type) }
        }
        let refined = lineage(of: type).dropFirst().flatMap { overloads(.type($0), name) }
        if !refined.isEmpty { return refined }
        return allTypes.filter { $0.name != type && lineage(of: $0.name).contains(type) }
            .flatMap { overloads(.type($0.name), name) }
    }

    private var allTypes: [SurfaceType] { (base?.allTypes ?? []) + types.keys.sorted().compactMap { types[$0] } }

    func type(named name: String) -> SurfaceType? {
        let name = canonical(name)
        return types[name] ?? base?.type(named: name)
    }

    /// The names reachable from an owner, for "did you mean", completion and `help`.
    func names(of owner: SurfaceOwner) -> [String] {
        let own = namesByOwner[owner] ?? []
        guard let below = base?.names(of: owner), !below.isEmpty else { return own }
        let known = Set(below)
        return below + own.filter { !known.contains($0) }
    }

    /// The static member and case names of a type (for a protocol, of its conforming types too).
    func staticNames(of type: String) -> [String] {
        var names = names(of: .type(type))
        if self.type(named: type)?.kind == .protocol {
            for conforming in allTypes where conforming.name != type && lineage(of: conforming.name).contains(type) {
                names += self.names(of: .type(conforming.name))
            }
        }
        return names
    }

    /// The member names a value of `type` answers to.
    func memberNames(of type: String) -> [String] {
        lineage(of: type).flatMap { names(of: .instance($0)) }
    }

    /// Names that mean another type (`CGFloat`, `LocalizedStringKey`).
    var aliasNames: [String] { Array(aliases.keys) + (base?.aliasNames ?? []) }

    /// Every type name, for "cannot find type" hints.
    var typeNames: [String] { Array(types.keys).filter { !Self.neverSuggested.contains($0) } + (base?.typeNames ?? []) }

    /// `State`, which apps write as `@State` and seldom as a value: a name near it (`Store`) is
    /// an app's type of a file not loaded far more often than a slip, so it is never the hint.
    private static let neverSuggested: Set<String> = ["State"]
}

/// A type the surface declares: how scripts may use it, beyond its members.
struct SurfaceType {
    enum Kind: String { case `struct`, `enum`, `class`, `protocol`, optionSet }
    let name: String
    let kind: Kind
    /// The protocols whose members its values have, in the order they are searched.
    let conformances: [String]
    let doc: String
    /// False for SwiftUI types scrollwork knows but does not simulate: using one is a located
    /// warning and the view is left out.
    var isSupported = true
}

/// A framework's contribution to the surface.
protocol SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder)
}
