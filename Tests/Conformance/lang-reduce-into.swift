import SwiftUI

/// Words grouped with `reduce(into:)`, a width chosen by a `let` given its value in a `switch`
/// (Swift's definite initialisation), and a custom layout that says it stacks vertically.
struct Word: Identifiable {
    let id: Int
    let text: String
}

enum Density { case compact, regular, roomy }

func rowHeight(for density: Density) -> CGFloat {
    let height: CGFloat
    switch density {
    case .compact: height = 30
    case .regular: height = 44
    case .roomy: height = 60
    }
    return height
}

/// Stacks its subviews top to bottom at their ideal sizes; a Spacer inside is as tall as
/// its minimum and takes no width, as in a VStack.
struct Column: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(into: CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, ideal.width)
            size.height += ideal.height
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += ideal.height
        }
    }
}

struct Glossary: View {
    @State private var words = [Word(id: 1, text: "apple"), Word(id: 2, text: "avocado"), Word(id: 3, text: "banana")]
    @State private var density = Density.regular

    var counts: [String: Int] {
        words.reduce(into: [:]) { counts, word in
            counts[String(word.text.prefix(1)), default: 0] += 1
        }
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(words) { word in
                    Text(word.text).frame(height: rowHeight(for: density)).id(word.id)
                }
                Text("a: \(counts["a"] ?? 0), b: \(counts["b"] ?? 0)").id("summary")
                Column {
                    Color.red.frame(width: 4, height: 10)
                    Spacer()
                }
                .id("column")
                Button("Roomy") { density = .roomy }
            }
        }
    }
}

#Preview("Glossary") { Glossary() }
