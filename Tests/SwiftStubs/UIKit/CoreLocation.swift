// CoreLocation's coordinate, declared here because the stubs build no CoreLocation module:
// on iOS, UIKit's importers reach it through CoreLocation or MapKit.
public typealias CLLocationDegrees = Double

public struct CLLocationCoordinate2D {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
