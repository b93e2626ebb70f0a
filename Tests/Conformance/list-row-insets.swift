import SwiftUI

/// A mailbox: a banner drawn edge to edge, a heading indented further than the rows, and a
/// section whose rows sit closer to the edges.
struct Mailbox: View {
    @State var tapped = ""

    var body: some View {
        List {
            Color.blue
                .frame(height: 20)
                .onTapGesture { tapped = "banner" }
                .listRowInsets(EdgeInsets())
                .id("banner")
            Text("Today")
                .onTapGesture { tapped = "today" }
                .listRowInsets(EdgeInsets(top: 10, leading: 40, bottom: 30, trailing: 0))
                .id("today")
            Text("Plain").id("plain")
            Text("Reset").listRowInsets(nil).id("reset")
            Section {
                ForEach(0..<2, id: \.self) { index in
                    Text("Mail \(index)")
                        .frame(height: 50)
                        .onTapGesture { tapped = "mail \(index)" }
                        .id("mail \(index)")
                }
                .listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                Text("Archive")
                    .onTapGesture { tapped = "archive" }
                    .listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
                    .id("archive")
            } header: {
                Text("Earlier")
            }
        }
    }
}

#Preview("Mailbox") {
    Mailbox()
}
