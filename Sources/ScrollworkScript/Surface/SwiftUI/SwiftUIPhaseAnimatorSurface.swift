import ScrollworkCore
import ScrollworkScene

/// `PhaseAnimator` and `phaseAnimator`: the content is built at the first phase, where the
/// animator rests. Without a trigger SwiftUI cycles through the phases for as long as the view
/// shows; with one, a change of the trigger runs through them once and ends at the first phase
/// again. Neither run is simulated: the content keeps its first phase, and a located warning
/// says so. The animation closure is not run.
enum SwiftUIPhaseAnimatorSurface: SurfaceProvider {
    static let cyclingCaveat = "a phase animator's phases do not cycle here: its content keeps the first phase"
    static let triggeredCaveat = "a change of a phase animator's trigger does not run through the phases here: its content keeps "
        + "the first phase, where SwiftUI's run ends"

    static func register(in surface: inout SurfaceBuilder) {
        let animation = "animation: @escaping (Phase) -> Animation? = { _ in .default }"
        surface.type("PhaseAnimator", conformsTo: ["View"], doc: "Content built at its first phase; the phases do not run.") { t in
            t.initializer("init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content, \(animation))",
                          role: .view, doc: "The content at the first phase.", caveat: cyclingCaveat) { a in
                ViewConstructors.view(try content(a[1], phases: a[0], placeholder: nil, a))
            }
            t.initializer("init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content, "
                          + animation + ")", role: .view, doc: "The content at the first phase.", caveat: triggeredCaveat) { a in
                ViewConstructors.view(try content(a[2], phases: a[0], placeholder: nil, a))
            }
        }
        surface.extend("View") { t in
            let content = "@ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View"
            t.method("func phaseAnimator<Phase>(_ phases: some Sequence, \(content), \(animation)) -> some View",
                     role: .view, doc: "The view's effects at the first phase.", caveat: cyclingCaveat) { view, a in
                ViewConstructors.view(try Self.content(a[1], phases: a[0], placeholder: view, a))
            }
            t.method("func phaseAnimator<Phase>(_ phases: some Sequence, trigger: some Equatable, \(content), \(animation)) -> some View",
                     role: .view, doc: "The view's effects at the first phase.", caveat: triggeredCaveat) { view, a in
                ViewConstructors.view(try Self.content(a[2], phases: a[0], placeholder: view, a))
            }
        }
    }

    /// The content closure called with the first phase (after the modified view, for the modifier).
    private static func content(_ closure: Value, phases: Value, placeholder: Value?, _ a: SurfaceArguments) throws -> ViewNode {
        guard let first = try Sequences.elements(phases, in: a.context).first else {
            throw RuntimeFailure("a phase animator needs at least one phase")
        }
        let made = try ValueReaders.closure(closure, "content").call((placeholder.map { [$0] } ?? []) + [first], in: a.context)
        return try ViewConversion.node(made, range: a.range, in: a.context)
    }
}
