import SwiftUI

/// A card that hides its number until asked: the reasons to redact are `.init()` (none, an
/// option set's empty value) or `.placeholder`.
struct MaskedNumber: View {
    @State private var hidden = false

    private var reasons: RedactionReasons { hidden ? .placeholder : .init() }

    var body: some View {
        VStack {
            Text(reasons.contains(.placeholder) ? "hidden" : "shown")
                .id("state")
            Text("456-6128-1123")
                .redacted(reason: reasons)
            Button("Hide") { hidden = true }
        }
    }
}

#Preview("Masked number") {
    MaskedNumber()
}
