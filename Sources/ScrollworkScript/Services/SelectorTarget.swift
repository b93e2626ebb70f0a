import ScrollworkCore

/// A method a `#selector(…)` names on an object of the app's, called as the Objective-C runtime
/// calls it back: `NotificationCenter.addObserver(self, selector: #selector(adjust(notification:)), …)`.
/// The object is held weakly, as the notification center holds its observers since iOS 9: once
/// it is gone, nothing is called; or, `retaining` it, as a timer holds its target until invalidated.
enum SelectorTarget {
    /// The method `selector` names on `target`'s class or a superclass, taking at most
    /// `arguments` values: `adjust(notification:)` by its labels, `adjust` when one method has
    /// that name. A located error when there is none, as swiftc gives for `#selector`.
    static func callable(_ selector: String, on target: Value, arguments: Int, retaining: Bool = false) throws -> Callable {
        guard case .object(let object) = target else {
            throw RuntimeFailure("a selector's target must be an instance of a class of the app's, not \(target.typeName)")
        }
        let name = String(selector.prefix { $0 != "(" })
        var type: StructType? = object.type
        var found: ScriptFunction?
        while let current = type, found == nil {
            let candidates = (current.methods[name] ?? []).filter { $0.labels.count <= arguments }
            found = selector.contains("(") ? candidates.first { $0.signature == selector } : (candidates.count == 1 ? candidates[0] : nil)
            type = current.superclass
        }
        guard let function = found else {
            throw RuntimeFailure("'\(object.type.name)' has no method '\(selector)' taking at most \(arguments) argument(s) for the selector")
        }
        weak let weakTarget = object
        let strongTarget = retaining ? object : nil
        return Callable(name: selector, arity: arguments) { values, context in
            guard let object = strongTarget ?? weakTarget, let context else { return .none }
            let frame = Frame(size: function.frameSize, parent: nil, context: context)
            frame.slots[0] = .object(object)
            for (slot, value) in zip(function.parameterSlots, values) { frame.slots[slot] = value }
            return try function.run(frame, machine: context.machine, at: function.range)
        }
    }
}
