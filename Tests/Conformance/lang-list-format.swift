import SwiftUI

/// An RSVP summary that writes its guest lists in Foundation's list style, as an en_US
/// device writes them.
struct GuestSummary: View {
    let guests = ["Ada", "Grace", "Linus"]
    @State private var lines: [String] = []

    var body: some View {
        List {
            Text("Coming: \(guests.formatted(.list(type: .and)))")
                .id("coming")
            Text(guests, format: .list(type: .or))
                .id("either")
            ForEach(lines, id: \.self) { line in
                Text(line)
            }
        }
        .onAppear {
            lines = [
                Array(guests.prefix(2)).formatted(.list(type: .and)),
                guests.formatted(.list(type: .or)),
                guests.formatted(.list(type: .and, width: .short)),
                guests.formatted(.list(type: .and, width: .narrow)),
                ["Ada"].formatted(.list(type: .or, width: .standard)),
                [3, 1200].formatted(.list(memberStyle: .number, type: .and)),
                [2.5, 1200.75].formatted(.list(memberStyle: .number, type: .or)),
                guests.formatted(),
            ]
        }
    }
}

#Preview { GuestSummary() }
