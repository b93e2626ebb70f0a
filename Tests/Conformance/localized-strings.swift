import SwiftUI

// Text an app localizes: in the development language each string is its key.
struct LocalizedTabs: View {
    let titles = [
        String(localized: "Orders", comment: "The orders tab."),
        NSLocalizedString("Trucks", comment: "The trucks tab."),
        String(localized: "Donuts", bundle: .main, comment: "The donuts tab."),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(titles, id: \.self) { title in
                    Text(title).frame(height: 60).id(title)
                }
                Text("Water", comment: "A supply shown in the fourth row.").frame(height: 60).id("water")
            }
        }
    }
}

#Preview("Localized") {
    LocalizedTabs()
}
