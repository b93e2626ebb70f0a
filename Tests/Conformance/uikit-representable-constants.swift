import SwiftUI
import UIKit

/// A UIKit field wrapped as apps wrap one, with the heights the views beside it read to size
/// it declared as its static constants.
struct GrowingNotes: UIViewRepresentable {
    static let maximumHeight: CGFloat = 120
    static let label = "Notes"
    static let inset = -8.0

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

struct NotesForm: View {
    @State private var contentHeight: CGFloat = 300

    var body: some View {
        let height = contentHeight <= GrowingNotes.maximumHeight ? contentHeight : GrowingNotes.maximumHeight
        VStack(spacing: 0) {
            Text(GrowingNotes.label)
                .frame(height: 40)
                .id("label")
            GrowingNotes()
                .frame(height: height)
                .padding(.top, -GrowingNotes.inset)
                .id("notes")
            Text("Below")
                .id("below")
            Spacer()
        }
    }
}

#Preview("Notes form") { NotesForm() }
