import SwiftUI

/// Rows whose photo, not the row, fades by a scrollTransition.
struct Cards: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in
                    HStack(spacing: 0) {
                        Color.gray.frame(width: 100, height: 200)
                        Color.blue
                            .frame(width: 100, height: 100)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.25)
                            }
                            .id("photo-\(index)")
                    }
                }
            }
        }
    }
}
