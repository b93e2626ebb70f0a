import SwiftUI

// Private to this file: `Feeder.swift` has a `logger` and a `describe()` of its own.
private let logger = "bird"

private func describe(_ id: Int) -> String {
    "\(logger) \(id)"
}

struct Bird: Identifiable {
    let id: Int
    var name: String
    var tag: String { describe(id) }
}

/// Compiled by the app and by the watch app: Xcode shows its preview once, under the first.
struct BirdBadge: View {
    let bird: Bird

    var body: some View {
        Text(bird.tag)
            .frame(width: 120, height: 30)
            .id("badge")
    }
}

#Preview("Badge") {
    BirdBadge(bird: Bird(id: 1, name: "Wren"))
}
