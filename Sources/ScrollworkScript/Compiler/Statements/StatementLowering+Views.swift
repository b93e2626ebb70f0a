import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// View builders: the views a body's expression statements produce become its result.
extension StatementLowering {
    /// One view, the common body (`Row(index: i)`, `HStack { … }.padding()`): its value is the
    /// result as it is, without a node list, as a list of one would give it.
    func singleView(_ value: @escaping Eval, range: SourceRange) -> Exec {
        return { f in
            let view = try value(f)
            switch view {
            case .none: f.returnValue = .host(ViewValue(ViewNode.empty))
            case .host(_ as ViewValue): f.returnValue = view
            default: f.returnValue = .host(ViewValue(try ViewConversion.node(view, range: range, in: f.context)))
            }
            return .returned
        }
    }

    /// The views (one, a `Group`, or `EmptyView`), or what an explicit `return` gives.
    func viewList(slot: Int, capacity: Int, body: TypedStatement) -> Exec {
        let run = lower(body)
        return { f in
            let list = NodeList(capacity: capacity)
            f.slots[slot] = .host(list)
            // A closure among the views may keep this frame; the frame must not keep the views.
            defer { f.slots[slot] = .none }
            if case .returned = try run(f) { return .returned }
            f.returnValue = list.view
            return .returned
        }
    }

    func addView(_ value: @escaping Eval, slot: Int, range: SourceRange) -> Exec {
        return { f in
            let view = try value(f)
            guard case .host(let list as NodeList) = f.slots[slot] else { return .normal }
            if case .none = view { return .normal }
            list.append(try ViewConversion.node(view, range: range, in: f.context), from: view)
            return .normal
        }
    }
}
