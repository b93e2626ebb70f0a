import SwiftUI

struct Destination: Identifiable, Hashable {
    var id = UUID().uuidString
    var title: String
}

let destinations = [Destination(title: "Lisbon"), Destination(title: "Kyoto"), Destination(title: "Quito")]

/// A paged carousel whose selection is the model itself: each page is tagged with its struct,
/// and swiping to a page sets the binding to that struct, as SwiftUI gives back the tag's value.
struct Carousel: View {
    @State private var selected: Destination = destinations[0]

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selected) {
                ForEach(destinations) { destination in
                    Text(destination.title).frame(maxWidth: .infinity, maxHeight: .infinity).tag(destination)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .frame(height: 300)
            Text("Now: \(selected.title)").frame(height: 40).id("caption")
        }
    }
}

#Preview("Carousel") { Carousel() }
