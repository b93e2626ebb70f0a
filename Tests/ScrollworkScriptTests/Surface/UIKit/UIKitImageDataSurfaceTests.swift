import Foundation
import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The encoders give a file of the image's size in pixels, read back one point a pixel as
/// iOS's `UIImage(data:)` reads a `pngData()` of a 3× image; an empty image gives none. They
/// keep sizes, not pixels, and say nothing where they are called.
@Test func imageEncodersKeepThePixelSize() throws {
    let source = """
        import SwiftUI

        func reread(_ image: UIImage) -> [CGSize?] {
            [image.pngData().flatMap { UIImage(data: $0)?.size }, image.jpegData(compressionQuality: 0.5).flatMap { UIImage(data: $0)?.size }]
        }

        """
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Encode.swift", text: source))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let png = BlankImageEncoder.png(width: 120, height: 60)!.base64EncodedString()
    let threeX = "UIImage(data: Data(base64Encoded: \"\(png)\")!, scale: 3)!"
    let pixels = "CGSize(width: 120, height: 60)"
    #expect(try program.evaluate("\(threeX).size == CGSize(width: 40, height: 20)", bindings: FakeSession()).description == "true")
    #expect(try program.evaluate("reread(\(threeX)) == [\(pixels), \(pixels)]", bindings: FakeSession()).description == "true")
    #expect(try program.evaluate("reread(UIImage()) == [nil, nil]", bindings: FakeSession()).description == "true")
    // Past the pixels encoded here, a located error saying so, not a nil iOS would not give.
    let huge = "\(threeX).preparingThumbnail(of: CGSize(width: 20000, height: 20000))!.pngData()"
    #expect(throws: (any Error).self) { try program.evaluate(huge, bindings: FakeSession()) }
}

/// Image data is told by its signature: PNG and JPEG sizes are read, formats iOS decodes
/// whose header is not read here are an error saying so, anything else is no image.
@Test func imageDataIsToldBySignature() throws {
    let gif = Data("GIF89a".utf8) + Data([10, 0, 10, 0])
    #expect(throws: RuntimeFailure.self) { try UIKitImageDataSurface.image(gif, scale: 1) }
    #expect(try UIKitImageDataSurface.image(Data("hello".utf8), scale: 1).isNil)
    // A PNG whose header is cut short decodes to nothing on iOS either.
    #expect(try UIKitImageDataSurface.image(Data(ImageHeader.pngSignature), scale: 1).isNil)
    #expect(ImageHeader.read(data: Data([0x49, 0x49, 0x2A, 0x00, 1, 2])) == .failure(.unsupported("tiff")))
}

/// An image made from data has no name: it prints as UIKit prints one, "anonymous", with its size.
@Test func anImageOfDataPrintsAsAnonymous() throws {
    let header = ImageHeader.pngSignature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]
    let image = try UIKitImageDataSurface.image(Data(header), scale: 1)
    #expect(Value.describe(image) == "<UIImage: anonymous> {3, 2}")
}
