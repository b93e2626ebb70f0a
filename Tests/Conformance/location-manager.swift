import SwiftUI
#if canImport(CoreLocation)
import CoreLocation
#endif

/// A location fetcher in the shape the exercise apps write it: a manager's delegate that keeps
/// the last location it is told of.
final class LocationFetcher: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var lastKnownLocation: CLLocationCoordinate2D?
    var updates = 0

    override init() {
        super.init()
        manager.delegate = self
    }

    func start() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastKnownLocation = locations.first?.coordinate
        updates += 1
    }
}

/// A screen that starts the fetcher and says what it has: the device has no location here,
/// so no answer ever comes.
struct WhereAmI: View {
    static let accuracies = [kCLLocationAccuracyBestForNavigation, kCLLocationAccuracyBest, kCLLocationAccuracyNearestTenMeters,
                             kCLLocationAccuracyHundredMeters, kCLLocationAccuracyKilometer, kCLLocationAccuracyThreeKilometers]

    @State private var fetcher = LocationFetcher()
    @State private var report = "not started"

    var body: some View {
        VStack {
            Button("Start") {
                let accuracy = fetcher.manager.desiredAccuracy
                let filter = fetcher.manager.distanceFilter == kCLDistanceFilterNone
                fetcher.manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
                fetcher.manager.distanceFilter = 50
                fetcher.start()
                fetcher.manager.requestLocation()
                fetcher.manager.requestAlwaysAuthorization()
                report = "\(accuracy) \(fetcher.manager.desiredAccuracy) \(fetcher.manager.delegate != nil) \(filter) \(fetcher.manager.distanceFilter)"
            }
            .id("start")
            Button("Check") {
                let asked: String
                switch fetcher.manager.authorizationStatus {
                case .authorizedAlways, .authorizedWhenInUse: asked = "allowed"
                case .denied, .restricted: asked = "refused"
                case .notDetermined: asked = "not asked"
                }
                fetcher.manager.stopUpdatingLocation()
                report = "\(asked) \(fetcher.manager.location == nil) \(fetcher.lastKnownLocation == nil) \(fetcher.updates)"
            }
            .id("check")
            Text(report)
        }
    }
}
