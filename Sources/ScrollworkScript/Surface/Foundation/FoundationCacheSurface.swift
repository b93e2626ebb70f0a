import Foundation

/// `NSCache`, as an app's image or view-model cache uses it (`ImageLoaderCache`'s loaders by
/// `NSString` key), and `NSString(string:)` for its keys. A scene has no memory pressure, so
/// nothing is evicted: an object stays until it is removed, whatever `countLimit` says (iOS
/// calls it "not a strict limit").
enum FoundationCacheSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSCache", .class, doc: "A mutable collection of objects by key, evicted only under memory pressure.") { t in
            t.initializer("init()", doc: "An empty cache.") { _ in .host(NSCacheValue()) }
            t.method("func object(forKey key: KeyType) -> ObjectType?", doc: "The object stored for the key, or nil.") { r, a in
                try NSCacheValue.read(r).objects[a[0]]
            }
            t.method("func setObject(_ obj: ObjectType, forKey key: KeyType)", doc: "Stores the object for the key.") { r, a in
                try NSCacheValue.read(r).objects[a[1]] = a[0]
                return .none
            }
            t.method("func setObject(_ obj: ObjectType, forKey key: KeyType, cost g: Int)",
                     doc: "Stores the object for the key; its cost only matters under memory pressure.") { r, a in
                try NSCacheValue.read(r).objects[a[1]] = a[0]
                return .none
            }
            t.method("func removeObject(forKey key: KeyType)", doc: "Removes the object stored for the key.") { r, a in
                try NSCacheValue.read(r).objects[a[0]] = .none
                return .none
            }
            t.method("func removeAllObjects()", doc: "Empties the cache.") { r, _ in
                try NSCacheValue.read(r).objects = DictionaryValue()
                return .none
            }
            t.property("var countLimit: Int { get set }", doc: "How many objects it should hold at most (0: no limit); not a strict limit.",
                       get: { .int(try NSCacheValue.read($0).countLimit) },
                       set: { r, new in try NSCacheValue.read(r).countLimit = try ValueReaders.int(new, "countLimit") })
            t.property("var totalCostLimit: Int { get set }", doc: "The total cost it should hold at most (0: no limit); not a strict limit.",
                       get: { .int(try NSCacheValue.read($0).totalCostLimit) },
                       set: { r, new in try NSCacheValue.read(r).totalCostLimit = try ValueReaders.int(new, "totalCostLimit") })
            t.property("var name: String { get set }", doc: "The cache's name.",
                       get: { .string(try NSCacheValue.read($0).name) },
                       set: { r, new in try NSCacheValue.read(r).name = try ValueReaders.string(new, "name") })
        }
        surface.type("NSString", .class, conformsTo: ["Hashable"], doc: "Foundation's string object; here the Swift string it bridges to.") { t in
            t.initializer("init(string aString: String)", doc: "A string object with the string's characters.") { a in
                .string(try ValueReaders.string(a[0], "string"))
            }
            // What an `NSRange` over the whole string is as long as (`NSRange(location: 0, length: ns.length)`).
            t.property("var length: Int { get }", doc: "The number of UTF-16 code units.") { .int(try ValueReaders.string($0, "length").utf16.count) }
        }
    }
}

/// An `NSCache` as a script value: one store, shared by every reference to it.
final class NSCacheValue: HostValue {
    var objects = DictionaryValue()
    var countLimit = 0
    var totalCostLimit = 0
    var name = ""

    var typeName: String { "NSCache" }
    var valueDescription: String { "<NSCache>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }

    static func read(_ value: Value) throws -> NSCacheValue {
        guard case .host(let cache as NSCacheValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSCache", value)) }
        return cache
    }
}
