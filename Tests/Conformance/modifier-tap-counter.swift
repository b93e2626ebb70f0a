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

struct Board: View {
    @State var taps: [Int] = []
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
            }
        }
    }
}
