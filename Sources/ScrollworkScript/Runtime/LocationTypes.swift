/// CoreLocation's `CLLocationCoordinate2D`: a plain C struct of two `CLLocationDegrees`
/// (Doubles), the one name of CoreLocation apps store in their models (a place's pin). It
/// holds values and nothing else, so it is simulated as it is; the rest of CoreLocation (a
/// location manager, geocoding) is not (`UnsimulatedModuleNames`).
enum LocationTypes {
    static let coordinate: StructType = {
        let type = StructType(name: "CLLocationCoordinate2D", isBuiltin: true)
        for name in ["latitude", "longitude"] { type.addField(name, type: .double, defaultValue: { _ in .double(0) }) }
        return type
    }()
}
