import SwiftUI

// A list whose selected row stays in sight: each row reports its global minY through a
// preference, the selected one keeps it in state, and once it has scrolled past the top of
// the reader around the list a copy of it is pinned there.

struct RowTopKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct SelectableRow: View {
    let number: Int
    let isSelected: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(isSelected ? Color.green : Color.gray)
            .overlay(Text("Row \(number)"))
            .frame(height: 50)
    }
}

struct PinnedSelection: View {
    @State private var selected: Int?
    @State private var selectedTop: CGFloat?

    var body: some View {
        GeometryReader { outer in
            ZStack {
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(1..<21) { number in
                            SelectableRow(number: number, isSelected: number == selected)
                                .onTapGesture {
                                    withAnimation {
                                        selected = number
                                        selectedTop = nil
                                    }
                                }
                                .background(GeometryReader { proxy in
                                    Color.clear.preference(key: RowTopKey.self, value: proxy.frame(in: .global).minY)
                                })
                                .onPreferenceChange(RowTopKey.self) { top in
                                    if number == selected {
                                        selectedTop = top
                                    }
                                }
                        }
                    }
                    .padding()
                }
                VStack {
                    if let selected, let selectedTop, selectedTop < outer.frame(in: .global).minY {
                        SelectableRow(number: selected, isSelected: true)
                            .padding(.horizontal, 16)
                            .id("pinned")
                    }
                    Spacer()
                }
            }
        }
    }
}

#Preview("Pinned selection") {
    PinnedSelection()
}
