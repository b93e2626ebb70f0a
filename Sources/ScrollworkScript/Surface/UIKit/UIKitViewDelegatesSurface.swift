import ScrollworkCore

/// The delegate and data-source protocols of UIKit's views (`UIGestureRecognizerDelegate`,
/// `UIScrollViewDelegate`, `UITextFieldDelegate`, …) and SwiftUI's `DropDelegate`: an app's
/// class conforming to one loads as any class, but no UIKit view is made here and nothing is
/// dropped, so nothing calls its delegate methods; they run only where the app's own code calls
/// them. Their methods' parameters are UIKit's view classes, which leave a method using them
/// out with a note, as anywhere.
enum UIKitViewDelegatesSurface: SurfaceProvider {
    static let protocols = [
        "UIGestureRecognizerDelegate", "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
        "UITableViewDelegate", "UITableViewDataSource", "UICollectionViewDelegate", "UICollectionViewDataSource",
        "UINavigationControllerDelegate", "UIImagePickerControllerDelegate", "UISearchBarDelegate",
        "UIPageViewControllerDelegate", "UIPageViewControllerDataSource", "UIDocumentPickerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate",
    ]

    static func register(in surface: inout SurfaceBuilder) {
        for name in protocols {
            surface.type(name, .protocol, conformsTo: ["AnyObject"],
                         doc: "A UIKit view's delegate: no UIKit view is made here, so only the app's own code calls its methods.")
        }
        surface.type("DropDelegate", .protocol,
                     doc: "How a view takes a drop: nothing is dropped here, so only the app's own code calls its methods.")
        surface.type("DropInfo", doc: "What a drop carries, as a drop delegate is told of it (never, here).")
        surface.type("DropProposal", doc: "How a drop delegate would take a drop (never asked, here).") { t in
            t.initializer("init(operation: DropOperation)", role: .visual, doc: "A proposal of this operation.") { a in a[0] }
        }
        surface.type("DropOperation", .enum, doc: "What a drop does to its items.") { t in
            t.cases(["cancel", "forbidden", "copy", "move"], role: .visual, doc: "An operation.")
        }
    }
}
