import SwiftUI

/// The app's own view named like SwiftUI's `ScrollPosition`: inside the app it is this one.
struct ScrollPosition: View {
    let rows: Int

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { row in
                    Text("Row \(row)").frame(height: 40)
                }
            }
        }
    }
}

#Preview("Own ScrollPosition") {
    ScrollPosition(rows: 50)
}
