import Foundation
import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The encoders are warned about where they are called (they give nil: there is no encoder).
@Test func imageEncodersWarnWhereCalled() throws {
    let source = """
        import SwiftUI

        func encoded(_ image: UIImage) -> Bool {
            image.jpegData(compressionQuality: 0.5) == nil && image.pngData() == nil
        }

        """
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "Encode.swift", text: source))
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    let warnings = diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.message) == [
        "'jpegData(compressionQuality:)' gives nil here: scrollwork has no image encoder (iOS gives the image's JPEG bytes)",
        "'pngData()' gives nil here: scrollwork has no image encoder (iOS gives the image's PNG bytes)",
    ])
    let call = try #require(source.range(of: "image.jpegData"))
    #expect(warnings.first?.range.start == source.utf8.distance(from: source.startIndex, to: call.lowerBound))
    #expect(try program.evaluate("encoded(UIImage())", bindings: FakeSession()).description == "true")
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
