import SwiftUI

// proxy.scrollTo and .id take any Hashable: here an @Namespace id marks the last message.
// A scrollTo of an id no view has does nothing, as in SwiftUI.

struct Conversation: View {
    @Namespace private var bottomID
    @State private var printed = ""

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Button("Latest") { proxy.scrollTo(bottomID) }
                        .frame(maxWidth: .infinity, minHeight: 44)
                    Button("Nowhere") { proxy.scrollTo("nowhere") }
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<30) { index in
                            Text("Message \(index)")
                                .frame(height: 50)
                        }
                        Text("Latest")
                            .frame(height: 50)
                            .id(bottomID)
                    }
                }
            }
        }
        .onAppear { printed = "\(bottomID)" }
    }
}
