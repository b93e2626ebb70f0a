import ScrollworkCore
@testable import ScrollworkScene

extension SceneLayout {
    /// The frame of the first view whose id or label is `query`, in the root's coordinates: the
    /// root is centred on the screen (`SceneLayout.centred`), so a layout rule's numbers read
    /// from the root's top-leading corner, whatever the root's size.
    func frameInRoot(_ query: String) -> Rect? {
        let origin = Self.centred(size, in: Rect(origin: .zero, size: screen))
        return views(matching: query).first?.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The same for the view's content frame.
    func contentFrameInRoot(_ query: String) -> Rect? {
        let origin = Self.centred(size, in: Rect(origin: .zero, size: screen))
        return views(matching: query).first?.contentFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}
