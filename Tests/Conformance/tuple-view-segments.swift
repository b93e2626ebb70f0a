import SwiftUI

/// A segmented control of the app's whose initialiser takes its segments as a view builder's
/// `TupleView` and takes the tuple apart (`content().value.0`), each segment a view of its own.
struct Segments: View {
    let contents: [AnyView]

    init<C0, C1>(@ViewBuilder content: @escaping () -> TupleView<(C0, C1)>) where C0: View, C1: View {
        let tuple = content().value
        contents = [AnyView(tuple.0), AnyView(tuple.1)]
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<contents.count, id: \.self) { index in
                contents[index]
                    .frame(width: 100, height: 40)
                    .id("segment\(index)")
            }
        }
    }
}

struct RangePicker: View {
    var body: some View {
        Segments {
            Text("Day")
            Text("Week")
        }
    }
}

/// A `TupleView` made by hand is its views, side by side in the stack that holds it.
struct PairRow: View {
    var body: some View {
        HStack(spacing: 0) {
            TupleView((Text("Left").frame(width: 50).id("left"), Text("Right").frame(width: 50).id("right")))
        }
    }
}

#Preview { RangePicker() }
#Preview("Pair") { PairRow() }
