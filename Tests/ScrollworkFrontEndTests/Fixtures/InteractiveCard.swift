import SwiftUI

struct ExpandableCard: View {
    @Binding var isExpanded: Bool
    @State private var dragOffset: CGFloat = 0
    @State private var isPressed = false
    var title: String = "Today"

    private var scale: CGFloat {
        if isPressed { return 0.9 }
        guard isExpanded, dragOffset > 0 else { return 1 }
        return max(0.8, 1 - dragOffset / 800)
    }

    var body: some View {
        RoundedRectangle(cornerRadius: isExpanded ? 0 : 20)
            .fill(Color.orange)
            .frame(height: isExpanded ? nil : 320)
            .overlay(alignment: .topLeading) {
                Text(title).font(.largeTitle).padding()
            }
            .scaleEffect(scale)
            .onTapGesture {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                    isExpanded.toggle()
                }
            }
            .onLongPressGesture(minimumDuration: 0.2, perform: {}) { pressing in
                isPressed = pressing
            }
            .gesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { value in
                        guard isExpanded else { return }
                        dragOffset = max(0, value.translation.height)
                    }
                    .onEnded { value in
                        if scale < 0.85 {
                            isExpanded = false
                        }
                        dragOffset = 0
                    }
            )
    }
}

struct TodayScene: View {
    @State private var expanded: Int? = nil
    @State var refreshCount = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                ForEach(0..<4) { index in
                    ExpandableCard(
                        isExpanded: Binding(
                            get: { expanded == index },
                            set: { expanded = $0 ? index : nil }
                        ),
                        title: "Story \(index + 1)"
                    )
                    .padding(.horizontal, expanded == index ? 0 : 20)
                }
            }
        }
        .scrollDisabled(expanded != nil)
        .refreshable {
            refreshCount += 1
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { geometry in
            geometry.contentOffset.y
        }, action: { oldValue, newValue in
            if newValue < -60, oldValue >= -60 {
                print("pulled past \(Int(newValue))")
            }
        })
        .onScrollPhaseChange { _, phase in
            if phase == .idle { print("settled") }
        }
    }
}

#Preview("Today") {
    TodayScene()
}
