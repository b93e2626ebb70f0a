import SwiftUI

/// A feed card built the way apps write them since iOS 15: shape backgrounds, gradients of a
/// colour, hierarchical styles, text joined from pieces, a remote image by phases, a search
/// task restarted by its query, and the decoration that only changes how things are drawn.
struct CardBackgrounds: View {
    @State var hits = 0
    @State var query = "a"
    @State var searches = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                // The shape behind the padded text takes touches in the padding; a padded text
                // with nothing behind it takes them only where its text is.
                Text("Tap").padding(8).background(.blue.gradient, in: Capsule()).onTapGesture { hits += 1 }.id("chip")
                Text("Bare").padding(8).onTapGesture { hits += 100 }.id("bare")
                Text("Card").padding(8).background(in: .rect(cornerRadius: 8)).onTapGesture { hits += 10 }.id("card")
                (Text("Hello").bold() + Text(" world").foregroundStyle(.tertiary)).id("joined")
                (Text(Image(systemName: "star.fill")) + Text("5")).id("rating")
                AnyView(Text("Erased")).id("erased")
                Color.clear
                    .frame(width: 100, height: 60)
                    .overlay(alignment: Alignment(horizontal: .trailing, vertical: .bottom)) {
                        Text("x").onTapGesture { hits += 1000 }
                    }
                    .id("box")
                AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                    if let image = phase.image {
                        image.resizable()
                    } else if phase.error != nil {
                        Color.red
                    } else {
                        Color.gray.frame(width: 50, height: 50)
                    }
                }
                .id("avatar")
                AsyncImage(url: URL(string: "https://example.com/b.png"), transaction: Transaction(animation: .default)) { phase in
                    switch phase {
                    case .empty: Text("loading")
                    case .success(let image): image
                    case .failure: Text("failed")
                    @unknown default: EmptyView()
                    }
                }
                .id("cover")
                Text("Results \(searches)")
                    .task(id: query) {
                        try? await Task.sleep(for: .seconds(1))
                        guard !Task.isCancelled else { return }
                        searches += 1
                    }
                    .id("results")
                Section(footer: Text("Footer")) {
                    Text("Row")
                }
                Text("Drawn only")
                    .mask { Rectangle() }
                    .foregroundStyle(.quaternary)
                    .background(.tint)
                    .shadow(radius: 2)
                    .help("A tooltip")
                    .keyboardShortcut("d", modifiers: [.command, .shift])
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .redacted(reason: .placeholder)
                    .baselineOffset(2)
                    .minimumScaleFactor(0.5)
                    .lineSpacing(4)
                    .textCase(.uppercase)
                    .id("drawn")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .edgesIgnoringSafeArea(.top)
    }
}

#Preview("Card backgrounds") {
    CardBackgrounds()
}
