import ScrollworkFrontEnd

/// What stands in for a name no loaded file declares, or one of a module scrollwork does not
/// simulate (`BodyChecker+AbsentNames`, `+Placeholders`, `+UnloadedMembers`); its warning was
/// reported when it was checked.
enum TypedPlaceholder {
    /// `Item`, `CIFilter.sepiaTone()`, `tripCards`: a placeholder value named `name`.
    case value(name: String)
    /// A use in code that is left out, so never runs, or of the app's own name whose
    /// declaration is left out: nil, typed as the placeholder `name`.
    case absent(name: String)
    /// `base.name` or `base.name(…)` of a placeholder: the base run for what it does, then a
    /// placeholder named after the member (nil when the base gave no placeholder).
    case member(of: Eval, name: String, typeName: String)
    /// `Row(…)` drawn as `Text("Row")` is, typed as a view; `module` is the module the view
    /// is of, when one we do not simulate declares it.
    case view(text: Eval, module: String?)
    /// An app's view wrapping a UIKit view: its name in a frame taking all it is offered.
    case representable(text: Eval, range: SourceRange)
}
