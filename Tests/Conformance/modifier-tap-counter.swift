import SwiftUI

/// A tap counter kept by a ViewModifier's own @State, reporting each count.
struct TapCounter: ViewModifier {
    @State private var count = 0
    let log: (Int) -> Void
    func body(content: Content) -> some View {
        content
            .overlay(Text("\(count)"))
            .onTapGesture {
                count += 1
                log(count)
            }
    }
}

extension View {
    /// Declared with the concrete type `modifier(_:)` gives back, as SwiftUI's own are.
    func countingTaps(_ log: @escaping (Int) -> Void) -> ModifiedContent<Self, TapCounter> {
        modifier(TapCounter(log: log))
    }
}

struct Board: View {
    @State var taps: [Int] = []
    @State var otherTaps: [Int] = []
    @State var renders = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Taps \(taps.count)")
                    .frame(height: 100)
                Color.red
                    .frame(height: 100)
                    .modifier(TapCounter { taps.append($0) })
                    .id("counter")
                Color.blue
                    .frame(height: 100)
                    .countingTaps { otherTaps.append($0) }
                    .id("other counter")
            }
        }
    }
}
