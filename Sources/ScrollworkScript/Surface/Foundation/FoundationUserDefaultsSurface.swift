import ScrollworkCore

/// `UserDefaults`: the scene's own store, empty when it opens as on a fresh install, kept in
/// memory (nothing is written to disk). `@AppStorage("key")` reads and writes its key of the
/// standard store, and its views follow what is set there (`SceneRuntime.defaultsBox`).
enum FoundationUserDefaultsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UserDefaults", .class, doc: "The scene's key-value store, empty when it opens.") { t in
            t.staticProperty("class var standard: UserDefaults { get }", doc: "The app's store.") { .host(UserDefaultsObject(suite: "")) }
            t.initializer("init?(suiteName suitename: String?)", doc: "A store shared by a group of apps: one of the scene's own.") { a in
                if case .none = a[0] { return .host(UserDefaultsObject(suite: "")) }
                return .host(UserDefaultsObject(suite: try ValueReaders.string(a[0], "suiteName")))
            }
            t.method("func set(_ value: Any?, forKey defaultName: String)", doc: "Stores the value (nil removes the key).") { r, a in
                try write(r, a, key: a[1], StateBox.unwrap(a[0]))
            }
            // NSObject's key-value coding, which UserDefaults answers as set(_:forKey:).
            t.method("func setValue(_ value: Any?, forKey key: String)", doc: "Stores the value, as set(_:forKey:) does.") { r, a in
                try write(r, a, key: a[1], StateBox.unwrap(a[0]))
            }
            t.method("func removeObject(forKey defaultName: String)", doc: "Removes the key.") { r, a in
                try write(r, a, key: a[0], .none)
            }
            t.method("func register(defaults registrationDictionary: [String : Any])",
                     doc: "Values the keys read while no store holds one (never saved): the registration domain.") { _, a in
                guard case .dictionary(let registered) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[String : Any]", a[0])) }
                let services = try a.context.requiredServices()
                for (key, value) in registered.pairs { services.registeredDefaults[try ValueReaders.string(key, "defaults")] = StateBox.unwrap(value) }
                return .none
            }
            // Deprecated on iOS, where it does nothing useful: what is set is read back at once.
            t.method("func synchronize() -> Bool", doc: "Nothing to do: the store is always up to date. true.") { _, _ in .bool(true) }
            t.method("func dictionaryRepresentation() -> [String : Any]", doc: "Every key the app has stored, with its value.",
                     caveat: "the system's own defaults that iOS adds (AppleLanguages, AppleLocale …) are not simulated: "
                        + "this holds only the keys the app stored or registered") { r, a in
                let services = try a.context.requiredServices()
                let store = services.registeredDefaults.merging(services.defaults[try suite(r)] ?? [:]) { _, stored in stored }
                // Sorted, so that what iterates it runs in the same order every time.
                return .dictionary(try DictionaryValue(pairs: store.keys.sorted().map { (.string($0), store[$0] ?? .none) }))
            }
            t.method("func object(forKey defaultName: String) -> Any?", doc: "The stored value, or nil.") { r, a in try read(r, a) }
            // NSObject's key-value coding, which UserDefaults answers with the stored value.
            t.method("func value(forKey key: String) -> Any?", doc: "The stored value, or nil (as object(forKey:)).") { r, a in try read(r, a) }
            t.method("func string(forKey defaultName: String) -> String?", doc: "The stored string, or nil.") { r, a in
                if case .string = try read(r, a) { return try read(r, a) }
                return .none
            }
            t.method("func data(forKey defaultName: String) -> Data?", doc: "The stored bytes (set as Data), or nil.") { r, a in
                if case .host(let data as DataValue) = try read(r, a) { return .host(data) }
                return .none
            }
            t.method("func array(forKey defaultName: String) -> [Any]?", doc: "The stored array, or nil.") { r, a in
                if case .array = try read(r, a) { return try read(r, a) }
                return .none
            }
            t.method("func stringArray(forKey defaultName: String) -> [String]?", doc: "The stored array when every element is a string, or nil.") { r, a in
                let stored = try read(r, a)
                guard case .array(let elements) = stored,
                      elements.allSatisfy({ if case .string = $0 { true } else { false } }) else { return .none }
                return stored
            }
            t.method("func dictionary(forKey defaultName: String) -> [String : Any]?", doc: "The stored dictionary, or nil.") { r, a in
                if case .dictionary = try read(r, a) { return try read(r, a) }
                return .none
            }
            t.method("func integer(forKey defaultName: String) -> Int", doc: "The stored number as an Int (a Double truncated, a Bool 0 or 1); 0 when none.") { r, a in
                switch try read(r, a) {
                case .int(let value): return .int(value)
                case .double(let value) where value.isFinite && abs(value) < 9.2e18: return .int(Int(value))
                case .bool(let value): return .int(value ? 1 : 0)
                default: return .int(0)
                }
            }
            t.method("func double(forKey defaultName: String) -> Double", doc: "The stored number as a Double; 0 when none.") { r, a in
                .double(number(try read(r, a)))
            }
            t.method("func float(forKey defaultName: String) -> Float", doc: "The stored number as a Float; 0 when none.") { r, a in
                .double(number(try read(r, a)))
            }
            t.method("func bool(forKey defaultName: String) -> Bool", doc: "The stored Bool (a number is true unless 0); false when none.") { r, a in
                switch try read(r, a) {
                case .bool(let value): return .bool(value)
                case .int(let value): return .bool(value != 0)
                case .double(let value): return .bool(value != 0)
                default: return .bool(false)
                }
            }
        }
    }

    /// A stored number (a Bool as 0 or 1) as `double(forKey:)` and `float(forKey:)` read it; 0 for anything else.
    private static func number(_ stored: Value) -> Double {
        switch stored {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .bool(let value): return value ? 1 : 0
        default: return 0
        }
    }

    private static func suite(_ value: Value) throws -> String {
        guard case .host(let defaults as UserDefaultsObject) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UserDefaults", value)) }
        return defaults.suite
    }

    private static func read(_ receiver: Value, _ a: SurfaceArguments) throws -> Value {
        let key = try ValueReaders.string(a[0], "forKey")
        let services = try a.context.requiredServices()
        return services.defaults[try suite(receiver)]?[key] ?? services.registeredDefaults[key] ?? .none
    }

    private static func write(_ receiver: Value, _ a: SurfaceArguments, key: Value, _ value: Value) throws -> Value {
        let services = try a.context.requiredServices(), name = try suite(receiver), key = try ValueReaders.string(key, "forKey")
        var store = services.defaults[name] ?? [:]
        if case .none = value { store[key] = nil } else { store[key] = value }
        services.defaults[name] = store
        if name.isEmpty { a.context?.runtime?.defaultsChanged(key) }
        return .none
    }
}

/// `UserDefaults.standard` or a suite: the name of its store in the scene's services.
final class UserDefaultsObject: HostObject {
    let suite: String
    init(suite: String) { self.suite = suite }
    var typeName: String { "UserDefaults" }
}
