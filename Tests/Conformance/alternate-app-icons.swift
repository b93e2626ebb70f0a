import SwiftUI
import UIKit

/// An app icon picker, as settings screens have: it marks the icon chosen, and goes back to
/// the default when iOS refuses the change (an icon the Info.plist does not declare).
struct IconPicker: View {
    @State private var chosen = "Default"
    @State private var supported = false
    @State private var shown = ""
    @State private var failures = 0

    var body: some View {
        List {
            Button("Classic") { choose(nil, title: "Classic") }
            Button("Night") { choose("Night", title: "Night") }
            Text(chosen).id("chosen")
            if supported {
                Color.blue.frame(height: 100).id("icons")
            }
        }
        .onAppear {
            supported = UIApplication.shared.supportsAlternateIcons
            shown = UIApplication.shared.alternateIconName ?? "primary"
        }
    }

    private func choose(_ icon: String?, title: String) {
        chosen = title
        UIApplication.shared.setAlternateIconName(icon) { error in
            if let error = error as NSError? {
                chosen = "Default"
                failures = error.code
            }
        }
    }
}

#Preview("Icons") { IconPicker() }
