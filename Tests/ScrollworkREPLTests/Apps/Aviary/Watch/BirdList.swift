import SwiftUI
import Backend

/// The watch app's own list: another target, so another module, where `BirdList` is free.
struct BirdList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Text("Bird \(index)")
                        .frame(height: 60)
                }
            }
        }
    }
}

#Preview("Watch list") {
    BirdList()
}
