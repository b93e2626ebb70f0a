import SwiftUI

/// A photo library grid: three square photos a row, sized from the screen's width as a
/// UIKit-minded app does, with one point between them.
struct PhotoGrid: View {
    private let columns = 3
    private let gap: CGFloat = 1

    private var side: CGFloat {
        (UIScreen.main.bounds.width - gap * CGFloat(columns - 1)) / CGFloat(columns)
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(side), spacing: gap), count: columns), spacing: gap) {
                ForEach(0..<30) { index in
                    Color.gray
                        .aspectRatio(1, contentMode: .fill)
                        .frame(width: side, height: side)
                }
            }
        }
    }
}
