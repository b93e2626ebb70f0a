import SwiftUI

// An app adds initialisers to framework views beside their own: Swift picks the framework's
// `VStack(spacing:content:)` for a number and the app's for one of its spacing cases.
enum Gap: CGFloat {
    case small = 8
    case large = 30
}

extension VStack {
    init(alignment: HorizontalAlignment = .center, spacing: Gap, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.rawValue, content: content)
    }
}

extension HStack {
    init(gap: Gap, @ViewBuilder content: () -> Content) {
        self.init(alignment: .center, spacing: gap.rawValue, content: content)
    }
}

struct Tile: View {
    let name: String
    var body: some View {
        Color.blue.frame(width: 40, height: 40).id(name)
    }
}

struct SpacedStacks: View {
    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 20) {
                Tile(name: "a")
                Tile(name: "b")
            }
            VStack(spacing: .large) {
                Tile(name: "c")
                Tile(name: "d")
            }
            HStack(gap: .small) {
                Tile(name: "e")
                Tile(name: "f")
            }
        }
    }
}

#Preview("Spaced stacks") {
    SpacedStacks()
}
