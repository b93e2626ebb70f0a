/// CoreLocation's values (`LocationTypes`): `CLLocationCoordinate2D`, a latitude and a
/// longitude in degrees read and set as on iOS, and `CLLocation` made from one, which measures
/// great-circle distances. Importing MapKit gives them too, as MapKit re-exports CoreLocation.
enum CoreLocationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.alias("CLLocationDegrees", for: "Double")
        surface.alias("CLLocationDistance", for: "Double")
        coordinate(&surface)
        location(&surface)
    }

    private static func coordinate(_ surface: inout SurfaceBuilder) {
        surface.type("CLLocationCoordinate2D", doc: "A latitude and a longitude, in degrees (WGS 84).") { t in
            degreePair(&t, LocationTypes.coordinate, "latitude", "longitude")
        }
    }

    /// A C struct of two `CLLocationDegrees` (`CLLocationCoordinate2D`, MapKit's
    /// `MKCoordinateSpan`): made from both, or both 0, and each read and set.
    static func degreePair(_ t: inout SurfaceTypeBuilder, _ type: StructType, _ first: String, _ second: String) {
        t.initializer("init(\(first): CLLocationDegrees, \(second): CLLocationDegrees)", doc: "The value of these degrees.") {
            type.make([.double(try ValueReaders.double($0[0], first)), .double(try ValueReaders.double($0[1], second))])
        }
        t.initializer("init()", doc: "\(first) and \(second) 0.") { _ in LocationTypes.zero(type) }
        for name in [first, second] {
            t.property("var \(name): CLLocationDegrees { get set }", doc: "The \(name), in degrees.", get: type.getter(name),
                       set: type.setter(name))
        }
    }

    private static func location(_ surface: inout SurfaceBuilder) {
        let type = LocationTypes.location, readCoordinate = type.getter("coordinate")
        let latitude = LocationTypes.coordinate.getter("latitude"), longitude = LocationTypes.coordinate.getter("longitude")
        func degrees(_ location: Value) throws -> (Double, Double) {
            let point = try readCoordinate(location)
            return (try ValueReaders.double(try latitude(point), "latitude"), try ValueReaders.double(try longitude(point), "longitude"))
        }
        surface.type("CLLocation", .class, doc: "A place on Earth: a coordinate, with no altitude, course or time measured here.") { t in
            t.initializer("init(latitude: CLLocationDegrees, longitude: CLLocationDegrees)", doc: "The location at these degrees.") {
                type.make([LocationTypes.coordinate.make([.double(try ValueReaders.double($0[0], "latitude")),
                                                          .double(try ValueReaders.double($0[1], "longitude"))])])
            }
            t.property("var coordinate: CLLocationCoordinate2D { get }", doc: "The latitude and longitude.", readCoordinate)
            t.method("func distance(from location: CLLocation) -> CLLocationDistance",
                     doc: "The great-circle distance in metres to another location, along the Earth's curve.") { receiver, a in
                .double(LocationTypes.distance(from: try degrees(receiver), to: try degrees(a[0])))
            }
        }
    }
}
