import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Views and modifiers the loaded files use but none of them declares (`UndeclaredNames`):
/// one file of an app opened alone still shows its screen. Where a view is expected (a
/// statement of a view builder, the view argument of `NavigationLink(destination:)`), a
/// call of such a name is drawn as a placeholder, laid out as `Text` of the name would be;
/// a modifier of such a name on a view is left off it. Each name gets one located warning.
/// Anywhere else an undeclared name stays an error.
extension BodyChecker {
    /// Marks the callee of `e`'s first call when the loaded files lack its name
    /// (`CellView(color: .red)`), `e` being an expression that gives a view; `namedCall`
    /// draws a marked call as a placeholder once every other meaning of the name is ruled out.
    func markPlaceholders(in e: Expression) {
        guard case .postfix(let base, let operations) = e.kind, case .identifier(let name) = base.kind,
              operations.first?.callArguments != nil,
              undeclared.lacks(name, inFile: base.range.file) || undeclared.unsimulatedModule(of: name, inFile: base.range.file) != nil
                || undeclared.isRepresentable(name)
        else { return }
        placeholderSites.insert(base.range)
    }

    /// The placeholder for `name(…)` at a marked site: `Text(name)`, whose size follows the
    /// text's rules, so the rows around it lay out as they would beside any short label. The
    /// call's arguments are not compiled: what they mean depends on the missing declaration.
    func placeholderView(_ name: String, nameRange: SourceRange) -> TypedExpression {
        if undeclared.isRepresentable(name) { return representablePlaceholder(name, nameRange: nameRange) }
        let module = undeclared.unsimulatedModule(of: name, inFile: nameRange.file)
        if let module {
            // `CodeScannerView(…)` of a package, `PhotosPicker(…)` of PhotosUI: drawn the same way.
            if sink.warnedNames.insert(name).inserted {
                warning(PlaceholderMessages.unsimulated(name, module, PlaceholderMessages.drawnAsPlaceholder), at: nameRange)
            }
        } else {
            warnUndeclared(name, at: nameRange, PlaceholderMessages.view(name))
        }
        return .placeholder(.view(text: labelText(name, nameRange: nameRange), module: module))
    }

    /// `PanGesture { recognizer in … }` of an app's `UIGestureRecognizerRepresentable`: a gesture
    /// that is attached and never recognised, as no UIKit recognizer runs here. Its arguments are
    /// not compiled: their code is UIKit's (the recognizer's translation, its view).
    func gestureRepresentable(_ name: String, _ arguments: [Argument], nameRange: SourceRange) -> TypedExpression {
        compileDiscarding(arguments)
        if sink.warnedNames.insert(name).inserted { warning(PlaceholderMessages.gestureRepresentable(name), at: nameRange) }
        return .literal(.host(GestureValue(.unrecognised(typeName: name))), .named("Gesture"))
    }

    /// `Text(name)`, the label a placeholder view is drawn with.
    private func labelText(_ name: String, nameRange: SourceRange) -> Eval {
        let label = Expression(kind: .string([.text(name)]), range: nameRange)
        return expressionLowering.lower(initializerCall("Text", [Argument(label: nil, value: label, range: nameRange)],
                                                        range: nameRange, nameRange: nameRange)).eval
    }

    /// What stands in for an app's view that wraps a UIKit view (`UIKitRepresentables`): its
    /// name in a frame that takes all it is offered, as a UIKit view with no intrinsic content
    /// size (a blur, a map, a web view, a view controller's view) is laid out. Not simulated
    /// rather than lacking (nothing a user could load would replace it), so `check` passes it
    /// with the warning.
    private func representablePlaceholder(_ name: String, nameRange: SourceRange) -> TypedExpression {
        if sink.warnedNames.insert(name).inserted {
            warning(PlaceholderMessages.representable(name), at: nameRange)
        }
        return .placeholder(.representable(text: labelText(name, nameRange: nameRange), range: nameRange))
    }

    /// Reports a modifier of a view that no loaded file or framework declares, which the view
    /// is drawn without (`unknownMember`).
    func skippedModifier(_ name: String, nameRange: SourceRange) {
        warnUndeclared(name, at: nameRange, PlaceholderMessages.modifier(name))
    }

    /// The hint of "cannot find 'X' in scope" (`TypeLookup.missingNameHint`), among the names
    /// of `name`'s kind unless `candidates` are given.
    func missingNameHint(_ name: String, at range: SourceRange, among candidates: [String]? = nil) -> String? {
        typeLookup.missingNameHint(name, at: range, among: candidates ?? knownNames(like: name))
    }

    private func warnUndeclared(_ name: String, at range: SourceRange, _ message: String) {
        guard sink.warnedNames.insert(name).inserted else { return }
        let closest = NameSuggestions.hint(for: name, in: knownNames(like: name))
        warning(message, at: range, hint: closest.map { "\($0), or load the files that declare '\(name)'" }
            ?? PlaceholderMessages.hint)
    }
}

/// The messages of placeholders, kept beside the code that reports them.
enum PlaceholderMessages {
    static func view(_ name: String) -> String {
        unloaded(name, drawnAsPlaceholder)
    }

    static func emptyQuery(_ model: String, wrapper: String = "Query") -> String {
        "'@\(wrapper)' of '\(model)', a placeholder, fetches nothing; its list is empty"
    }

    static let drawnAsPlaceholder = "drawn as a placeholder"
    static let valuesArePlaceholders = "its values are placeholders"

    static func codeIsLeftOut(_ subject: String) -> String {
        "\(subject) is left out, and stops with an error if it runs"
    }

    static let emptyList = "its list is empty"

    /// What becomes of code that uses a declaration left out and is not left out alone.
    static let usersLeftOut = "what uses it is left out"

    static let declaredValuesOnly = "instances are made with their properties' declared initial values"

    static func initializerIsLeftOut(_ subject: String) -> String {
        "\(subject) is left out: \(declaredValuesOnly)"
    }

    static func unloaded(_ name: String, _ consequence: String) -> String {
        "'\(name)' is not declared in the loaded files; \(consequence)"
    }

    static func unsimulated(_ name: String, _ module: String, _ consequence: String) -> String {
        "\(SyntaxNames.quoted(name)) is from \(module), which scrollwork does not simulate; \(consequence)"
    }

    /// The run-time error of code left out for a module we do not simulate; `name` may be the
    /// app's own, left out for the module.
    static func leftOut(_ subject: String, _ name: String, _ module: String, isAppDeclaration: Bool = false) -> String {
        isAppDeclaration ? "\(subject) uses '\(name)', which uses \(module), which scrollwork does not simulate"
            : "\(subject) uses \(SyntaxNames.quoted(name)) from \(module), which scrollwork does not simulate"
    }

    /// The warning of the app's own `name`, its declaration left out for `module`, where code using it is left out.
    static func leftOutDeclaration(_ name: String, _ module: String, _ consequence: String) -> String {
        "'\(name)' is left out for \(module), which scrollwork does not simulate; \(consequence)"
    }

    static func gestureRepresentable(_ name: String) -> String {
        "'\(name)' wraps a UIKit gesture recognizer, which scrollwork does not simulate; attached, it is never recognised"
    }

    static func representable(_ name: String) -> String {
        "'\(name)' wraps a UIKit view, which scrollwork does not simulate; it is an empty view taking the space offered"
    }

    static func modifier(_ name: String) -> String {
        "'\(name)' is not declared in the loaded files; the view is drawn without it"
    }

    static let hint = "load the folder that declares it"

    /// Where a global no loaded file declares may be.
    static let globalHint = "a file not loaded may declare it as a global; " + hint

    /// Where no placeholder can stand in (a model's type, a stored property's value).
    static let lackedHint = "no loaded file declares it; load the folder that declares it"

    /// Whether a diagnostic is one of these warnings (a file that has one opens, but is not clean).
    static func isPlaceholder(_ message: String) -> Bool {
        message.hasSuffix("is not declared in the loaded files; drawn as a placeholder")
            || message.hasSuffix("is not declared in the loaded files; the view is drawn without it")
            || message.hasSuffix("; " + valuesArePlaceholders) || message.hasSuffix(", a placeholder, fetches nothing; its list is empty") || message.hasSuffix(", and stops with an error if it runs")
            || message.hasSuffix(declaredValuesOnly) || message.hasSuffix("which scrollwork does not simulate; " + emptyList)
            || message.hasSuffix("which scrollwork does not simulate; " + drawnAsPlaceholder)
    }
}
