import Foundation
import ScrollworkFrontEnd

/// Members of the frameworks' types that an app adds in files of its own (`extension Bundle {
/// func decode… }`, `extension PrimitiveButtonStyle where Self == RoundedStyle { static var
/// roundedAndShadow… }`), used by a file loaded without them.
///
/// Such a member is a placeholder value named after it (`PlaceholderValue`), with one located
/// warning, only when no loaded extension of the type declares it and the files are loaded
/// without the rest of their app (`UndeclaredNames.isPartial`): when an app's folder is loaded
/// whole, every file of it is there, and a missing member is the error swiftc gives. A near
/// miss of one of the type's own members (`.paddng`) stays an error with its hint.
extension BodyChecker {
    /// `base.name(…)` or `base.name`, where `base` is of the framework type `typeName` that
    /// has no member `name`: a placeholder, or nil when it is an error. The call's arguments
    /// are compiled for their errors' sake only (`compileDiscarding`).
    func unloadedMember(of typeName: String, _ name: String, arguments: [Argument] = [], nameRange: SourceRange,
                        known: [String]) -> TypedExpression? {
        guard undeclared.mayLackMember(name), surface.type(named: typeName) != nil,
              NameSuggestions.hint(for: name, in: known) == nil else { return nil }
        compileDiscarding(arguments)
        if sink.warnedNames.insert(name).inserted {
            warning(PlaceholderMessages.unloaded(name, PlaceholderMessages.valuesArePlaceholders), at: nameRange,
                    hint: PlaceholderMessages.memberHint(of: typeName))
        }
        return .placeholder(.value(name: name))
    }
}

extension PlaceholderMessages {
    /// Where a member a framework type lacks may be declared.
    static func memberHint(of typeName: String) -> String {
        "an extension of '\(typeName)' in a file not loaded may declare it; " + hint
    }
}
