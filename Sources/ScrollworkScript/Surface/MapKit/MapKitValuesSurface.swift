/// MapKit's plain values (`LocationTypes`): a region of the map, its centre and its span in
/// degrees, made from a span or from distances in metres, read and set as on iOS.
enum MapKitValuesSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        span(&surface)
        region(&surface)
    }

    private static func span(_ surface: inout SurfaceBuilder) {
        surface.type("MKCoordinateSpan", doc: "How much of the map a region shows, in degrees of latitude and longitude.") { t in
            CoreLocationSurface.degreePair(&t, LocationTypes.span, "latitudeDelta", "longitudeDelta")
        }
    }

    private static func region(_ surface: inout SurfaceBuilder) {
        let type = LocationTypes.region, span = LocationTypes.span
        let latitude = LocationTypes.coordinate.getter("latitude")
        surface.type("MKCoordinateRegion", doc: "The part of the map around a centre, a span wide.") { t in
            t.initializer("init(center: CLLocationCoordinate2D, span: MKCoordinateSpan)", doc: "The region of this centre and span.") {
                type.make([$0[0], $0[1]])
            }
            t.initializer("init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance)",
                          doc: "The region around the centre this many metres tall and wide.") {
                let (dLatitude, dLongitude) = LocationTypes.span(
                    latitude: try ValueReaders.double(try latitude($0[0]), "latitude"),
                    latitudinal: try ValueReaders.double($0[1], "latitudinalMeters"),
                    longitudinal: try ValueReaders.double($0[2], "longitudinalMeters"))
                return type.make([$0[0], span.make([.double(dLatitude), .double(dLongitude)])])
            }
            t.initializer("init()", doc: "The region of no span at latitude and longitude 0.") { _ in
                type.make([LocationTypes.zero(LocationTypes.coordinate), LocationTypes.zero(span)])
            }
            t.property("var center: CLLocationCoordinate2D { get set }", doc: "The centre of the region.",
                       get: type.getter("center"), set: type.setter("center"))
            t.property("var span: MKCoordinateSpan { get set }", doc: "How far the region reaches, in degrees.",
                       get: type.getter("span"), set: type.setter("span"))
        }
    }
}
