import SwiftUI

/// Two things album and loading screens do: start with empty artwork bytes, `Data(count: 0)`,
/// before an image is picked, and tick with a timer publisher scheduled on the current run
/// loop, `Timer.publish(every:on: .current, in: .common)`, which in a view is the main one.
final class Album: ObservableObject {
    @Published var artwork = Data(count: 0)
    let padding = Data(repeating: 7, count: 3)
}

struct Spinner: View {
    @StateObject private var album = Album()
    @State private var ticks = 0
    @State private var timer = Timer.publish(every: 1, on: .current, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 0) {
            Text("\(album.artwork.count) bytes of artwork").frame(height: 40).id("artwork")
            Text("padding \(album.padding.count) bytes").frame(height: 40).id("padding")
            Text("\(ticks) ticks").frame(height: 40).id("ticks")
        }
        .onReceive(timer) { _ in ticks += 1 }
    }
}

#Preview("Spinner") { Spinner() }
