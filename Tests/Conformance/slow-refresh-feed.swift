import SwiftUI

/// A feed whose refresh takes two seconds.
struct Pull: View {
    @State var loads = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in
                    Text("Row \(index)").frame(height: 60)
                }
            }
        }
        .refreshable {
            try? await Task.sleep(for: .seconds(2))
            loads += 1
        }
    }
}
