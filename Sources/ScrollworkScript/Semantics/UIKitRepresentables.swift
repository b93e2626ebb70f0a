import ScrollworkFrontEnd

/// Views an app writes around a UIKit view or view controller (`struct Blur:
/// UIViewRepresentable`, `struct SafariView: UIViewControllerRepresentable`). Their code is
/// UIKit's (`makeUIView`, a `Coordinator` that is a delegate), which scrollwork does not
/// simulate: the type is set aside before anything is compiled, and where the app shows it
/// (`Blur(style: .dark)`) a placeholder stands in (`BodyChecker+Placeholders.swift`), laid out
/// as a UIKit view with no intrinsic size is, taking the space it is offered.
///
/// The same holds for UIKit's view machinery used in a body outside a representable
/// (`UIHostingController(rootView: self)` to render a view into an image, `UIView`'s
/// `drawHierarchy`): the body is left out alone (`BodyChecker+AbsentNames.swift`), as one that
/// runs a module we do not simulate, and running it stops with an error naming it.
enum UIKitRepresentables {
    static let protocols: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable", gestureProtocol]
    /// iOS 18's wrapper of a UIKit gesture recognizer (`struct PanGesture:
    /// UIGestureRecognizerRepresentable`): set aside as the others are; where the app attaches
    /// it (`.gesture(PanGesture { … })`) it is a gesture no command here makes, never recognised.
    static let gestureProtocol = "UIGestureRecognizerRepresentable"

    /// What a note or a left-out body's error says the view machinery is from.
    static let viewMachinery = "UIKit's views and view controllers"

    /// UIKit's (and SwiftUI's UIKit-facing) names of views, windows and view controllers,
    /// and of drawing a view's layer into an image.
    static let viewMachineryNames: Set<String> = [
        "UIHostingController", "UIViewController", "UINavigationController", "UITabBarController", "UIView", "UIWindow",
        "UIWindowScene", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsGetImageFromCurrentImageContext",
        "UIGraphicsEndImageContext", "UIGraphicsImageRenderer",
        // The views and controllers apps subclass or extend around a representable.
        "UITextView", "UITextField", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView",
        "UITableView", "UITableViewCell", "UITableViewController", "UICollectionView", "UICollectionViewCell",
        "UICollectionViewController", "UIPageViewController", "UIImagePickerController", "UIActivityViewController",
        "UIAlertController", "UISearchBar", "UISearchController", "UINavigationBar", "UITabBar", "UIToolbar",
        "UISegmentedControl", "UISlider", "UISwitch", "UIDatePicker", "UIPickerView", "UIProgressView",
        "UIActivityIndicatorView", "UIRefreshControl", "UIVisualEffectView", "UIControl", "UIGestureRecognizer",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        "UIDocumentPickerViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        // The share sheet's items and activities.
        "UIActivityItemSource", "UIActivityItemProvider", "UIActivity",
    ]

    /// Whether `decl` declares a representable in its own inheritance list, as nearly every
    /// app writes it (`madeByExtensions` finds the others).
    static func isRepresentable(_ decl: StructDecl) -> Bool {
        decl.kind != .protocol && decl.inheritance.contains { $0.dottedName.map(protocols.contains) ?? false }
    }

    /// Whether `decl` wraps a UIKit gesture recognizer.
    static func isGestureRepresentable(_ decl: StructDecl) -> Bool {
        decl.kind != .protocol && decl.inheritance.contains { $0.dottedName == gestureProtocol }
    }

    /// The dotted names of the types an extension makes representable (`struct ImagePicker {
    /// @Binding var image: UIImage? }` then `extension ImagePicker: UIViewControllerRepresentable`).
    static func madeByExtensions(_ units: [SourceUnit]) -> Set<String> {
        var names = Set<String>()
        for declaration in units.flatMap(\.declarations) {
            guard case .extensionDecl(let decl) = declaration.kind, let extended = decl.extendedType.dottedName,
                  decl.inheritance.contains(where: { $0.dottedName.map(protocols.contains) ?? false }) else { continue }
            names.insert(extended)
        }
        return names
    }

    /// `units` with each representable (top-level or nested: `extension TextView { struct
    /// Representable: UIViewRepresentable }`) and each extension of one (`extension Blur {
    /// class Coordinator }`, `extension TextView.Representable.Coordinator`) replaced by a
    /// declaration that declares and compiles nothing, so the other declarations keep their
    /// positions.
    static func setAside(_ units: [SourceUnit]) -> [SourceUnit] {
        var paths = Set<String>()
        let byExtensions = madeByExtensions(units)
        for unit in units { collectPaths(unit.declarations, in: nil, byExtensions: byExtensions, into: &paths) }
        return units.map { unit in
            var kept = unit
            kept.declarations = unit.declarations.map { settingAside($0, in: nil, paths: paths) }
            return kept
        }
    }

    /// The dotted names of the representables `declarations` declare inside `outer`, or that
    /// extensions make so (`byExtensions`).
    private static func collectPaths(_ declarations: [Declaration], in outer: String?, byExtensions: Set<String>,
                                     into paths: inout Set<String>) {
        for declaration in declarations {
            switch declaration.kind {
            case .structDecl(let decl):
                let path = outer.map { "\($0).\(decl.name)" } ?? decl.name
                if isRepresentable(decl) || byExtensions.contains(path) { paths.insert(path) }
                else { collectPaths(decl.members, in: path, byExtensions: byExtensions, into: &paths) }
            case .extensionDecl(let decl):
                if let extended = decl.extendedType.dottedName {
                    collectPaths(decl.members, in: extended, byExtensions: byExtensions, into: &paths)
                }
            default:
                break
            }
        }
    }

    /// `declaration` with the representables in it, and the extensions of the ones `paths`
    /// names, set aside.
    private static func settingAside(_ declaration: Declaration, in outer: String?, paths: Set<String>) -> Declaration {
        var kept = declaration
        switch declaration.kind {
        case .structDecl(var decl):
            let path = outer.map { "\($0).\(decl.name)" } ?? decl.name
            if paths.contains(path) { return literalConstants(of: decl, declaration) }
            decl.members = decl.members.map { settingAside($0, in: path, paths: paths) }
            kept.kind = .structDecl(decl)
        case .extensionDecl(var decl):
            guard let extended = decl.extendedType.dottedName else { return declaration }
            if paths.contains(where: { extended == $0 || extended.hasPrefix($0 + ".") }) {
                return Declaration(kind: .invalid, range: declaration.range)
            }
            decl.members = decl.members.map { settingAside($0, in: extended, paths: paths) }
            kept.kind = .extensionDecl(decl)
        default:
            break
        }
        return kept
    }

    /// What stays of a representable: its static constants written as literals (`static let
    /// fixedHeight: CGFloat = 120`), which the views beside it read to size it and which use
    /// nothing of UIKit, in a caseless enum of its name; nothing when it has none.
    private static func literalConstants(of decl: StructDecl, _ declaration: Declaration) -> Declaration {
        let constants = decl.members.filter { member in
            guard member.isStatic, case .variable(let variable) = member.kind, variable.accessors.isEmpty,
                  let initializer = variable.initializer else { return false }
            return isLiteral(initializer)
        }
        guard !constants.isEmpty else { return Declaration(kind: .invalid, range: declaration.range) }
        var kept = declaration
        kept.attributes = []
        kept.kind = .structDecl(StructDecl(kind: .enum, name: decl.name, nameRange: decl.nameRange, inheritance: [], members: constants))
        return kept
    }

    private static func isLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .integer, .double, .boolean: return true
        case .string(let segments): return segments.allSatisfy { if case .text = $0 { return true }; return false }
        case .prefix(let operators, let operand): return operators.allSatisfy { $0.op == .negate } && isLiteral(operand)
        default: return false
        }
    }
}
