import Foundation
import ScrollworkCore

/// A string or a set as the collection of its elements, for the members an app's extension of
/// a collection protocol adds (`extension Collection { var isNotEmpty: Bool { !isEmpty } }` read
/// on a `String`): Swift's `String` is a `BidirectionalCollection` of `Character`s and `Set` a
/// `Collection` of its members, and those extensions are compiled with `self` an array, so a
/// string reaches them as the array of its characters (each a one-character string, as
/// `Character`s are here), a set as the array of its members in its order.
extension BodyChecker {
    /// The protocols whose app extensions a string or set reaches this way (a set is no
    /// `BidirectionalCollection`); `RangeReplaceableCollection` and `MutableCollection` are left
    /// out: their members change `self`, which would be the copy.
    private static func collectionProtocols(of type: StaticType) -> [String] {
        if type == .string { return ["BidirectionalCollection", "Collection", "Sequence"] }
        if case .set = type { return ["Collection", "Sequence"] }
        return []
    }

    /// The receiver as the array of its elements, when `name` is a member of an app's extension
    /// of a collection protocol and no member of the receiver's own type or of its extensions.
    func collectionElements(_ receiver: Typed, _ name: String) -> Typed? {
        let protocols = Self.collectionProtocols(of: receiver.type)
        guard !protocols.isEmpty, !surfaceExtensions.isEmpty, let typeName = surfaceMembersTypeName(of: receiver.type),
              surface.members(of: typeName, named: name).isEmpty,
              !extensionHolders(forSurfaceType: typeName).contains(where: { $0.declares(name) }),
              protocols.contains(where: { surfaceExtensions[$0]?.declares(name) == true }) else { return nil }
        let eval = receiver.eval
        var element = StaticType.string
        if case .set(let member) = receiver.type { element = member }
        return Typed({ f in
            switch try eval(f) {
            case .string(let text):
                try f.context.charge(text.count)
                return .array(text.map { .string(String($0)) })
            case .set(let set):
                return .array(set.elements)
            default:
                return .none
            }
        }, .array(element))
    }
}

private extension StructType {
    func declares(_ name: String) -> Bool {
        computed[name] != nil || methods[name] != nil
    }
}
