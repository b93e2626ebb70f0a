import Foundation
import ScrollworkCore

/// What providers write into: types and entries, each declaration parsed as it is added.
///
/// A declaration that does not parse is kept out of the surface and listed in `problems`,
/// which a test requires to be empty, so a typo in a provider never reaches a user.
struct SurfaceBuilder {
    private(set) var entries: [SurfaceEntry] = []
    private(set) var types: [SurfaceType] = []
    private(set) var problems: [String] = []
    /// `typealias CGFloat = Double`: names that mean another type.
    private(set) var aliases: [String: String] = [:]
    /// The provider registering now, recorded on each entry.
    var provider = ""

    /// Declares a type and, in `members`, its initialisers, properties, methods and cases.
    mutating func type(_ name: String, _ kind: SurfaceType.Kind = .struct, conformsTo conformances: [String] = [],
                       doc: String, members: (inout SurfaceTypeBuilder) -> Void = { _ in }) {
        types.append(SurfaceType(name: name, kind: kind, conformances: conformances, doc: doc))
        addMembers(to: name, members)
    }

    /// A style protocol's built-in styles (`.bordered` is `BorderedButtonStyle()`): each a type
    /// conforming to `style`, its static member and `init()` both standing for the style's name.
    mutating func builtinStyles(_ styles: [(String, String, String)], conformingTo style: String) {
        for (name, type, doc) in styles {
            self.type(type, conformsTo: [style], doc: doc) { t in
                t.constant("static var \(name): \(type) { get }", role: .layout, doc: doc, .symbol(name))
                t.initializer("init()", role: .layout, doc: doc) { _ in .symbol(name) }
            }
        }
    }

    /// SwiftUI views scrollwork knows but does not simulate: a located warning where used,
    /// and the view is left out.
    mutating func unsupportedViews(_ names: [String], doc: String) {
        for name in names {
            types.append(SurfaceType(name: name, kind: .struct, conformances: ["View"], doc: doc, isSupported: false))
        }
    }

    /// A name that means another type, as `typealias` declares (`CGFloat` is `Double` here).
    mutating func alias(_ name: String, for type: String) {
        aliases[name] = type
    }

    /// Adds members to a type declared elsewhere, as a Swift extension does.
    mutating func extend(_ name: String, members: (inout SurfaceTypeBuilder) -> Void) {
        addMembers(to: name, members)
    }

    /// Lends this builder to a type's builder and takes it back. Emptied meanwhile, so the
    /// type's builder holds the only reference to the entries: otherwise its first append
    /// copied every entry so far, once per type (a quarter of building the standard surface).
    private mutating func addMembers(to type: String, _ members: (inout SurfaceTypeBuilder) -> Void) {
        var builder = SurfaceTypeBuilder(type: type, surface: self)
        self = SurfaceBuilder()
        members(&builder)
        self = builder.surface
    }

    /// A free function: `func min<T: Comparable>(_ x: T, _ y: T) -> T`; `numeric` is the same on
    /// plain Doubles, used where every argument is always a number.
    mutating func function(_ declaration: String, role: SurfaceRole = .value, doc: String, numeric: SurfaceNumeric? = nil,
                           _ body: @escaping (SurfaceArguments) throws -> Value) {
        add(.global, declaration, role: role, doc: doc, body: .function(body))
        if let numeric, let last = entries.indices.last, entries[last].declaration == declaration { entries[last].numeric = numeric }
    }

    /// A free function the compiler compiles itself.
    mutating func special(_ declaration: String, role: SurfaceRole = .value, doc: String, _ form: SurfaceSpecialForm) {
        add(.global, declaration, role: role, doc: doc, body: .special(form))
    }

    /// A global value: `let UIScreen…`.
    mutating func value(_ declaration: String, doc: String, _ value: Value) {
        add(.global, declaration, role: .value, doc: doc, body: .constant(value))
    }

    mutating func add(_ owner: SurfaceOwner, _ declaration: String, role: SurfaceRole, doc: String, body: SurfaceBody) {
        do {
            let signature = try SurfaceSignatureParser.parse(declaration)
            add(owner, name: Self.name(of: declaration), declaration: declaration, signature: signature, role: role,
                doc: doc, body: body)
        } catch {
            problems.append("\(provider): '\(declaration)' \(error)")
        }
    }

    mutating func add(_ owner: SurfaceOwner, name: String, declaration: String, signature: SurfaceSignature,
                      role: SurfaceRole, doc: String, body: SurfaceBody) {
        entries.append(SurfaceEntry(owner: owner, name: name, declaration: declaration, signature: signature, role: role,
                                    doc: doc, body: body, provider: provider))
    }

    /// Gives the entry just added a caveat, said where it is used.
    mutating func setCaveat(_ caveat: String, ofLast declaration: String) {
        guard let last = entries.indices.last, entries[last].declaration == declaration else { return }
        entries[last].caveat = caveat
    }

    /// Marks parameters of the entry just added as needing numbers.
    mutating func setNumberParameters(_ indices: [Int], ofLast declaration: String) {
        guard !indices.isEmpty, let last = entries.indices.last, entries[last].declaration == declaration else { return }
        entries[last].numberParameters = indices
    }

    /// The declared name: the word after `func`, `var`, `let` or `case`, or `init`.
    /// Read as bytes (every separator and keyword is ASCII): read as characters, it was a fifth
    /// of building the standard surface.
    static func name(of declaration: String) -> String {
        let words = declaration.utf8.split(whereSeparator: { nameSeparators.contains($0) })
        if let keyword = words.firstIndex(where: { word in nameKeywords.contains { word.elementsEqual($0.utf8) } }),
           keyword + 1 < words.count {
            return String(Substring(words[keyword + 1])).filter { $0 != "`" }
        }
        return "init"
    }

    private static let nameSeparators = Set(" (<:{".utf8)
    private static let nameKeywords = ["func", "var", "let", "case"]
}

/// Members of one type, written inside `SurfaceBuilder.type`.
struct SurfaceTypeBuilder {
    let type: String
    var surface: SurfaceBuilder

    mutating func initializer(_ declaration: String, role: SurfaceRole = .value, doc: String, numberParameters: [Int] = [],
                              caveat: String? = nil, _ body: @escaping (SurfaceArguments) throws -> Value) {
        surface.add(.type(type), declaration, role: role, doc: doc, body: .function(body))
        surface.setNumberParameters(numberParameters, ofLast: declaration)
        if let caveat { surface.setCaveat(caveat, ofLast: declaration) }
    }

    /// A read-only property.
    mutating func property(_ declaration: String, role: SurfaceRole = .value, doc: String, caveat: String? = nil,
                           _ get: @escaping (Value) throws -> Value) {
        surface.add(.instance(type), declaration, role: role, doc: doc, body: .getter(get))
        if let caveat { surface.setCaveat(caveat, ofLast: declaration) }
    }

    /// A read-only property whose value is the running scene's, read with the reader's context;
    /// a caveat is said, as a located warning, where it is read.
    mutating func sceneProperty(_ declaration: String, role: SurfaceRole = .value, doc: String, caveat: String? = nil,
                                _ get: @escaping (Value, ScriptContext?) throws -> Value) {
        surface.add(.instance(type), declaration, role: role, doc: doc, body: .sceneGetter(get))
        if let caveat { surface.setCaveat(caveat, ofLast: declaration) }
    }

    /// A property declared `{ get set }`.
    mutating func property(_ declaration: String, role: SurfaceRole = .value, doc: String, get: @escaping (Value) throws -> Value,
                           set: @escaping (inout Value, Value) throws -> Void) {
        surface.add(.instance(type), declaration, role: role, doc: doc, body: .accessor(get: get, set: set))
    }

    /// An instance method; a caveat is said, as a located warning, where it is called.
    mutating func method(_ declaration: String, role: SurfaceRole = .value, doc: String, caveat: String? = nil,
                         _ body: @escaping (Value, SurfaceArguments) throws -> Value) {
        surface.add(.instance(type), declaration, role: role, doc: doc, body: .method(body))
        if let caveat { surface.setCaveat(caveat, ofLast: declaration) }
    }

    mutating func mutating(_ declaration: String, doc: String, _ body: @escaping (inout Value, SurfaceArguments) throws -> Value) {
        surface.add(.instance(type), declaration, role: .value, doc: doc, body: .mutating(body))
    }

    /// A method that consumes and changes its receiver: a view modifier, a visual effect.
    mutating func transform(_ declaration: String, role: SurfaceRole, doc: String,
                            _ body: @escaping (inout Value, SurfaceArguments) throws -> Void) {
        surface.add(.instance(type), declaration, role: role, doc: doc, body: .transform(body))
    }

    /// A visual effect, on views and on a transition's content alike.
    mutating func effect(_ declaration: String, doc: String, _ effect: SurfaceEffect) {
        surface.add(.instance(type), declaration, role: .effect, doc: doc, body: .effect(effect))
    }

    /// A static stored value: `static let zero: CGRect`, `static var red: Color { get }`.
    mutating func constant(_ declaration: String, role: SurfaceRole = .value, doc: String, caveat: String? = nil, _ value: Value) {
        surface.add(.type(type), declaration, role: role, doc: doc, body: .constant(value))
        if let caveat { surface.setCaveat(caveat, ofLast: declaration) }
    }

    /// A static property computed when it is read: `static var now: Date { get }`.
    mutating func staticProperty(_ declaration: String, role: SurfaceRole = .value, doc: String,
                                 _ get: @escaping () throws -> Value) {
        surface.add(.type(type), declaration, role: role, doc: doc, body: .getter { _ in try get() })
    }

    /// A static property whose value is the running scene's (`Date.now`).
    mutating func sceneStaticProperty(_ declaration: String, role: SurfaceRole = .value, doc: String,
                                      _ get: @escaping (ScriptContext?) throws -> Value) {
        surface.add(.type(type), declaration, role: role, doc: doc, body: .sceneGetter { _, context in try get(context) })
    }

    mutating func staticFunction(_ declaration: String, role: SurfaceRole = .value, doc: String, caveat: String? = nil,
                                 _ body: @escaping (SurfaceArguments) throws -> Value) {
        surface.add(.type(type), declaration, role: role, doc: doc, body: .function(body))
        if let caveat { surface.setCaveat(caveat, ofLast: declaration) }
    }

    /// Enum cases without payloads; their value is the case name (`.top`, `.idle`). Cases of
    /// a type that only changes how things are drawn (`Font.Design`) are `.visual`.
    mutating func cases(_ names: [String], role: SurfaceRole = .value, doc: String) {
        for name in names { enumCase(name, role: role, doc: doc, .symbol(name)) }
    }

    /// `static var allCases` of a framework type conforming to `CaseIterable`: its cases in
    /// the order the framework declares them.
    mutating func allCases(_ names: [String], doc: String) {
        staticProperty("static var allCases: [\(type)] { get }", doc: doc) { .array(names.map { .symbol($0) }) }
    }

    /// One enum case with the value that stands for it at run time.
    mutating func enumCase(_ name: String, role: SurfaceRole = .value, doc: String, _ value: Value) {
        surface.add(.type(type), name: name, declaration: "case \(name)", signature: .enumCase, role: role,
                    doc: doc, body: .constant(value))
    }

    /// Modifiers or members that are purely visual in SwiftUI: accepted, no layout effect.
    mutating func visual(_ declarations: [String], doc: String) {
        for declaration in declarations {
            surface.add(.instance(type), declaration, role: .visual, doc: doc, body: .passThrough)
        }
    }

    /// SwiftUI members scrollwork knows but does not simulate: a located warning where used.
    /// With a caveat, the warning says what is not simulated instead (`sheet`: it is never presented).
    mutating func unsupported(_ declarations: [String], doc: String, caveat: String? = nil) {
        for declaration in declarations {
            surface.add(.instance(type), declaration, role: .unsupported, doc: doc, body: .passThrough)
            if let caveat { surface.setCaveat(caveat, ofLast: declaration) }
        }
    }
}
