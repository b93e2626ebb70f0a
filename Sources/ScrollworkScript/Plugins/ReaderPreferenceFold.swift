import Foundation
import ScrollworkCore
import ScrollworkScene

/// A `GeometryReader` content closure of the usual shape,
/// `{ proxy in Color.clear.preference(key: K.self, value: … ) }`, folded to its two arguments.
///
/// Inside scroll content the readers pass builds a reader's content again at every frame for
/// every row on screen, only to read what it sets. A clear color with one preference sets
/// that preference at the reader's frame and nothing else, so the folded form evaluates the
/// key and the value, as the closure would in that order, and builds no view. The closure
/// still builds the content when the reader is laid out.
final class ReaderPreferenceFold {
    typealias Eval = (Frame) throws -> Value

    private let key: Eval
    private let value: Eval
    private let frameSize: Int
    private let proxySlot: Int
    /// The `preference(key:value:)` call's arguments, where the closure's hook would be located.
    private let range: SourceRange

    private init(key: @escaping Eval, value: @escaping Eval, frameSize: Int, proxySlot: Int, range: SourceRange) {
        self.key = key
        self.value = value
        self.frameSize = frameSize
        self.proxySlot = proxySlot
        self.range = range
    }

    /// What the content sets, given the reader's proxy: the same as building the content and
    /// reading its one preference.
    func preferences(_ proxy: GeometryProxyValue, machine: Machine) throws -> Preferences {
        let frame = Frame(size: frameSize, parent: nil)
        frame.slots[proxySlot] = .host(proxy)
        machine.begin()
        let keyValue = try key(frame), value = try value(frame)
        let preference = try located(range) { try PreferenceKeyType(keyValue, range: range) }
        var preferences = Preferences()
        preferences.set(preference, value)
        return preferences
    }

    /// The folded form of `closure`, or nil when it has another shape. Its arguments are
    /// compiled as the closure's are, in a scope holding only the proxy: a closure reading
    /// anything else of where it was written is not folded (the caller checks that it names
    /// no global a local could hide).
    static func compile(_ closure: ClosureExpression, compiler: Compiler) -> ReaderPreferenceFold? {
        guard let (parameters, expression) = closure.singleExpression(parameterCount: 1) else { return nil }
        // `Color` `.clear` `.preference` `(…)`, with SwiftUI's `Color` and `preference`.
        guard case .postfix(let base, let operations) = expression.kind, operations.count == 3,
              case .identifier("Color") = base.kind, compiler.types["Color"] == nil,
              operations[0].memberName == "clear", operations[1].memberName == "preference",
              let arguments = operations[2].callArguments, !Compiler.containsClosure(arguments),
              !compiler.surfaceExtensions.values.contains(where: { $0.methods["preference"] != nil }) else { return nil }
        let range = operations[2].range
        let scope = FunctionScope(parent: nil, selfType: nil, isMutating: false, returnType: .unknown)
        let errorsBefore = compiler.diagnostics.count
        var compiled: [Typed] = []
        var proxySlot = 0
        compiler.withScope(scope) {
            proxySlot = parameters[0].name == "_" ? scope.newSlot()
                : scope.declare(parameters[0].name, type: compiler.staticType(surfaceName: "GeometryProxy"),
                                isLet: true, range: parameters[0].range).slot
            let receiver = compiler.staticMember("Color", "clear", range: operations[0].range)
            let overloads = compiler.surface.members(of: "Color", named: "preference")
            guard let match = compiler.surfaceMatch("preference", overloads, arguments, nameRange: operations[1].range),
                  case .transform = match.entry.body else { return }
            compiled = compiler.surfaceArguments(match, arguments, selfType: receiver.type)
        }
        guard compiled.count == 2, compiler.diagnostics.count == errorsBefore else { return nil }
        return ReaderPreferenceFold(key: compiled[0].eval, value: compiled[1].eval, frameSize: scope.slotCount,
                                    proxySlot: proxySlot, range: range)
    }
}
