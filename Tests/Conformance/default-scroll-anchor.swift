import SwiftUI

// defaultScrollAnchor for each role: where a chat starts and stays as messages arrive, and
// where content shorter than the scroll view sits.

struct ChatLog: View {
    @State private var count = 3

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    Text("Message \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                        .onTapGesture { count += 10 }
                }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

struct StartsAtTopStaysAtBottom: View {
    @State private var count = 20

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    Text("Message \(index)")
                        .frame(height: 100)
                        .onTapGesture { count += 5 }
                }
            }
        }
        .defaultScrollAnchor(.top, for: .initialOffset)
        .defaultScrollAnchor(.bottom, for: .sizeChanges)
        .defaultScrollAnchor(.center, for: .alignment)
    }
}
