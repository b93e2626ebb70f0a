import Foundation
import ScrollworkCore
import ScrollworkTestSupport
import Testing
@testable import ScrollworkScript

/// Reading `.xcassets` folders: colour components as Xcode writes them, image sizes in points
/// from the files' headers and the rendition iOS picks, and a located warning (never a crash)
/// for whatever is broken.
struct AssetCatalogReaderTests {
    private func read(_ fixture: AssetFixture) -> AssetCatalog {
        AssetCatalogReader.read([(fixture.root.appendingPathComponent("Cat.xcassets"), "Cat.xcassets")])
    }

    @Test func colourComponentsInEveryFormXcodeWrites() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        // 255 is a whole byte, 0.400 a fraction, 0x33 a hex byte: 1, 0.4, 0.2.
        try fixture.colorSet("Cat.xcassets/Brand Color.colorset", ["red": "255", "green": "0.400", "blue": "0x33", "alpha": "1.000"],
                             dark: ["red": "0", "green": "0", "blue": "0", "alpha": "1"])
        try fixture.colorSet("Cat.xcassets/Grey.colorset", space: "gray-gamma-22", ["white": "0.500", "alpha": "0.250"])
        try fixture.colorSet("Cat.xcassets/Vivid.colorset", space: "display-p3", ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1"])
        let catalog = read(fixture)
        #expect(catalog.warnings.isEmpty)
        let brand = try #require(catalog.colors["Brand Color"])
        #expect([brand.red, brand.green, brand.blue, brand.alpha] == [1, 0.4, 0.2, 1])
        #expect(catalog.colorSymbols["brand"] == "Brand Color")
        let grey = try #require(catalog.colors["Grey"])
        #expect([grey.red, grey.green, grey.blue, grey.alpha] == [0.5, 0.5, 0.5, 0.25])
        // Display P3's red is outside sRGB: extended components (1.0931, −0.2267, −0.1501), as
        // the P3-to-sRGB matrix of the two colour spaces (both D65, sRGB's curve) gives.
        let vivid = try #require(catalog.colors["Vivid"])
        #expect(abs(vivid.red - 1.0931) < 0.0005 && abs(vivid.green + 0.2267) < 0.0005 && abs(vivid.blue + 0.1501) < 0.0005)
    }

    @Test func aColourSetReferringToASystemColourIsThatColoursLightAppearance() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        // As Xcode writes a set whose colour is picked from the system list (the template's
        // AccentColor of many apps), with a dark entry that is ignored.
        try fixture.write("Cat.xcassets/AccentColor.colorset/Contents.json", """
            {"colors": [{"color": {"platform": "universal", "reference": "systemIndigoColor"}, "idiom": "universal"},
             {"appearances": [{"appearance": "luminosity", "value": "dark"}],
              "color": {"platform": "ios", "reference": "lightTextColor"}, "idiom": "universal"}]}
            """)
        try fixture.write("Cat.xcassets/Hint.colorset/Contents.json", """
            {"colors": [{"color": {"platform": "ios", "reference": "secondaryLabelColor"}, "idiom": "universal"}]}
            """)
        try fixture.write("Cat.xcassets/Mac.colorset/Contents.json", """
            {"colors": [{"color": {"platform": "osx", "reference": "controlAccentColor"}, "idiom": "universal"}]}
            """)
        let catalog = read(fixture)
        // systemIndigo is 88, 86, 214; secondaryLabel 60, 60, 67 at 60 % (Apple's HIG, iOS light).
        let accent = try #require(catalog.colors["AccentColor"])
        let indigo: [Double] = [88, 86, 214].map { $0 / 255 } + [1]
        #expect([accent.red, accent.green, accent.blue, accent.alpha] == indigo)
        let hint = try #require(catalog.colors["Hint"])
        let secondaryLabel: [Double] = [60, 60, 67].map { $0 / 255 } + [0.6]
        #expect([hint.red, hint.green, hint.blue, hint.alpha] == secondaryLabel)
        #expect(catalog.colors["Mac"] == nil)
        #expect(catalog.warnings == ["Cat.xcassets/Mac.colorset/Contents.json: warning: 'Mac' refers to 'controlAccentColor', not a system colour of iOS; 'Mac' is clear"])
    }

    @Test func theTemplatesEmptyAccentColorIsNoWarningAnotherEmptySetIs() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        // As Xcode's app template writes it: a colour set with no colour chosen.
        try fixture.write("Cat.xcassets/AccentColor.colorset/Contents.json",
                          "{\"colors\": [{\"idiom\": \"universal\"}], \"info\": {\"author\": \"xcode\", \"version\": 1}}")
        try fixture.write("Cat.xcassets/Brand.colorset/Contents.json", "{\"colors\": [{\"idiom\": \"universal\"}]}")
        let catalog = read(fixture)
        #expect(catalog.colors["AccentColor"] == nil && catalog.colors["Brand"] == nil)
        #expect(catalog.warnings == ["Cat.xcassets/Brand.colorset/Contents.json: warning: no colour for the light appearance; 'Brand' is clear"])
    }

    @Test func imageSizesArePixelsOverTheScaleOfTheRenditionChosen() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Cat.xcassets/hero-image.imageset", files: [("hero@2x.png", "2x", AssetFixture.png(width: 200, height: 100))])
        // Three renditions that disagree, so which one is chosen shows.
        try fixture.imageSet("Cat.xcassets/badge.imageset", files: [
            ("b.png", "1x", AssetFixture.png(width: 10, height: 10)), ("b@2x.png", "2x", AssetFixture.png(width: 36, height: 36)),
            ("b@3x.png", "3x", AssetFixture.png(width: 60, height: 60)),
        ])
        try fixture.imageSet("Cat.xcassets/edge.imageset", files: [
            ("e.png", "1x", AssetFixture.png(width: 8, height: 8)), ("e@3x.png", "3x", AssetFixture.png(width: 30, height: 30)),
        ])
        try fixture.imageSet("Cat.xcassets/photo.imageset", files: [("p@2x.jpg", "2x", AssetFixture.jpegHeader(width: 640, height: 480))])
        try fixture.imageSet("Cat.xcassets/vector.imageset", files: [("v.pdf", nil, Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 64 32] >>\n".utf8))])
        try fixture.imageSet("Cat.xcassets/drawn.imageset", files: [("d.svg", nil, Data("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"48px\" height=\"24\"></svg>".utf8))])
        try fixture.imageSet("Cat.xcassets/boxed.imageset", files: [("x.svg", nil, Data("<svg viewBox=\"0 0 30 20\"/>".utf8))])
        let catalog = read(fixture)
        #expect(catalog.warnings.isEmpty)
        func size(_ name: String, _ scale: Double) -> Size? { catalog.images[name]?.pointSize(screenScale: scale) }
        #expect(size("hero-image", 3) == Size(width: 100, height: 50))
        #expect(catalog.imageSymbols["hero"] == "hero-image")
        #expect(size("badge", 3) == Size(width: 20, height: 20))   // 60 px / 3
        #expect(size("badge", 2) == Size(width: 18, height: 18))   // 36 px / 2
        #expect(size("badge", 1) == Size(width: 10, height: 10))
        #expect(size("edge", 2) == Size(width: 10, height: 10))    // no 2x: the 3x one, 30 px / 3
        #expect(size("photo", 3) == Size(width: 320, height: 240))
        #expect(size("vector", 3) == Size(width: 64, height: 32))  // a PDF's MediaBox is in points
        #expect(size("drawn", 2) == Size(width: 48, height: 24))
        #expect(size("boxed", 3) == Size(width: 30, height: 20))
    }

    @Test func brokenCatalogsAreLocatedWarnings() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        try fixture.write("Cat.xcassets/Bad.colorset/Contents.json", "{\n  \"colors\": [\n    { \"idiom\": universal }\n  ]\n}")
        try fixture.imageSet("Cat.xcassets/cut.imageset", files: [("c@2x.png", "2x", AssetFixture.png(width: 20, height: 20).prefix(20))])
        var lying = [UInt8](AssetFixture.png(width: 4, height: 4))
        lying[16...19] = [0, 0, 0, 0]  // a width of 0
        try fixture.imageSet("Cat.xcassets/zero.imageset", files: [("z.png", "1x", Data(lying))])
        // A header claiming 2,000,000,000 px a side is read as a number, never allocated.
        var huge = [UInt8](AssetFixture.png(width: 1, height: 1))
        huge[16...23] = [0x77, 0x35, 0x94, 0x00, 0x77, 0x35, 0x94, 0x00]
        try fixture.imageSet("Cat.xcassets/huge.imageset", files: [("h.png", "1x", Data(huge))])
        try fixture.imageSet("Cat.xcassets/gone.imageset", files: [])
        try fixture.write("Cat.xcassets/gone.imageset/Contents.json", "{\"images\": [{\"filename\": \"nothing.png\", \"scale\": \"2x\", \"idiom\": \"universal\"}]}")
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("Cat.xcassets/Group"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.root.appendingPathComponent("Cat.xcassets/Group/loop").path, withDestinationPath: "..")
        try fixture.write("Cat.xcassets/Nested.colorset/Contents.json", String(repeating: "[", count: 100_000))
        let catalog = read(fixture)
        let warnings = catalog.warnings
        #expect(warnings.contains { $0.hasPrefix("Cat.xcassets/Bad.colorset/Contents.json:3:") && $0.contains(": warning: malformed JSON") })
        #expect(warnings.contains("Cat.xcassets/cut.imageset/c@2x.png: warning: not a readable PNG: no IHDR header in its first bytes (truncated?)"))
        #expect(warnings.contains("Cat.xcassets/zero.imageset/z.png: warning: not a readable PNG: its header gives a size of 0.0 × 4.0"))
        #expect(warnings.contains("Cat.xcassets/gone.imageset/nothing.png: warning: cannot read the image file"))
        #expect(warnings.contains("Cat.xcassets/Group/loop: warning: a symbolic link to a folder already read (a loop?); not followed"))
        #expect(warnings.contains { $0.hasPrefix("Cat.xcassets/Nested.colorset/Contents.json") && $0.contains("malformed JSON") })
        #expect(catalog.images["huge"]?.pointSize(screenScale: 3) == Size(width: 2_000_000_000, height: 2_000_000_000))
        #expect(catalog.colors["Bad"] == nil)
        #expect(catalog.images["cut"]?.pointSize(screenScale: 3) == nil)
    }

    @Test func groupsThatProvideANamespacePrefixTheirAssets() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        try fixture.write("Cat.xcassets/Icons/Contents.json", "{\"properties\": {\"provides-namespace\": true}}")
        try fixture.imageSet("Cat.xcassets/Icons/star.imageset", files: [("s.png", "1x", AssetFixture.png(width: 12, height: 12))])
        try fixture.imageSet("Cat.xcassets/Plain/dot.imageset", files: [("d.png", "1x", AssetFixture.png(width: 6, height: 6))])
        let catalog = read(fixture)
        #expect(catalog.images.keys.sorted() == ["Icons/star", "dot"])
        #expect(catalog.imageSymbols["Icons.star"] == "Icons/star")
    }
}
