import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// The `phase` of a folded transition closure (`EffectChain`), read from the frame's
/// `numbers[0]` instead of a `.phase` value in its slot: `phase.value` is one load and
/// `phase.isIdentity` one comparison, with no `Value` copied out of a slot.
///
/// Reads of the phase as a whole (`phase == .identity`, `switch phase`) get the same value
/// the slot would hold.
final class PhaseArgument: HostArguments {
    let slot: Int

    init(slot: Int) {
        self.slot = slot
    }

    /// The place of the phase as it travels in a `FieldPath`.
    private static let fields = [-1, 0]

    func argument(slot: Int, range: SourceRange) -> HostRead? {
        guard slot == self.slot else { return nil }
        return .boxed({ f in .phase(f.numbers.unsafelyUnwrapped[0]) }, .phase,
                      place: FieldPath(slot: slot, fields: Self.fields, types: [BuiltinTypes.scrollTarget, BuiltinTypes.scrollTarget],
                                       range: range))
    }

    func owns(_ path: FieldPath) -> Bool {
        path.slot == slot && path.fields == Self.fields
    }

    /// `phase.value` and `phase.isIdentity`; other members compile on the boxed phase.
    func member(of path: FieldPath, _ name: String, range: SourceRange) -> HostRead? {
        switch name {
        case "value": return .number { f in f.numbers.unsafelyUnwrapped[0] }
        case "isIdentity": return .truth { f in f.numbers.unsafelyUnwrapped[0] == 0 }
        default: return nil
        }
    }
}
