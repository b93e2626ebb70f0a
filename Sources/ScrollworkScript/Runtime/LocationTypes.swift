import Foundation

/// CoreLocation's and MapKit's plain values: a coordinate (a C struct of two
/// `CLLocationDegrees`), a span and a region of the map (C structs of degrees), and a
/// `CLLocation` made from a coordinate. They hold values and nothing else, so they are simulated
/// as they are; the rest (a location manager, geocoding, search) is not (`UnsimulatedModuleNames`).
enum LocationTypes {
    static let coordinate = pair("CLLocationCoordinate2D", "latitude", "longitude")
    static let span = pair("MKCoordinateSpan", "latitudeDelta", "longitudeDelta")

    static let region: StructType = {
        let type = StructType(name: "MKCoordinateRegion", isBuiltin: true)
        type.addField("center", type: .of(coordinate), defaultValue: { _ in zero(coordinate) })
        type.addField("span", type: .of(span), defaultValue: { _ in zero(span) })
        return type
    }()

    /// `CLLocation` is a class whose properties are all read-only: a value of it cannot change, so
    /// a record of its coordinate behaves as the object does (only `===` could tell them apart).
    static let location: StructType = {
        let type = StructType(name: "CLLocation", isBuiltin: true)
        type.addField("coordinate", type: .of(coordinate), isLet: true,
                      defaultValue: { _ in zero(coordinate) })
        return type
    }()

    /// SwiftUI's `MapCameraPosition` (MapKit, iOS 17): what a map shows, of which our model
    /// keeps what an app can read back, the region it was made with (nil for `.automatic` and
    /// `.userLocation`) and whether it follows the user's location. No one pans a map here, so
    /// `positionedByUser` is always false and the position changes only by code.
    static let cameraPosition: StructType = {
        let type = StructType(name: "MapCameraPosition", isBuiltin: true)
        type.addField("region", type: .optional(.of(region)), isLet: true, defaultValue: { _ in .none })
        type.addField("followsUserLocation", type: .bool, isLet: true, defaultValue: { _ in .bool(false) })
        return type
    }()

    /// A pair's value with both degrees 0 (`CLLocationCoordinate2D()`, `MKCoordinateSpan()`).
    static func zero(_ pair: StructType) -> Value { pair.make([.double(0), .double(0)]) }

    private static func pair(_ name: String, _ first: String, _ second: String) -> StructType {
        let type = StructType(name: name, isBuiltin: true)
        for field in [first, second] { type.addField(field, type: .double, defaultValue: { _ in .double(0) }) }
        return type
    }

    /// The radius of the sphere distances and spans are measured on: WGS 84's equatorial radius,
    /// the one MapKit's map projection uses (Apple does not document CoreLocation's).
    static let earthRadius = 6_378_137.0

    /// Metres along a meridian per degree of latitude on that sphere (about 111,319.49).
    static let metresPerDegree = earthRadius * Double.pi / 180

    /// The great-circle distance, in metres, between two coordinates in degrees: the haversine
    /// form, which stays exact for points metres apart where the law of cosines loses digits.
    static func distance(from a: (Double, Double), to b: (Double, Double)) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (b.0 - a.0) * radians, dLongitude = (b.1 - a.1) * radians
        let h = pow(sin(dLatitude / 2), 2) + cos(a.0 * radians) * cos(b.0 * radians) * pow(sin(dLongitude / 2), 2)
        return 2 * earthRadius * asin(min(1, h.squareRoot()))
    }

    /// The span, in degrees, of a region `latitudinal` metres tall and `longitudinal` metres wide
    /// around a centre at `latitude`: a degree of latitude is `metresPerDegree` long, one of
    /// longitude that times the cosine of the latitude (the parallel's radius is R cos φ).
    static func span(latitude: Double, latitudinal: Double, longitudinal: Double) -> (Double, Double) {
        let parallel = metresPerDegree * cos(latitude * Double.pi / 180)
        return (latitudinal / metresPerDegree, parallel > 0 ? longitudinal / parallel : 360)
    }
}
