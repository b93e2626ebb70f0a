import SwiftUI

// The files `Gallery.swift` lacks: loaded after it, the placeholders give way to these.
struct CellView: View {
    let index: Int
    var body: some View {
        Text("Cell \(index)")
            .frame(width: 200, height: 50)
    }
}

extension View {
    func idView(_ id: Int) -> some View {
        padding(5)
    }
}
