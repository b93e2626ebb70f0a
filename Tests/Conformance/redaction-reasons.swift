import SwiftUI

/// A view that hides what it shows when its environment's `redactionReasons` contain
/// `.privacy`: none by default, and each `.redacted(reason:)` above it adds its reason (the
/// redaction's own drawing is not simulated).
struct AccountNumber: View {
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        Text(reasons.contains(.privacy) ? "[HIDDEN]" : (reasons.contains(.placeholder) ? "1234 (placeholder)" : "1234"))
            .frame(height: 44)
    }
}

struct AccountCard: View {
    var body: some View {
        VStack(spacing: 0) {
            AccountNumber().id("plain")
            AccountNumber().redacted(reason: .privacy).id("private")
            AccountNumber().redacted(reason: .placeholder).id("placeholder")
            VStack {
                AccountNumber().redacted(reason: .placeholder).id("both")
            }
            .redacted(reason: .privacy)
        }
    }
}

#Preview { AccountCard() }
