import SwiftUI

/// Laps of a stopwatch kept as objects: ending the current lap writes through the array's
/// get-only `last`, which Swift allows because a lap is a class instance.
final class Lap {
    var seconds: Int?
    init() {}
}

struct LapList: View {
    @State private var laps = [Lap(), Lap()]
    @State private var shown = "open"

    var body: some View {
        VStack {
            Text(shown)
                .id("last")
            Button("End lap") {
                laps.last?.seconds = 42
                laps.first!.seconds = 7
                shown = "\(laps[0].seconds ?? 0) \(laps[1].seconds ?? 0)"
            }
        }
    }
}

#Preview("Laps") {
    LapList()
}
