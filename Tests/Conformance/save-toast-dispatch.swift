import SwiftUI

/// Drafts that save on tap: a "Saved" toast slides in above the list and
/// `DispatchQueue.main.asyncAfter` hides it 1.5 seconds later.
struct SavedDrafts: View {
    @State private var showToast = false
    @State private var saves = 0
    @State private var confirmations = 0
    @State private var stamps: [UInt64] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                if showToast {
                    Text("Saved")
                        .frame(height: 44)
                        .id("toast")
                }
                ForEach(1...20, id: \.self) { draft in
                    Text("Draft \(draft)")
                        .frame(height: 60)
                        .onTapGesture {
                            saves += 1
                            showToast = true
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                                showToast = false
                            }
                            DispatchQueue.main.async {
                                confirmations += 1
                            }
                            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) {
                                confirmations += 10
                            }
                            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2) + .microseconds(500) + .nanoseconds(100)) {
                                stamps.append(DispatchTime.now().uptimeNanoseconds)
                            }
                        }
                }
            }
        }
    }
}
