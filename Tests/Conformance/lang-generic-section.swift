import SwiftUI

/// A generic section container, as galleries write them: two `@ViewBuilder` properties of
/// generic view types, filled by the memberwise initialiser's trailing closures.
struct ShelfSection<Content: View, Header: View>: View {
    var spacing: CGFloat = 12
    @ViewBuilder var content: Content
    @ViewBuilder var header: Header

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            header
            content
        }
    }
}

/// A generic row that shows any value through a closure.
struct ValueRow<Value>: View where Value: CustomStringConvertible {
    let value: Value
    let format: (Value) -> String

    var body: some View {
        Text(format(value)).frame(height: 44)
    }
}

struct Library: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ShelfSection {
                    ForEach(0..<3) { index in
                        ValueRow(value: index) { "Book \($0)" }
                    }
                } header: {
                    Text("Books").frame(height: 30)
                }
                .id("books")
                ShelfSection(spacing: 4) {
                    Color.orange.frame(height: 100)
                } header: {
                    Text("Featured")
                }
                .id("featured")
            }
        }
    }
}

#Preview("Library") { Library() }
