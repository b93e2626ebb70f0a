import SwiftUI
#if canImport(MapKit)
import MapKit
#endif

/// A place an app keeps, as CoreLocation hands it: a name and a location.
struct NearbyPlace {
    let name: String
    let location: CLLocation
}

/// A map screen's model in the shape the exercise apps write it: places sorted by their
/// distance from home, and a region made from metres that a button zooms out.
struct NearbyPlaces: View {
    static let home = CLLocation(latitude: 0, longitude: 0)
    static let places = [
        NearbyPlace(name: "North", location: CLLocation(latitude: 1, longitude: 0)),
        NearbyPlace(name: "Pole", location: CLLocation(latitude: 90, longitude: 0)),
        NearbyPlace(name: "East", location: CLLocation(latitude: 0, longitude: 0.5)),
    ]
    static var oneDegreeNorth: CLLocationDistance { home.distance(from: places[0].location) }
    static var toThePole: CLLocationDistance { places[1].location.distance(from: home) }
    static var londonToParis: CLLocationDistance {
        CLLocation(latitude: 51.5007, longitude: -0.1246).distance(from: CLLocation(latitude: 48.8584, longitude: 2.2945))
    }
    static var region: MKCoordinateRegion {
        MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10), latitudinalMeters: 1000, longitudinalMeters: 2000)
    }
    static var spanned: MKCoordinateRegion {
        var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 70, longitudeDelta: 70))
        region.center.latitude = 6.6
        region.span.longitudeDelta /= 2
        return region
    }
    static var unset: MKCoordinateRegion { MKCoordinateRegion() }
    static var noSpan: MKCoordinateSpan { MKCoordinateSpan() }
    static var northLatitude: CLLocationDegrees { places[0].location.coordinate.latitude }

    @State private var region = NearbyPlaces.region

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Zoom out") {
                    region.span.latitudeDelta *= 2
                    region.span.longitudeDelta *= 2
                }
                .frame(height: 50)
                .id("zoom")
                Color.blue.frame(height: region.span.latitudeDelta * 10000)
                ForEach(Self.places.sorted { Self.home.distance(from: $0.location) < Self.home.distance(from: $1.location) }, id: \.name) { place in
                    Text(place.name).frame(height: 40)
                }
            }
        }
    }
}
