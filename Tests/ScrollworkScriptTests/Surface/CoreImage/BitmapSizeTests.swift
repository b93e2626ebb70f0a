import Testing
@testable import ScrollworkScript

/// A bitmap no image can have is a located error where Swift's conversion to Int would stop
/// the app: a rectangle of infinite width, an image whose scale is too small for its points
/// to be finite, a scale of 0; a rectangle of no number crops nothing.
@Test func impossibleBitmapSizesAreErrors() throws {
    let program = try loadProgram("""
    import SwiftUI
    func code() -> CIImage {
        let generator = CIFilter.qrCodeGenerator()
        generator.message = Data("a".utf8)
        return generator.outputImage!
    }
    func bitmap(_ width: Double) -> CGImage { CIContext().createCGImage(code(), from: CGRect(x: 0, y: 0, width: width, height: 30))! }
    func wide() -> Int { bitmap(.infinity).width }
    func tiny() -> CGSize { UIImage(cgImage: bitmap(40), scale: 1e-320, orientation: .up).size }
    func flat() -> CGSize { UIImage(cgImage: bitmap(40), scale: 0, orientation: .up).size }
    func cropped() -> Bool { bitmap(40).cropping(to: CGRect(x: Double.nan, y: 0, width: 10, height: 10)) == nil }
    """)
    let messages = ["wide()", "tiny()", "flat()"].map { evaluationError($0, in: program) }
    #expect(messages[0].contains("a bitmap cannot be inf pixels wide or high"), "\(messages[0])")
    #expect(messages[1].contains("an image's scale of 1e-320 makes it too large to draw"), "\(messages[1])")
    #expect(messages[2].contains("an image's scale must be more than 0, not 0.0"), "\(messages[2])")
    #expect(try program.evaluate("cropped()", bindings: FakeSession()) == .bool(true))
}
