import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A script's `Layout` run by the scene: its cache, its budget and its errors.
@Suite struct ScriptLayoutTests {
    /// A layout whose cache counts the calls that saw it: made once, then passed `inout`.
    static let counting = """
    struct Counting: Layout {
        struct Cache { var made = 0; var calls = 0 }
        func makeCache(subviews: Subviews) -> Cache { Cache(made: 1, calls: 0) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            cache.calls += 1
            return CGSize(width: 100, height: 10 * CGFloat(cache.calls))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            // Where the calls so far put the only subview: proof the cache reached this call.
            subviews[0].place(at: CGPoint(x: CGFloat(cache.calls), y: CGFloat(cache.made)), proposal: .zero)
        }
    }
    struct Board: View {
        var body: some View {
            ScrollView { Counting { Color.red.id("dot") }.id("box") }
        }
    }
    """

    @Test func theCacheIsMadeOnceAndKeptAcrossCalls() throws {
        let (_, scene) = try makeScene(Self.counting, "Board")
        let box = try #require(scene.frame(.string("box")))
        // However many times the layout was measured, placing saw the same cache, made once.
        let calls = box.height / 10
        #expect(calls >= 1)
        let views = try #require(scene.layout.main).nestedViews(ofItemAt: 0)
        let dot = try #require(views.first { $0.id == .string("dot") })
        // Nested views' frames are in their item's coordinates.
        #expect(dot.frame.origin == Point(x: calls, y: 1))
    }

    @Test func aLayoutThatNeverReturnsRunsOutOfSteps() throws {
        let message = errorMessage {
            _ = try makeScene("""
            struct Forever: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var n = 0
                    while true { n += 1 }
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Board: View {
                var body: some View { Forever { Text("a") } }
            }
            """, "Board")
        }
        #expect(message?.contains("step") == true, "\(message ?? "no error")")
    }

    @Test func aDividerFollowsTheLayoutPropertiesStackOrientation() throws {
        // A layout as big as its subviews' ideal sizes. A Divider is 1 pt along its stack's axis
        // and, offered nothing across, 0 across it; outside a stack it is a horizontal line.
        func box(_ properties: String) throws -> Rect? {
            let (_, scene) = try makeScene("""
            struct Ideal: Layout {
                \(properties)
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let size = subviews[0].sizeThatFits(.unspecified)
                    return CGSize(width: size.width, height: size.height)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Board: View {
                var body: some View { ScrollView { Ideal { Divider() }.id("box") } }
            }
            """, "Board")
            return scene.frame(.string("box"))
        }
        let horizontal = """
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }
        """
        #expect(try box("")?.size == Size(width: 0, height: 1))
        #expect(try box(horizontal)?.size == Size(width: 1, height: 0))
    }

    @Test func aLayoutWithoutPlaceSubviewsIsAnError() throws {
        let message = errorMessage {
            _ = try makeScene("""
            struct Half: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            }
            struct Board: View {
                var body: some View { Half { Text("a") } }
            }
            """, "Board")
        }
        #expect(message == "'Half' does not conform to protocol 'Layout': it has no 'placeSubviews(in:proposal:subviews:cache:)'")
    }

    @Test func anExplicitAlignmentIsSaidNotToBeSimulated() {
        let source = """
        struct Aligned: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? { bounds.midX }
        }
        """
        let file = SourceFile(id: 1, path: "test.swift", text: source)
        let diagnostics = ScriptProgram().load(file)
        #expect(!diagnostics.containsErrors)
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("'explicitAlignment' of a custom Layout is not simulated") == true)
        #expect(warnings.first.map { file.location(of: $0.range.start).line } == 4)
    }
}
