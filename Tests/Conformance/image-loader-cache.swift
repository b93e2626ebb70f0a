import Foundation

/// An image service's loaders kept in an `NSCache` by an `NSString` key made of the path and
/// the size, as poster and avatar caches are written: the same key gives the same loader until
/// it is removed. The size is an implicit member passed to a class's method.
enum PosterSize: String {
    case small = "w154"
    case medium = "w500"
}

final class PosterLoader {
    let path: String
    init(path: String) { self.path = path }
}

class PosterLoaderCache {
    static let shared = PosterLoaderCache()
    private var loaders: NSCache<NSString, PosterLoader> = NSCache()

    func loader(for path: String, size: PosterSize) -> PosterLoader {
        let key = NSString(string: "\(path)#\(size.rawValue)")
        if let loader = loaders.object(forKey: key) { return loader }
        let loader = PosterLoader(path: size.rawValue + "/" + path)
        loaders.setObject(loader, forKey: key, cost: 1)
        return loader
    }

    func forget(_ path: String, size: PosterSize) {
        loaders.removeObject(forKey: NSString(string: "\(path)#\(size.rawValue)"))
    }

    func forgetAll() { loaders.removeAllObjects() }
}

/// Which loaders the cache hands out: a path, whether the same key gives the same loader,
/// another size another one, and a removed key a fresh one.
func posterCacheReport() -> String {
    let cache = PosterLoaderCache.shared
    let first = cache.loader(for: "a.jpg", size: .medium)
    let again = cache.loader(for: "a.jpg", size: .medium) === first
    let otherSize = cache.loader(for: "a.jpg", size: .small) === first
    cache.forget("a.jpg", size: .medium)
    let afterForget = cache.loader(for: "a.jpg", size: .medium) === first
    let kept = cache.loader(for: "b.jpg", size: .small)
    cache.forgetAll()
    let afterForgetAll = cache.loader(for: "b.jpg", size: .small) === kept
    return "\(first.path) \(again) \(otherSize) \(afterForget) \(afterForgetAll)"
}

/// The limits and name an app sets on its cache are kept; they evict nothing here.
func posterCacheLimits() -> String {
    let cache = NSCache<NSString, PosterLoader>()
    cache.countLimit = 10
    cache.totalCostLimit = 1_000
    cache.name = "posters"
    cache.setObject(PosterLoader(path: "x"), forKey: NSString(string: "x"))
    return "\(cache.countLimit) \(cache.totalCostLimit) \(cache.name) \(cache.object(forKey: NSString(string: "x"))?.path ?? "-") \(cache.object(forKey: NSString(string: "y")) == nil)"
}
