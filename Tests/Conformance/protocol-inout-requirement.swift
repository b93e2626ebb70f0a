import SwiftUI

// Keys of a calculator pad held as the protocol they conform to: a call through the protocol's
// requirement runs the key's own implementation, and its `inout` argument is written back to
// the caller's place, as Swift passes an `inout` argument (copy in, copy out).
protocol PadKey {
    var title: String { get }
    func apply(to expression: inout String)
}

struct DigitKey: PadKey {
    let title: String
    func apply(to expression: inout String) { expression += title }
}

struct ClearKey: PadKey {
    let title = "C"
    func apply(to expression: inout String) { expression = "" }
}

final class UndoKey: PadKey {
    let title = "⌫"
    func apply(to expression: inout String) {
        if !expression.isEmpty { expression.removeLast() }
    }
}

struct CalculatorPad: View {
    @State private var expression = ""
    private let rows: [[PadKey]] = [
        [DigitKey(title: "7"), DigitKey(title: "8")],
        [ClearKey(), UndoKey()],
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(expression.isEmpty ? "empty" : expression).frame(height: 40).id("display")
                ForEach(rows.indices, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(rows[row].indices, id: \.self) { column in
                            Button(rows[row][column].title) { rows[row][column].apply(to: &expression) }
                                .frame(width: 60, height: 40)
                                .id("\(row)-\(column)")
                        }
                    }
                }
                // Four 10-pt bars per character typed.
                Color.mint.frame(height: Double(expression.count) * 40).id("bar")
            }
        }
    }
}
