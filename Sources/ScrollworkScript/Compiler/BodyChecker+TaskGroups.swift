import ScrollworkFrontEnd

/// `withThrowingTaskGroup(of: SectionResult.self) { group in group.addTask { .featured(s) } }`:
/// Swift binds `ChildTaskResult` from the `of:` argument and types every `addTask` closure's
/// result with it, so an implicit member there is a member of that type. The group's static
/// type carries no generic arguments here, so the type is kept while the body is compiled.
extension BodyChecker {
    /// Compiles one argument of a surface call; the body of a `with…TaskGroup` call is compiled
    /// knowing the child result type its `of:` argument names.
    func withTaskGroupChildType(_ match: SurfaceMatch, _ position: Int, _ compiled: [Typed?], _ compile: () -> Typed) -> Typed {
        guard match.entry.signature.parameters[position].label == "body", match.entry.name.hasSuffix("TaskGroup"),
              case .type(let name)? = compiled.first??.constant else { return compile() }
        switch name {
        case .user(let type): taskGroupChildTypes.append(.record(StructTypeRef(type)))
        case .builtin(let surfaceName): taskGroupChildTypes.append(staticType(surfaceName: surfaceName))
        }
        defer { taskGroupChildTypes.removeLast() }
        return compile()
    }

    /// The type an `addTask` closure of the innermost group being compiled returns, or nil.
    func taskGroupChildResult(_ receiver: StaticType, method: String) -> StaticType? {
        guard method == "addTask" || method == "addTaskUnlessCancelled" else { return nil }
        return taskGroupChildType(of: receiver)
    }

    /// The child result type of a group value being compiled (what `for await` over it gets).
    func taskGroupChildType(of group: StaticType) -> StaticType? {
        guard case .named(let name) = group, name == "TaskGroup" || name == "ThrowingTaskGroup",
              let type = taskGroupChildTypes.last, type != .unknown else { return nil }
        return type
    }
}
