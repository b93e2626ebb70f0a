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

#Preview("Wrapped UIKit views") {
    VStack(spacing: 0) {
        Text("Header")
        FrostedStrip(style: .dark)
            .frame(height: 100)
            .id("strip")
        ShareSheet(items: ["Invite"])
            .id("share")
    }
}
