/// What a compiled program needs before its own code.
enum CompiledPrelude {
    /// Unbuffered output, so what a program printed before it trapped is not lost with the
    /// process; and `CGVector`, which Foundation on Linux lacks (it has `CGPoint`, `CGSize`,
    /// `CGRect` and `CGFloat`), declared as CoreGraphics declares it.
    static let text = """
    import Foundation

    setvbuf(stdout, nil, _IONBF, 0)

    #if !canImport(CoreGraphics)
    struct CGVector {
        var dx: CGFloat
        var dy: CGFloat
        init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    }
    #endif


    """
}
