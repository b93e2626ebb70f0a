import SwiftData
import SwiftUI

// A model whose kind is a struct with static values, found in what a fetch gives by
// comparing with an implicit member: `$0.kind == .wren` is `Kind.wren`, as Swift infers it
// from the fetched models' type.

struct BirdKind: RawRepresentable, Hashable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }

    static let robin = BirdKind(rawValue: "Bird 1")
    static let wren = BirdKind(rawValue: "Bird 2")
}

@Model
final class Sighting {
    var kindID: String
    var count: Int
    var kind: BirdKind { BirdKind(rawValue: kindID) }

    init(kind: BirdKind, count: Int) {
        self.kindID = kind.rawValue
        self.count = count
    }
}

struct SightingSummary: View {
    @Environment(\.modelContext) private var modelContext
    @State private var wrens = "none"

    var body: some View {
        VStack(spacing: 0) {
            Button("Record") {
                modelContext.insert(Sighting(kind: .robin, count: 3))
                modelContext.insert(Sighting(kind: .wren, count: 5))
                let all = try! modelContext.fetch(FetchDescriptor<Sighting>(sortBy: [.init(\.kindID)]))
                let wren = all.first(where: { $0.kind == .wren })
                let notRobins = all.filter { $0.kind != .robin }.count
                wrens = "\(wren?.count ?? 0) wrens, \(notRobins) not robins"
            }
            .frame(height: 44)
            .id("record")
            Text(wrens)
                .frame(height: 30)
                .id("wrens")
        }
    }
}

#Preview("Sightings") {
    SightingSummary()
        .modelContainer(for: Sighting.self)
}
