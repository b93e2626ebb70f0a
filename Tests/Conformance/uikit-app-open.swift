import SwiftUI

/// A help link opened through UIApplication, as apps open Safari or Settings.
struct HelpLink: View {
    @State private var openResult = "none"

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Help") {
                    if let url = URL(string: "https://example.com/help") {
                        UIApplication.shared.open(url) { opened in
                            openResult = opened ? "opened" : "not opened"
                        }
                    }
                }
                .id("help")
            }
        }
    }
}
