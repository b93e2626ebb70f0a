import SwiftUI

/// A view placed by one of its corners, as a demo app writes it: its own `position(_:at:)`
/// beside SwiftUI's `position(_:)`, which it calls.
extension View {
    func position(_ point: CGPoint, at anchor: Alignment = .center) -> some View {
        Color.clear.frame(width: 1, height: 1)
            .overlay(self, alignment: anchor)
            .position(point)
    }

    /// A colour by its hex code: the app's overload, as no SwiftUI one takes a String.
    func foregroundColor(_ hex: String, opacity: Double = 1) -> some View {
        self.opacity(opacity)
    }
}

struct AnchoredBoxes: View {
    var body: some View {
        ScrollView {
            ZStack {
                Rectangle().frame(width: 100, height: 100).id("corner")
                    .position(CGPoint(x: 50, y: 50), at: .topLeading)
                Rectangle().frame(width: 40, height: 40).id("centre")
                    .position(CGPoint(x: 200, y: 150))
                Text("Tinted").id("tinted").foregroundColor("FF0000", opacity: 0.5)
            }
            .frame(height: 300)
        }
    }
}

#Preview { AnchoredBoxes() }
