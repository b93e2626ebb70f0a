import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// One line per simulation event for `trace on`: the time, then what happened.
enum EventFormatter {
    /// In a scene with several scroll views, the scroll view's number comes first: `[2] phase …`.
    static func describe(_ event: ScrollEvent) -> String {
        "\(stamp(event.time))  " + (event.scrollView.map { "[\($0)] " } ?? "") + text(event.kind)
    }

    static func stateChange(_ name: String, from old: String, to new: String, time: Double) -> String {
        "\(stamp(time))  state.\(name) \(old) → \(new)"
    }

    static func text(_ kind: ScrollEvent.Kind) -> String {
        switch kind {
        case .phaseChanged(let from, let to):
            return "phase \(from.rawValue) → \(to.rawValue)"
        case .released(let velocity, let natural, let final):
            var text = "release v=\(Format.number(velocity)) pt/s natural \(Format.number(natural))"
            text += natural == final ? " final \(Format.number(final))" : " final \(Format.number(final)) (changed by the behaviour)"
            return text
        case .pinned(let id, let side):
            return "pin \(id) to the \(side.rawValue)"
        case .unpinned(let id):
            return "unpin \(id)"
        case .scriptError(let failure):
            // One line; the session prints the diagnostic itself, located, after it.
            return "script error: \(Diagnostic(failure).message)"
        case .refreshed:
            return "refresh"
        case .note(let text):
            return text
        case .haptic(let feedback):
            return "haptic " + feedback
        }
    }

    /// `[  0.250 s]`: fixed width so columns line up.
    static func stamp(_ time: Double) -> String {
        "[" + String(format: "%7.3f", time) + " s]"
    }
}
