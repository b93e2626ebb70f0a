import SwiftUI

// An error screen built from an NSError's user info: Foundation's keys name its parts.
struct SyncErrorView: View {
    let offline = NSError(domain: "Sync", code: 7, userInfo: [
        NSLocalizedFailureReasonErrorKey: "The server did not answer.",
        NSLocalizedRecoverySuggestionErrorKey: "Try again later.",
    ])
    let described = NSError(domain: "Sync", code: 8, userInfo: [NSLocalizedDescriptionKey: "Sync failed", NSFilePathErrorKey: "/tmp/a"])

    var body: some View {
        ScrollView {
            Text(offline.localizedDescription).id("summary")
            Text(offline.localizedFailureReason ?? "-").id("reason")
            Text(offline.localizedRecoverySuggestion ?? "-").id("suggestion")
            Text([NSLocalizedRecoveryOptionsErrorKey, NSUnderlyingErrorKey, NSURLErrorKey, NSHelpAnchorErrorKey, NSDebugDescriptionErrorKey]
                .joined(separator: " ")).id("keys")
            Text("\(described.localizedDescription) \(described.localizedFailureReason ?? "-") \(described.userInfo[NSFilePathErrorKey] as? String ?? "")")
                .id("described")
        }
    }
}

#Preview("Sync error") { SyncErrorView() }
