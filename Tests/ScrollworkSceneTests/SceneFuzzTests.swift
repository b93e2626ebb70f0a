import ScrollworkCore
import Testing
import ScrollworkTestSupport
@testable import ScrollworkScene

/// Random trees from a fixed seed: layout either succeeds with finite item frames or throws;
/// it never crashes, and the same tree always gives the same outline.
@Suite struct SceneFuzzTests {
    /// Tree-shaped draws from the shared seeded generator, so failures reproduce.
    struct Generator {
        var random: SplitMix64
        var state: UInt64 { random.state }
        init(state: UInt64) { random = SplitMix64(seed: state) }
        mutating func next(_ bound: Int) -> Int { random.below(max(1, bound)) }
        mutating func length() -> Double {
            [0, 1, 10, 44, 100, 390, 1000, .infinity, -5][next(9)]
        }
        mutating func optionalLength() -> Double? { next(3) == 0 ? nil : length() }
    }

    static func tree(_ generator: inout Generator, depth: Int) -> ViewNode {
        var node: ViewNode
        let leafOnly = depth <= 0
        switch generator.next(leafOnly ? 6 : 14) {
        case 0: node = .text(String(repeating: "x", count: generator.next(30)))
        case 1: node = .image(systemName: "star", resizable: generator.next(2) == 0)
        case 2: node = .rectangle
        case 3: node = .spacer(minLength: generator.optionalLength())
        case 4: node = .color("red")
        case 5: node = .empty
        case 6: node = .vStack(spacing: generator.optionalLength(), children(&generator, depth))
        case 7: node = .hStack(alignment: .bottom, children(&generator, depth))
        case 8: node = .zStack(alignment: .topTrailing, children(&generator, depth))
        case 9: node = .lazyVStack(pinnedViews: .sectionHeaders, [.section(header: .text("h"), children(&generator, depth))])
        case 10: node = .lazyVGrid(columns: [.adaptive(minimum: generator.length()), .fixed(generator.length())], children(&generator, depth))
        case 11:
            let count = generator.next(5)
            let seed = generator.state
            node = .forEach(0..<count) { index in
                var inner = Generator(state: seed &+ UInt64(index))
                return tree(&inner, depth: depth - 2)
            }
        case 12: node = .scrollView(generator.next(2) == 0 ? .vertical : .horizontal, children(&generator, depth))
        default: node = .group(children(&generator, depth))
        }
        for _ in 0..<generator.next(3) {
            switch generator.next(8) {
            case 0: node = node.frame(width: generator.optionalLength(), height: generator.optionalLength())
            case 1: node = node.frame(minWidth: generator.optionalLength(), maxWidth: generator.optionalLength(),
                                      maxHeight: generator.optionalLength())
            case 2: node = node.padding(generator.length())
            case 3: node = node.aspectRatio(generator.next(2) == 0 ? nil : 1.5, contentMode: .fill)
            case 4: node = node.containerRelativeFrame(.horizontal, count: generator.next(4) - 1, span: generator.next(3), spacing: 8)
            case 5: node = node.overlay(.text("o")).scrollTargetLayout()
            case 6: node = node.offset(x: generator.length(), y: 3).sticky()
            default: node = node.contentMargins(.all, generator.length()).safeAreaPadding(.top, 20)
            }
        }
        return node
    }

    static func children(_ generator: inout Generator, _ depth: Int) -> [ViewNode] {
        (0..<generator.next(4)).map { _ in tree(&generator, depth: depth - 1) }
    }

    @Test(arguments: 0..<200)
    func randomTree(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let root = Self.tree(&generator, depth: 4)
        let screen = Size(width: [390, 100, 1][seed % 3], height: 844)
        guard let first = try? SceneLayout(root: root, screen: screen) else { return }
        for scroll in first.scrollViews {
            for item in scroll.content.items.prefix(1000) {
                #expect(item.frame.origin.x.isFinite && item.frame.origin.y.isFinite, "seed \(seed)")
            }
            _ = scroll.label(ofItemAt: 0)
            _ = try? scroll.item(at: scroll.content.count - 1)
        }
        let again = try SceneLayout(root: root, screen: screen)
        #expect(first.outline() == again.outline(), "seed \(seed)")
    }
}
