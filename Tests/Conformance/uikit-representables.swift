import SwiftUI
import UIKit

/// A frosted strip UIKit draws, wrapped as apps wrap one.
struct FrostedStrip: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

/// The system share sheet, wrapped as a view controller.
struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

/// A frosted field declared inside the view that shows it, with its coordinator added by
/// extensions of the nested type.
struct FrostedField: View {
    @State private var height: CGFloat = 60

    var body: some View {
        Field(height: $height, keyboard: .default)
            .frame(height: height)
    }
}

extension FrostedField {
    struct Field: UIViewRepresentable {
        @Binding var height: CGFloat
        @Environment(\.colorScheme) var colorScheme
        let keyboard: UIKeyboardType

        func makeUIView(context: Context) -> UIVisualEffectView { context.coordinator.view }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
    }
}

extension FrostedField.Field {
    final class Coordinator: NSObject {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    }
}

extension FrostedField.Field.Coordinator {
    func clear() { view.effect = nil }
}

#Preview("Wrapped UIKit views") {
    VStack(spacing: 0) {
        Text("Header")
        FrostedStrip(style: .dark)
            .frame(height: 100)
            .id("strip")
        FrostedField()
            .id("field")
        ShareSheet(items: ["Invite"])
            .id("share")
    }
}
