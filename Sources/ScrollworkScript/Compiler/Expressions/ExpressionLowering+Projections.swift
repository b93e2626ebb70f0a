import ScrollworkCore
import ScrollworkFrontEnd

/// `$name`: what a property wrapper projects.
extension ExpressionLowering {
    func wrapperProjection(selfDepth depth: Int, field index: Int, name: String, type: StaticType) -> Typed {
        Typed({ f in
            let owner = depth == 0 ? f.slots[0] : f.ancestor(depth).slots[0]
            guard case .record(_, let fields) = owner else { return .none }
            if case .host(let box as StateBox) = fields[index] { return .host(box) }
            return .host(StateBox(name: name, value: fields[index], owner: f.context?.runtime))
        }, type)
    }

    func publishedPublisher(of owner: @escaping Eval, field index: Int) -> Typed {
        Typed({ f in
            guard case .object(let object) = try owner(f) else { return .none }
            return .host(PublishedPublisher(object: object, field: index))
        }, .named(BodyChecker.publishedPublisher))
    }
}
