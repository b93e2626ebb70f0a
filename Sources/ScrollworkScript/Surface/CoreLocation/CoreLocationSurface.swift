/// `CLLocationCoordinate2D` (`LocationTypes`): a latitude and a longitude in degrees, made
/// with `init(latitude:longitude:)` or `init()` (both 0), read and set as on iOS. Importing
/// MapKit gives it too, as MapKit re-exports CoreLocation.
enum CoreLocationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let type = LocationTypes.coordinate
        surface.alias("CLLocationDegrees", for: "Double")
        surface.type("CLLocationCoordinate2D", doc: "A latitude and a longitude, in degrees (WGS 84).") { t in
            t.initializer("init(latitude: CLLocationDegrees, longitude: CLLocationDegrees)", doc: "The coordinate of these degrees.") {
                type.make([.double(try ValueReaders.double($0[0], "latitude")), .double(try ValueReaders.double($0[1], "longitude"))])
            }
            t.initializer("init()", doc: "Latitude and longitude 0.") { _ in type.make([.double(0), .double(0)]) }
            for name in ["latitude", "longitude"] {
                t.property("var \(name): CLLocationDegrees { get set }", doc: "The \(name) in degrees.", get: type.getter(name),
                           set: type.setter(name))
            }
        }
    }
}
