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

    func unheldStateProjection(slot: Int) -> Typed {
        let machine = self.machine
        return Typed({ f in .host(StateBox(name: "constant", value: try machine.global(slot, readBy: f), owner: nil)) }, .named("Binding"))
    }

    func elementBindings(of binding: @escaping Eval, method name: String, range: SourceRange) -> Typed {
        Typed({ f in
            guard case .host(let box as StateBox) = try binding(f), case .array(let items) = box.value else {
                throw Diagnostic.error("'\(name)' needs a binding to an array", at: range)
            }
            return .array(items.indices.map { .host(BodyChecker.elementBinding(of: box, at: .int($0), range: range, in: f.context)) })
        }, .array(.named("Binding")))
    }

    func publishedPublisher(of owner: @escaping Eval, field index: Int) -> Typed {
        Typed({ f in
            guard case .object(let object) = try owner(f) else { return .none }
            return .host(PublishedPublisher(object: object, field: index))
        }, .named(BodyChecker.publishedPublisher))
    }
}
