import SwiftUI

/// A service that makes its manager lazily and sets it up in its initialiser, as location and
/// notification services do (`locationManager.delegate = self` after `super.init()`): the
/// first use, a write through the property, works out its initial value first, as Swift does.
final class Tracker {
    weak var delegate: LocationService?
    var accuracy = 0.0
    var updates: [Double] = []
}

final class LocationService: NSObject {
    private lazy var tracker = Tracker()
    lazy var label = "accuracy \(tracker.accuracy)"
    private(set) lazy var history: [Int] = [1]

    override init() {
        super.init()
        tracker.delegate = self
        tracker.accuracy = 5
        history.append(2)
    }

    var hasDelegate: Bool { tracker.delegate === self }
}

struct TrackerStatus: View {
    @State private var service = LocationService()

    var body: some View {
        VStack {
            Text(service.hasDelegate ? "delegate set" : "no delegate").id("delegate")
            Text(service.label).id("label")
            Text("\(service.history)").id("history")
        }
    }
}

#Preview("Tracker status") { TrackerStatus() }
