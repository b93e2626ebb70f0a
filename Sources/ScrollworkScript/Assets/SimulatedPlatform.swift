import Foundation

/// What the simulated device is beyond its screen, shared by a program and every build of it:
/// the app's asset catalogs and resources, the screen's scale, the idiom (`UIDevice.current.userInterfaceIdiom`)
/// and the iOS version `#available` compares with. The REPL sets them (`device`, `os`); code
/// reads them when it runs, so a change applies without a reload, except the asset catalogs'
/// generated member names, which a build compiles against (`AssetSurface.surface(for:)`).
public final class SimulatedPlatform {
    public private(set) var assets = AssetCatalog.empty
    /// The app's bundle resources (`Bundle.main.url(forResource:withExtension:)`).
    public var resources = AppResources.none
    /// Pixels per point of the screen: the rendition an asset image picks.
    public var scale = 3.0
    /// `phone` or `pad`.
    public var idiom = "phone"
    /// The running iOS version, major first: 18.0 unless `os` sets another.
    public var osVersion: [Int] = SimulatedPlatform.defaultOSVersion
    public static let defaultOSVersion = [18, 0]
    /// The clock's start, the time zone and the locale (`clock`, `timezone`, `locale`).
    public var region = DeviceRegion()

    /// What the surface layer made from `assets` (the standard surface with the catalogs'
    /// generated names), kept until the catalogs change; this layer only holds it.
    var assetSurfaceCache: AnyObject?

    public init() {}

    public func useAssets(_ catalog: AssetCatalog) {
        assets = catalog
        assetSurfaceCache = nil
    }

    /// Whether the running version is at least `version` (`#available(iOS 17.4, *)`).
    func isAtLeast(_ version: [Int]) -> Bool {
        Self.version(osVersion, isAtLeast: version)
    }

    /// Whether `running` is `wanted` or later, a missing part being 0 (18 is 18.0).
    static func version(_ running: [Int], isAtLeast wanted: [Int]) -> Bool {
        for index in 0..<max(wanted.count, running.count) {
            let have = index < running.count ? running[index] : 0, want = index < wanted.count ? wanted[index] : 0
            if have != want { return have > want }
        }
        return true
    }
}
