import SwiftUI

/// A debug-only banner and a modifier line under `#if`, as apps guard diagnostics; the
/// simulated app is a debug build on iOS.
struct Timeline: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                #if DEBUG
                Text("Debug build").frame(height: 40).id("banner")
                #endif
                ForEach(0..<10) { index in
                    Text("Entry \(index)")
                        #if os(iOS)
                        .frame(height: 80)
                        #else
                        .frame(height: 20)
                        #endif
                }
                #if os(macOS)
                Text("Mac footer").id("footer")
                #endif
            }
        }
    }
}

#Preview("Timeline") { Timeline() }
