import SwiftUI
import SwiftData
import WidgetKit

// The census's modifiers that come with another framework on iOS: SwiftData's model
// container and WidgetKit's preview context, each in the shape Apple's documentation shows.
// `scripts/probes` counts the share of census uses accepted.

// census: modelContainer (26)
@Model
final class ProbeTrip {
    var name: String
    init(name: String) {
        self.name = name
    }
}

struct ProbeTripList: View {
    @Query private var trips: [ProbeTrip]
    var body: some View {
        List(trips) { trip in
            Text(trip.name)
        }
    }
}

struct ModelContainerProbe: View {
    var body: some View { ProbeTripList().modelContainer(for: ProbeTrip.self, inMemory: true) }
}

// census: previewContext (8)
struct PreviewContextProbe: View {
    var body: some View { Text("Widget") }
}

struct PreviewContextProbe_Previews: PreviewProvider {
    static var previews: some View {
        PreviewContextProbe().previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

#Preview {
    ScrollView {
        VStack {
            ModelContainerProbe(); PreviewContextProbe()
        }
    }
}
