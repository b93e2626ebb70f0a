import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A view-builder closure of the usual `GeometryReader` content shape,
/// `{ proxy in Color.clear.preference(key: K.self, value: … ) }`, folded to its two arguments.
///
/// Inside scroll content the readers pass builds a reader's content again at every frame for
/// every row on screen, only to read what it sets. A clear color with one preference sets
/// that preference at the reader's frame and nothing else, so the folded form evaluates the
/// key and the value, in the closure's own frame and in the closure's order, and builds no
/// view. The closure still builds the content when the reader is laid out.
final class ReaderPreferenceFold {
    private let key: Eval
    private let value: Eval
    /// The `preference(key:value:)` call's arguments, where the closure's hook would be located.
    private let range: SourceRange

    private init(key: @escaping Eval, value: @escaping Eval, range: SourceRange) {
        self.key = key
        self.value = value
        self.range = range
    }

    /// What `content` (the closure this was folded from) sets, given the reader's proxy: the
    /// same as building the content and reading its one preference, counted as one call.
    func preferences(_ proxy: GeometryProxyValue, of content: Callable, machine: Machine,
                     in context: ScriptContext?) throws -> Preferences {
        guard let function = content.function, let slot = function.parameterSlots.first else { return Preferences() }
        var frame = function.makeFrame(parent: content.captured, context: context)
        defer { function.pool.give(&frame) }
        frame.slots[slot] = .host(proxy)
        machine.begin()
        try machine.enter(range)
        defer { machine.leave() }
        let keyValue = try key(frame), value = try value(frame)
        let preference = try located(range) { try PreferenceKeyType(keyValue, range: range) }
        var preferences = Preferences()
        preferences.set(preference, value)
        return preferences
    }

    /// The folded form of `closure`, compiled in the scope its body was just compiled in (so
    /// its names mean what they mean there), or nil when it has another shape. Its arguments
    /// may read the proxy, literals, types, standard functions, the locals around the closure
    /// (a row's `i`) and the view's stored properties; a closure calling the script's own code
    /// (a computed property, a method, a global) is built as written.
    static func compile(_ closure: ClosureExpression, compiler: Compiler) -> ReaderPreferenceFold? {
        guard let (_, expression) = closure.singleExpression(parameterCount: 1),
              case .postfix(let base, let operations) = expression.kind, operations.count == 3,
              case .identifier("Color") = base.kind, isSwiftUIColor(compiler),
              operations[0].memberName == "clear", operations[1].memberName == "preference",
              let arguments = operations[2].callArguments, !Compiler.containsClosure(arguments),
              EffectChain.identifiers(in: arguments).allSatisfy({ readsOnlyItsPlace($0, compiler) }) else { return nil }
        let errorsBefore = compiler.diagnostics.count
        let receiver = compiler.staticMember("Color", "clear", range: operations[0].range)
        let overloads = compiler.surface.members(of: "Color", named: "preference")
        guard let match = compiler.surfaceMatch("preference", overloads, arguments, nameRange: operations[1].range),
              case .transform = match.entry.body else {
            compiler.diagnostics.removeLast(compiler.diagnostics.count - errorsBefore)
            return nil
        }
        let compiled = compiler.surfaceArguments(match, arguments, selfType: receiver.type)
        // The body compiled the same arguments cleanly; anything said now would be said twice.
        guard compiled.count == 2, compiler.diagnostics.count == errorsBefore else {
            compiler.diagnostics.removeLast(compiler.diagnostics.count - errorsBefore)
            return nil
        }
        return ReaderPreferenceFold(key: compiled[0].eval, value: compiled[1].eval, range: operations[2].range)
    }

    /// `Color` and its `preference` are SwiftUI's: no script type or local is named `Color`,
    /// and no extension declares a `preference` method.
    private static func isSwiftUIColor(_ compiler: Compiler) -> Bool {
        compiler.types["Color"] == nil && compiler.scope.lookup("Color") == nil
            && !compiler.surfaceExtensions.values.contains { $0.methods["preference"] != nil }
    }

    /// A name the folded arguments may read: a local (the proxy, a row's `i`), a stored
    /// property of the view, a type, or a standard function (`abs`, `min`).
    private static func readsOnlyItsPlace(_ name: String, _ compiler: Compiler) -> Bool {
        if name == "self" || name.hasPrefix("$") { return false }
        if compiler.scope.lookup(name) != nil { return true }
        if let (_, type, _) = compiler.scope.selfScope(), type.kind == .structure, type.fieldIndex[name] != nil { return true }
        return compiler.globals[name] == nil && compiler.functions[name] == nil
            && (compiler.types[name] != nil || compiler.surface.type(named: name) != nil
                || !compiler.surface.overloads(.global, name).isEmpty)
    }
}
