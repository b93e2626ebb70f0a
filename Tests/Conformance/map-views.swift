import SwiftUI
import MapKit

/// A park an app marks on its map.
struct Park: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// The maps of a parks app in the shapes apps write them: iOS 14's `Map(coordinateRegion:)`
/// with annotation items, iOS 17's `Map(position:)` and `Map(initialPosition:)` with markers.
/// Each map takes the space it is offered; its annotations are not drawn, so the button in one
/// takes no taps, and its region changes only by code (the zoom button).
struct ParkMaps: View {
    static let parks = [Park(id: 1, name: "Serengeti", coordinate: CLLocationCoordinate2D(latitude: -2.33, longitude: 34.83))]
    static var camp: MapCameraPosition {
        .region(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 10, longitude: 20), latitudinalMeters: 1000, longitudinalMeters: 1000))
    }
    static var following: MapCameraPosition { .userLocation(fallback: .automatic) }

    @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 6.6, longitude: 16.4),
                                                   span: MKCoordinateSpan(latitudeDelta: 70, longitudeDelta: 70))
    @State private var position = ParkMaps.camp
    @State private var visits = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Map(coordinateRegion: $region, annotationItems: Self.parks) { park in
                    MapAnnotation(coordinate: park.coordinate) {
                        Button(park.name) { visits += 1 }
                    }
                }
                .frame(height: 300)
                .id("parks")
                Button("Zoom in") { region.span.latitudeDelta /= 2 }
                    .frame(height: 50)
                    .id("zoom")
                Text("\(visits) visits, \(Int(region.span.latitudeDelta))°").frame(height: 40).id("status")
                HStack(spacing: 0) {
                    Map(coordinateRegion: $region, annotationItems: Self.parks) { MapMarker(coordinate: $0.coordinate, tint: .red) }
                    Map(coordinateRegion: $region, annotationItems: Self.parks) { MapPin(coordinate: $0.coordinate) }
                    Map(coordinateRegion: $region, interactionModes: [.pan, .zoom], showsUserLocation: true, userTrackingMode: .constant(.follow))
                }
                .frame(height: 90)
                Map(position: $position) {
                    Marker("Camp", coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 20))
                    Annotation("Gate", coordinate: CLLocationCoordinate2D(latitude: 10.01, longitude: 20)) { Text("Gate") }
                }
                .mapStyle(.imagery)
                .frame(height: 200)
                .id("camp")
                Map(position: $position, interactionModes: .zoom).mapStyle(.hybrid(elevation: .realistic)).frame(height: 30)
                Map(initialPosition: .automatic).mapStyle(.standard(elevation: .flat, emphasis: .muted, pointsOfInterest: .excludingAll))
                    .frame(height: 30)
                Map(initialPosition: .automatic).mapStyle(.imagery(elevation: .automatic)).frame(height: 30)
                Map(initialPosition: .automatic).mapStyle(.hybrid).frame(height: 15)
                Map(initialPosition: .automatic).mapStyle(.standard).frame(height: 15)
                Map(initialPosition: Self.following) {
                    Marker("Lodge", systemImage: "house", coordinate: CLLocationCoordinate2D())
                }
                .frame(height: 60)
                .id("last")
            }
        }
    }
}
