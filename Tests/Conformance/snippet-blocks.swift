import SwiftUI

/// A snippet editor's blocks, each row given its index and a binding to its block, as
/// `Array($blocks.enumerated())` makes them (a binding to an array is a collection of bindings).
struct Block: Identifiable {
    let id: Int
    var text: String
}

struct SnippetEditor: View {
    @State private var blocks = [Block(id: 1, text: "let a = 1"), Block(id: 2, text: "print(a)")]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array($blocks.enumerated()), id: \.element.id) { index, $block in
                Button("\(index + 1). \(block.text)") { block.text += " // edited" }
                    .frame(height: 44)
            }
        }
    }
}

#Preview("Snippet") { SnippetEditor() }
