import SwiftUI

/// An image loader's cache in the shape apps write it: a protocol that requires a subscript,
/// a struct and a class conforming to it, and a loader holding an optional existential of it,
/// read and written through optional chaining.
protocol ThumbnailCache {
    subscript(_ key: String) -> Int? { get set }
}

/// A value cache: writing through an existential writes the struct back where it is held.
struct MemoryCache: ThumbnailCache {
    private var store: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { store[key] }
        set { store[key] = newValue }
    }
}

/// A shared cache: every holder sees one store.
final class SharedCache: ThumbnailCache {
    private var store: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { store[key] }
        set { store[key] = newValue }
    }
}

final class ThumbnailLoader: ObservableObject {
    @Published var size = 0
    private var cache: ThumbnailCache?

    init(cache: ThumbnailCache? = nil) {
        self.cache = cache
    }

    /// The cached size when there is one; else 64, stored for the next time.
    func load(_ name: String) {
        if let cached = cache?[name] {
            size = cached
            return
        }
        cache?[name] = 64
        size = cache?[name] ?? -1
    }

    /// What each form of the subscript gives, as swiftc's build of this code prints it.
    static func checks() -> [String] {
        var value: ThumbnailCache = MemoryCache()
        value["a"] = 3
        let copy = value
        value["a"] = 4
        var optional: ThumbnailCache? = MemoryCache()
        optional?["b"] = 5
        var missing: ThumbnailCache? = nil
        missing?["c"] = 6
        let shared = SharedCache()
        var first: ThumbnailCache = shared
        first["d"] = 7
        let second: ThumbnailCache = shared
        return ["\(value["a"] ?? 0) \(copy["a"] ?? 0)", "\(optional?["b"] ?? 0) \(missing?["c"] == nil)",
                "\(second["d"] ?? 0) \(value["z"] == nil)"]
    }
}

struct Thumbnail: View {
    @StateObject private var loader = ThumbnailLoader(cache: MemoryCache())
    @StateObject private var uncached = ThumbnailLoader()

    var body: some View {
        VStack(spacing: 0) {
            Text("size \(loader.size), uncached \(uncached.size)")
                .frame(height: 44)
                .id("size")
            Button("Load") {
                loader.load("cover")
                uncached.load("cover")
            }
            .frame(height: 44)
            .id("load")
        }
    }
}

#Preview("Thumbnail") { Thumbnail() }
