import SwiftUI
import UIKit

/// A notes form that hides the keyboard by ending editing in the key window, as apps did
/// before `@FocusState`, and reads the app's window scene to say where it runs.
struct NotesForm: View {
    @State private var status = "none"
    @State private var ended = "none"
    @State private var state = "none"
    @State private var legacyWindows = 0
    @State private var legacyTopInset: CGFloat = 0
    @State private var paddedBottom: CGFloat = 0
    @State private var windowSize = CGSize.zero
    @State private var fillsScreen = false

    private var windowScene: UIWindowScene? {
        UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .first
    }

    private func describe(_ scene: UIScene) -> String {
        switch scene.activationState {
        case .foregroundActive: return "active"
        case .foregroundInactive: return "inactive"
        case .background: return "background"
        case .unattached: return "unattached"
        @unknown default: return "unknown"
        }
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(status).frame(height: 44).id("status")
                Button("Done") {
                    let resigned = windowScene?.windows.first { $0.isKeyWindow }?.endEditing(true)
                    ended = resigned == true ? "resigned" : "nothing to resign"
                    guard let scene = windowScene, let window = scene.keyWindow else { return }
                    let width = Int(scene.screen.bounds.width)
                    status = "\(UIApplication.shared.connectedScenes.count) scene \(width) wide, key window: \(window.isKeyWindow)"
                    state = scene.activationState == .foregroundActive ? describe(scene) : "not in front"
                    legacyWindows = UIApplication.shared.windows.count
                    legacyTopInset = UIApplication.shared.windows.first?.safeAreaInsets.top ?? -1
                    var padded = window.safeAreaInsets
                    padded.bottom += 10
                    paddedBottom = padded.bottom
                    // The one window fills the screen (how apps tell a full-screen app from Split View).
                    windowSize = window.frame.size
                    fillsScreen = scene.windows.first?.bounds.size == UIScreen.main.bounds.size
                }
                .id("done")
            }
        }
    }
}
