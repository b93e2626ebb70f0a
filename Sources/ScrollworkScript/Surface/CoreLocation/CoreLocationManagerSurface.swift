/// `CLLocationManager` on a device that has no location: a manager is made, configured and
/// told to start, but no location comes and the user never answers the permission prompt, so
/// `authorizationStatus` stays `.notDetermined`, `location` is nil, and the delegate
/// (`CLLocationManagerDelegate`) is never called. What asks for a location says so in a located
/// warning: an app waiting for its first fix shows what it shows before one.
enum CoreLocationManagerSurface: SurfaceProvider {
    static let noLocation = "the device has no location here: no location or authorization answer ever comes, so the delegate is never called"

    static func register(in surface: inout SurfaceBuilder) {
        surface.alias("CLLocationAccuracy", for: "Double")
        // Core Location's accuracies, in metres; `kCLLocationAccuracyBest` is -1 and
        // `kCLLocationAccuracyBestForNavigation` -2, as the SDK defines them.
        for (name, metres) in [("kCLLocationAccuracyBestForNavigation", -2.0), ("kCLLocationAccuracyBest", -1.0),
                               ("kCLLocationAccuracyNearestTenMeters", 10.0), ("kCLLocationAccuracyHundredMeters", 100.0),
                               ("kCLLocationAccuracyKilometer", 1000.0), ("kCLLocationAccuracyThreeKilometers", 3000.0)] {
            surface.value("let \(name): CLLocationAccuracy", doc: "A desired accuracy, in metres.", .double(metres))
        }
        // Any movement is reported: `kCLDistanceFilterNone` is -1, as the SDK defines it.
        surface.value("let kCLDistanceFilterNone: CLLocationDistance", doc: "No distance filter: every movement is reported.", .double(-1))
        surface.type("CLLocationManagerDelegate", .protocol,
                     doc: "What a location manager tells: here never called, the device having no location.")
        surface.type("CLAuthorizationStatus", .enum, doc: "Whether the app may use the device's location.") { t in
            t.cases(["notDetermined", "restricted", "denied", "authorizedAlways", "authorizedWhenInUse"], doc: "An authorization status.")
        }
        surface.type("CLLocationManager", .class, doc: "Delivers the device's location; here the device has none.") { t in
            t.initializer("init()", doc: "A manager, with no delegate.") { _ in .host(LocationManagerObject()) }
            t.property("var delegate: CLLocationManagerDelegate? { get set }", doc: "The object told of locations (never, here).",
                       get: { try manager($0).delegate }, set: { receiver, new in try manager(receiver).delegate = new })
            t.property("var desiredAccuracy: CLLocationAccuracy { get set }", doc: "The accuracy asked for, kept.",
                       get: { .double(try manager($0).desiredAccuracy) },
                       set: { receiver, new in try manager(receiver).desiredAccuracy = try ValueReaders.double(new, "desiredAccuracy") })
            t.property("var distanceFilter: CLLocationDistance { get set }",
                       doc: "How far the device must move before a new location is reported (kCLDistanceFilterNone unless set), kept.",
                       get: { .double(try manager($0).distanceFilter) },
                       set: { receiver, new in try manager(receiver).distanceFilter = try ValueReaders.double(new, "distanceFilter") })
            t.property("var authorizationStatus: CLAuthorizationStatus { get }", doc: "Always .notDetermined: no one answers the prompt.") { _ in
                .symbol("notDetermined")
            }
            t.property("var location: CLLocation? { get }", doc: "Always nil: the device has no location.") { _ in .none }
            for name in ["requestWhenInUseAuthorization", "requestAlwaysAuthorization", "startUpdatingLocation", "requestLocation"] {
                t.method("func \(name)()", role: .interaction, doc: "Asks; no answer comes here.", caveat: noLocation) { _, _ in .none }
            }
            t.method("func stopUpdatingLocation()", role: .interaction, doc: "Stops asking for locations.") { _, _ in .none }
        }
    }

    private static func manager(_ value: Value) throws -> LocationManagerObject {
        guard case .host(let manager as LocationManagerObject) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("CLLocationManager", value))
        }
        return manager
    }
}

/// A `CLLocationManager`: what an app set on it, read back as set. Its delegate is held as
/// the app's own object is (Core Location holds it weakly; it is never called here anyway).
final class LocationManagerObject: HostObject {
    var delegate: Value = .none
    var desiredAccuracy = -1.0
    var distanceFilter = -1.0
    var typeName: String { "CLLocationManager" }
}
