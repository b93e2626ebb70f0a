import ScrollworkCore

/// Combine's publishers of several upstreams, as view models join their inputs: `merge(with:)`
/// and `Publishers.Merge…` (every value as it comes), `combineLatest` and
/// `Publishers.CombineLatest…` (the latest value of each, once all have sent one), `zip` and
/// `Publishers.Zip…` (the n-th values of each, paired). Completion follows Apple's
/// documentation: each fails with the first failure; a merge and a combineLatest finish once
/// every upstream has, a zip once an upstream has finished and no more tuples can be made.
enum CombineCombiningSurface: SurfaceProvider {
    /// Combine's names by the number of upstreams (its `Merge`, `CombineLatest` and `Zip` take two).
    private static func typeName(_ base: String, arity: Int) -> String { "Publishers.\(base)\(arity == 2 ? "" : String(arity))" }
    /// The upstreams' generic parameters, after `Self` (`B`, `C`, `D`).
    private static func others(_ count: Int) -> [String] { Array(["B", "C", "D"].prefix(count)) }
    /// `_ a: A, _ b: B, …`: upstreams as parameters of these generic types.
    private static func parameters(_ types: [String]) -> String {
        types.map { "_ \($0.lowercased()): \($0)" }.joined(separator: ", ")
    }
    /// The kinds, with the most upstreams their `Publishers` types take here.
    private static let kinds: [(base: String, method: String, kind: CombiningPublisher.Kind, most: Int)] =
        [("CombineLatest", "combineLatest", .latest, 4), ("Zip", "zip", .zip, 3)]

    static func register(in surface: inout SurfaceBuilder) {
        for arity in 2...3 {
            let type = typeName("Merge", arity: arity)
            surface.type(type, conformsTo: ["Publisher"], doc: "The values of \(arity) publishers, as each sends them.") { t in
                t.initializer("init(\(parameters(["A"] + others(arity - 1))))", role: .interaction,
                              doc: "Subscribes to each in turn; finishes when all have, fails with the first failure.") { a in
                    try merged(type, Array(a.values.prefix(arity)))
                }
            }
        }
        for (base, _, kind, most) in kinds {
            for arity in 2...most {
                let type = typeName(base, arity: arity)
                surface.type(type, conformsTo: ["Publisher"], doc: "Tuples of the values of \(arity) publishers.") { t in
                    t.initializer("init(\(parameters(["A"] + others(arity - 1))))", role: .interaction, doc: kind.doc) { a in
                        try combined(type, kind, Array(a.values.prefix(arity)), transform: nil)
                    }
                }
            }
        }
        surface.extend("Publisher") { t in
            let merge = typeName("Merge", arity: 2)
            t.method("func merge<B: Publisher>(with other: B) -> \(merge)<Self, B>", role: .interaction,
                     doc: "This publisher's values and the other's, as each sends them.") { r, a in try merged(merge, [r, a[0]]) }
            // Every publisher overload before the transforms': a closure argument fits only the
            // latter, and `$name` any parameter.
            for withTransform in [false, true] {
                for (base, method, kind, most) in kinds {
                    for count in 1...(most - 1) {
                        let names = others(count), type = typeName(base, arity: count + 1)
                        let generics = names.map { "\($0): Publisher" }.joined(separator: ", ")
                        let upstreams = parameters(names)
                        let result = "\(type)<Self, \(names.joined(separator: ", "))>"
                        guard withTransform else {
                            t.method("func \(method)<\(generics)>(\(upstreams)) -> \(result)", role: .interaction, doc: kind.doc) { r, a in
                                try combined(type, kind, [r] + a.values.prefix(count), transform: nil)
                            }
                            continue
                        }
                        let inputs = (["Output"] + names.map { "\($0).Output" }).joined(separator: ", ")
                        t.method("func \(method)<\(generics), T>(\(upstreams), _ transform: @escaping (\(inputs)) -> T) -> Publishers.Map<\(result), T>",
                                 role: .interaction, doc: kind.doc + " Each tuple is given to the closure, and its result sent.") { r, a in
                            try combined(type, kind, [r] + a.values.prefix(count), transform: try ValueReaders.closure(a[count], method))
                        }
                    }
                }
            }
        }
    }

    private static func merged(_ typeName: String, _ publishers: [Value]) throws -> Value {
        .host(MergedPublisher(typeName: typeName, upstreams: try publishers.map { try DrivenPublishers.of($0, subscriber: typeName) }))
    }

    private static func combined(_ typeName: String, _ kind: CombiningPublisher.Kind, _ publishers: [Value], transform: Callable?) throws -> Value {
        let upstreams = try publishers.map { try DrivenPublishers.of($0, subscriber: typeName) }
        let publisher = CombiningPublisher(typeName: typeName, kind: kind, upstreams: upstreams)
        guard let transform else { return .host(publisher) }
        return .host(PublisherPipeline(upstream: publisher, stage: .map(Callable(name: typeName, arity: 1) { values, context in
            guard case .tuple(let tuple) = values[0] else { return try transform.call(values, in: context) }
            return try transform.call(tuple.elements, in: context)
        })))
    }
}

/// `combineLatest` and `zip`: a tuple of one value of each upstream, sent when every upstream
/// has one. combineLatest keeps each upstream's latest value and sends the tuple again on each
/// new one; zip queues each upstream's values and sends the n-th of each together.
final class CombiningPublisher: DrivenPublisher {
    enum Kind {
        case latest, zip

        var doc: String {
            switch self {
            case .latest: "The latest value of each, as a tuple, on each new value once all have sent one; finishes when all have."
            case .zip: "The n-th values of each, as a tuple; finishes when one has finished and no more tuples can be made."
            }
        }
    }

    let typeName: String
    let kind: Kind
    let upstreams: [any DrivenPublisher]

    init(typeName: String, kind: Kind, upstreams: [any DrivenPublisher]) { (self.typeName, self.kind, self.upstreams) = (typeName, kind, upstreams) }

    func subscribe(_ subscriber: CombineSubscriber, in context: ScriptContext?) throws -> () -> Void {
        let link = SubscriptionLink()
        let count = upstreams.count
        /// combineLatest: the latest value of each (one at most); zip: the values not yet sent.
        var pending = [[Value]](repeating: [], count: count)
        var finished = [Bool](repeating: false, count: count)
        let kind = self.kind, name = typeName
        func finish(_ ending: Value, _ context: ScriptContext?) throws {
            link.end()
            try subscriber.complete(ending, in: context)
        }
        /// zip ends once a finished upstream has no value left to pair.
        func zipCannotContinue() -> Bool { kind == .zip && (0..<count).contains { finished[$0] && pending[$0].isEmpty } }
        for (index, upstream) in upstreams.enumerated() where !link.isDone {
            let receive = Callable(name: name, arity: 1) { values, context in
                guard !link.isDone else { return .none }
                switch kind {
                case .latest: pending[index] = [values[0]]
                case .zip: pending[index].append(values[0])
                }
                guard pending.allSatisfy({ !$0.isEmpty }) else { return .none }
                let tuple = Value.tuple(TupleValue(pending.map { $0[0] }))
                if kind == .zip { for i in 0..<count { pending[i].removeFirst() } }
                let result = try subscriber.receive.call([tuple], in: context)
                if !link.isDone && zipCannotContinue() { try finish(CombineCompletion.finished, context) }
                return result
            }
            let ended = Callable(name: name, arity: 1) { values, context in
                guard !link.isDone else { return .none }
                if CombineCompletion.error(of: values[0]) != nil { try finish(values[0], context); return .none }
                finished[index] = true
                if finished.allSatisfy({ $0 }) || zipCannotContinue() { try finish(CombineCompletion.finished, context) }
                return .none
            }
            link.add(try upstream.subscribe(CombineSubscriber(receive, completion: ended), in: context))
        }
        return { link.end() }
    }
}
