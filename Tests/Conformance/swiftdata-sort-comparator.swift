import SwiftData
import SwiftUI

// @Query sorted by two descriptors written with `.init`: the feeders of highest priority
// first, then by name with a string comparator (localizedStandard: case ignored, numbers
// compared by value, so "seed 9" comes before "Seed 10").

@Model
final class Feeder {
    var name: String
    var priority: Int

    init(name: String, priority: Int) {
        self.name = name
        self.priority = priority
    }
}

struct FeederList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: [.init(\Feeder.priority, order: .reverse), .init(\Feeder.name, comparator: .localizedStandard)])
    private var feeders: [Feeder]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Fill") {
                    modelContext.insert(Feeder(name: "Seed 10", priority: 1))
                    modelContext.insert(Feeder(name: "Nectar", priority: 2))
                    modelContext.insert(Feeder(name: "seed 9", priority: 1))
                }
                .frame(height: 44)
                .id("fill")
                ForEach(feeders) { feeder in
                    Text(feeder.name)
                        .frame(height: 50)
                        .id(feeder.name)
                }
            }
        }
    }
}

#Preview("Feeders") {
    FeederList()
        .modelContainer(for: Feeder.self)
}
