import SwiftUI

/// A list under a yellow bar set in its safe area.
struct InsetList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in
                    Text("Row \(index)").frame(height: 50).id(index)
                }
            }
        }
        .safeAreaInset(edge: .top, spacing: 0) {
            Color.yellow.frame(height: 80).id("bar")
        }
    }
}
