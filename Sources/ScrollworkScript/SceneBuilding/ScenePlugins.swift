import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// What a scene asks of its program's plug-ins: the behaviours, sticky rules and transitions
/// its modifiers name. They are made by the layer above (`PluginFactory`), which knows how a
/// script's types and closures become them; the scene only holds them.
protocol ScenePlugins: AnyObject {
    /// The machine the program runs on, which the scene's code runs on too.
    var machine: Machine { get }
    /// Whether a reader's content of the usual shape is read through its folded form
    /// (`ReaderPreferenceFold`); off only where a test compares the two.
    var foldsReaderContent: Bool { get }
    /// Whether a range's rows of the shape `{ i in Text("Row \(i)") }` are made from their
    /// template (`TextRowTemplate`); off only where a test compares the two.
    var makesTextRowsFromTemplates: Bool { get }
    /// What the script adds to surface types (`extension EnvironmentValues`), by type name.
    var surfaceExtensions: [String: StructType] { get }
    /// `view.scrollTransition(_ configuration:, axis:) { content, phase in … }`.
    func scrollTransition(on node: ViewNode, configuration: Value, axis: Value, closure: Callable,
                          at range: SourceRange) throws -> ViewNode
    /// `scrollTargetBehavior(_:)`'s argument as a behaviour.
    func targetBehavior(_ value: Value?, at range: SourceRange) throws -> (any TargetBehavior)?
    /// `stickyBehavior(_:)`'s argument as a sticky rule.
    func stickyRule(_ value: Value?, at range: SourceRange) throws -> (any StickyRule)?
    /// A sharing key for a `visualEffect` closure that reads only its own parameters, or nil.
    func geometryClosureKey(_ closure: Callable) -> Int?
}
