import Foundation
import ScrollworkFrontEnd
import ScrollworkScene

extension ReaderPreferenceFold {
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
}
