import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// SwiftData's macros and the view modifiers that need the view chain: `@Model` classes,
/// their `@Attribute(.unique)`, `@Relationship` and `@Transient` properties, `@Query`
/// properties of views, and `.modelContainer(…)`/`.modelContext(…)`, whose context reaches the
/// views built inside them as `.environment(\.key, value)` does (see `environmentChain`). What
/// the declarations say is declared by the resolver (`SignatureResolver+Models`); this is what
/// their code does.
extension BodyChecker {
    /// The last `.modelContainer(…)` or `.modelContext(…)` of a chain, if any: its step's index.
    func modelContainerSplit(_ operations: [PostfixOperation]) -> Int? {
        guard operations.count >= 2 else { return nil }
        for index in stride(from: operations.count - 2, through: 0, by: -1) {
            guard let name = operations[index].memberName, ModelModifiers.names.contains(name),
                  let arguments = operations[index + 1].callArguments, !arguments.isEmpty else { continue }
            return index
        }
        return nil
    }

    /// `X.modelContainer(for: Book.self)…`: the context is made (once per place in the scene,
    /// as SwiftUI keeps the container it made) and `X` built inside it, then the rest of the chain.
    func modelContainerChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int,
                             expected: StaticType) -> TypedExpression {
        let call = operations[split + 1]
        guard let arguments = call.callArguments else { return .noValue }
        let given = expression(arguments[0].value).eval
        return environmentScopedChain(base, operations, at: split, expected: expected) {
            .modelContainer(given, forTypes: arguments[0].label == "for", argumentRange: arguments[0].range)
        }
    }
}

extension SceneRuntime {
    /// Whether the code running now is a `#Preview`'s own body, which Xcode runs once and
    /// scrollwork runs at every evaluation of the scene, replaying its calls of the app's code
    /// (`ExpressionLowering.replayedInPreview`).
    var isInPreviewBody: Bool { isRunningPreviewBody && currentViewType == nil }

    /// Whether the code running now builds the scene: a `#Preview`'s own body, or a view's
    /// body and what it calls (a modifier's `init`), which SwiftUI runs again only when what
    /// the view reads changes and scrollwork runs at every evaluation; not an action.
    var isBuildingScene: Bool { isRunningPreviewBody || currentViewType != nil }

    /// `ModelContainer(for:…)` made while the scene is built (`isBuildingScene`): made once per
    /// place in the scene (the view being built and where the call is) and kept, and the models
    /// the building code inserts into it again are inserted once (`ModelContextObject.isReplayed`);
    /// in an action, a new container.
    func keptContainer(madeAt range: SourceRange, _ make: () -> ModelContainerObject) -> ModelContainerObject {
        let place: String
        if isInPreviewBody {
            place = "#Preview@" + String(range.file) + ":" + String(range.start)
        } else if currentViewType != nil {
            place = "ModelContainer@" + lifecyclePlace(range).place
        } else {
            return make()
        }
        if let made = modelContainers[place] {
            made.mainContext.isReplayed = true
            return made
        }
        let made = make()
        modelContainers[place] = made
        return made
    }

    /// The container `.modelContainer(for:)` made at this place in the scene: made on the first
    /// evaluation and kept, as SwiftUI keeps it for the life of the view.
    func modelContainer(at place: String, for modelTypes: [String]) -> ModelContainerObject {
        if let made = modelContainers[place] { return made }
        let made = ModelContainerObject(modelTypes: modelTypes, configurations: [])
        modelContainers[place] = made
        return made
    }
}
