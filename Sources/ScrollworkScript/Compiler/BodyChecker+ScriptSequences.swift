import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `shelf.map { … }`, `shelf.count`, `feed.first` of a script type conforming to `Sequence`
    /// or a collection protocol that does not declare the member: the member of the array of its
    /// elements (walked by `ScriptSequences`), as the protocols' extensions give it in Swift.
    /// Nil for another type. A walk that fails (indices that are not Ints) is located at `range`.
    func elementsArray(of receiver: Typed, at range: SourceRange) -> Typed? {
        guard receiver.type == receiver.type.unwrapped, let nominal = receiver.type.nominal, conforms(nominal, to: "Sequence") else { return nil }
        let eval = receiver.eval
        return Typed({ f in
            let value = try eval(f)
            return .array(try located(range) { try Sequences.elements(value, in: f.context) })
        }, .array(sequenceElementType(nominal)))
    }

    /// What a script sequence's elements are: its iterator's `next()` result, or its subscript's.
    private func sequenceElementType(_ type: StructType) -> StaticType {
        if let makeIterator = type.methods(named: "makeIterator")?.first(where: { $0.labels.isEmpty }),
           let iterator = makeIterator.returnType.nominal,
           let next = iterator.methods(named: "next")?.first(where: { $0.labels.isEmpty }) {
            return next.returnType.unwrapped
        }
        if let next = type.methods(named: "next")?.first(where: { $0.labels.isEmpty }) { return next.returnType.unwrapped }
        return type.methods(named: FunctionDecl.subscriptGetterName)?.first(where: { $0.labels.count == 1 })?.returnType ?? .unknown
    }
}
