import SwiftUI

// A GroupBoxStyle of the app's own lays out the box from its label and content; one that wraps
// `GroupBox(configuration)` keeps iOS's box (16-point padding) around them.
struct CardBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.label
            configuration.content
        }
        .padding(4)
        .id("card")
    }
}

struct PaddedBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration)
            .id("padded")
    }
}

struct Boxes: View {
    var body: some View {
        VStack(spacing: 16) {
            GroupBox {
                Color.orange.frame(width: 60, height: 40).id("card-content")
            } label: {
                Color.blue.frame(width: 30, height: 30).id("card-label")
            }
            .groupBoxStyle(CardBoxStyle())

            GroupBox {
                Color.green.frame(width: 50, height: 50).id("padded-content")
            }
            .groupBoxStyle(PaddedBoxStyle())

            // A built-in style given nearer the box wins over the app's given further out.
            VStack {
                GroupBox {
                    Color.gray.frame(width: 20, height: 20)
                }
                .groupBoxStyle(.automatic)
                .id("automatic")
                GroupBox {
                    Color.gray.frame(width: 20, height: 20)
                }
                .groupBoxStyle(DefaultGroupBoxStyle())
                .id("default")
            }
            .groupBoxStyle(CardBoxStyle())
        }
    }
}

#Preview("Boxes") {
    Boxes()
}
