import SwiftUI
#if canImport(MapKit)
import MapKit
#endif

/// A map screen's list of pins, kept as CoreLocation coordinates (what MapKit hands an app),
/// and a switch whose binding animates the change it makes (`Binding.animation(_:)`).
struct PinList: View {
    static let pins = [
        CLLocationCoordinate2D(latitude: 51.501, longitude: -0.141),
        CLLocationCoordinate2D(latitude: 48.858, longitude: 2.294),
    ]
    static var origin: CLLocationCoordinate2D {
        var pin = CLLocationCoordinate2D()
        pin.latitude = 0.5
        pin.longitude = pin.latitude * 2
        return pin
    }

    @State private var isOpen = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Toggle("Details", isOn: $isOpen.animation(.easeInOut)).frame(height: 60).id("details")
                Color.blue.frame(height: isOpen ? 160 : 60)
                ForEach(Self.pins.indices, id: \.self) { index in
                    Text("\(Self.pins[index].latitude), \(Self.pins[index].longitude)").frame(height: 60)
                }
            }
        }
    }
}
