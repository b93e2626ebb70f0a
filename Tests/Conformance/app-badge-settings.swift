import SwiftUI
import UIKit

/// An inbox in the shape apps write it: new mail raises the number on the app's icon, reading
/// it clears it, and the screen is kept on while the inbox shows.
struct Inbox: View {
    @State private var badge = -1
    @State private var awake = false

    var body: some View {
        VStack(spacing: 0) {
            Text("badge \(badge), awake \(awake)")
                .frame(height: 44)
                .id("status")
            Button("New mail") {
                UIApplication.shared.applicationIconBadgeNumber += 1
                badge = UIApplication.shared.applicationIconBadgeNumber
            }
            .frame(height: 44)
            .id("new")
            Button("Read all") {
                UIApplication.shared.applicationIconBadgeNumber = 0
                badge = UIApplication.shared.applicationIconBadgeNumber
            }
            .frame(height: 44)
            .id("read")
        }
        .onAppear {
            badge = UIApplication.shared.applicationIconBadgeNumber
            UIApplication.shared.isIdleTimerDisabled = true
            awake = UIApplication.shared.isIdleTimerDisabled
        }
    }
}

#Preview("Inbox") { Inbox() }
#Preview("Second inbox") { Inbox() }
