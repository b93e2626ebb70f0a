import SwiftUI

// An App Store style card: gesture values kept in lets and attached only while they apply.
// A long press shrinks the card, a tap opens it over the whole screen with the list's
// scrolling off (ScrollView with no axis), a drag down past 20 % of its height closes it.

struct StoryCard: View {
    @Binding var isOpen: Bool
    @Binding var dragScale: CGFloat
    @State private var scale: CGFloat = 1

    private var width: CGFloat { isOpen ? 390 : 380 }
    private var height: CGFloat { isOpen ? 844 : 300 }

    var body: some View {
        let shrink = LongPressGesture(minimumDuration: 0.1)
            .onChanged { _ in
                withAnimation(.spring) { scale = 0.9 }
            }
        let open = TapGesture()
            .onEnded {
                withAnimation(.spring) {
                    scale = 1
                    isOpen = true
                }
            }
        let pullDown = DragGesture(minimumDistance: 0)
            .onChanged { value in
                let remaining = 1 - value.translation.height / height
                dragScale = remaining
                if remaining < 0.8 {
                    isOpen = false
                    scale = 1
                } else if remaining < 1 {
                    scale = remaining
                }
            }
            .onEnded { _ in
                if scale < 0.8 { isOpen = false }
                scale = 1
            }

        VStack {
            Image(systemName: "star")
                .frame(maxWidth: .infinity)
            Text("Story")
                .frame(maxWidth: .infinity)
        }
        .frame(width: width * scale, height: height * scale)
        .background(Color.blue)
        .gesture(isOpen ? pullDown : nil)
        .gesture(isOpen ? nil : open)
        .simultaneousGesture(isOpen ? nil : shrink)
    }
}

struct TodayStories: View {
    @State private var isOpen = false
    @State private var dragScale: CGFloat = 1

    var body: some View {
        ScrollView(isOpen ? [] : .vertical) {
            VStack(spacing: 30) {
                if !isOpen {
                    Spacer()
                    Text("Today")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
                StoryCard(isOpen: $isOpen, dragScale: $dragScale)
                    .id("card")
            }
        }
    }
}
