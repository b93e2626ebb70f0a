import Foundation
import ScrollworkTestSupport
import Testing
@testable import ScrollworkREPL

/// An app folder's asset catalog: images lay out at their natural size in points (pixels over
/// the rendition's scale), colours have their components, Xcode's generated names work, and a
/// name the catalog lacks behaves as at run time, with a located warning.
struct AssetFolderTests {
    static let contentView = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image("hero-image").id("named")
                    Image(.hero).id("symbol")
                    Image("missing").id("missing")
                    Image(.hero).resizable().frame(width: 40).fixedSize(horizontal: false, vertical: true).id("resized")
                    Color(.brand).frame(height: 10).id("brand")
                }
            }
        }

        """

    private func app() throws -> AssetFixture {
        let fixture = try AssetFixture()
        try fixture.write("App/ContentView.swift", Self.contentView)
        try fixture.write("App/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}")
        try fixture.imageSet("App/Assets.xcassets/hero-image.imageset", files: [("hero@2x.png", "2x", AssetFixture.png(width: 200, height: 100))])
        try fixture.colorSet("App/Assets.xcassets/Brand Color.colorset", ["red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"])
        return fixture
    }

    private func session(_ fixture: AssetFixture) -> Session {
        Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: fixture.root))
    }

    @Test func imagesHaveTheirNaturalSizeAndColoursTheirComponents() throws {
        let fixture = try app()
        defer { fixture.remove() }
        let session = session(fixture)
        let loaded = session.execute("load App")
        // The only warning: the name no asset has, where it is written.
        #expect(loaded.output.contains("ContentView.swift:8:19: warning: no image named 'missing' in the asset catalogs"))
        #expect(session.execute("scene ContentView").status == .ok)
        // 200 × 100 px at 2x is 100 × 50 pt, whatever the screen's scale.
        #expect(session.execute("print item(\"named\").frame.size").output == "CGSize(width: 100.0, height: 50.0)")
        #expect(session.execute("print item(\"symbol\").frame.size").output == "CGSize(width: 100.0, height: 50.0)")
        #expect(session.execute("print item(\"missing\").frame.size").output == "CGSize(width: 0.0, height: 0.0)")
        // Resizable: the frame's width, and the natural height where no height is proposed
        // (`fixedSize` proposes none; without it the stack, offered the screen, would give the
        // image all the height the other views leave).
        #expect(session.execute("print item(\"resized\").frame.size").output == "CGSize(width: 40.0, height: 50.0)")
        #expect(session.execute("print UIImage(named: \"hero-image\")!.size").output == "CGSize(width: 100.0, height: 50.0)")
        #expect(session.execute("print UIImage(named: \"nope\") == nil").output == "true")
        #expect(session.execute("print UIColor(named: \"Brand Color\")!").output == "UIExtendedSRGBColorSpace 0.2 0.4 0.6 1")
        #expect(session.execute("print UIColor(named: \"Brand Color\", in: .main, compatibleWith: nil)!").output
                == "UIExtendedSRGBColorSpace 0.2 0.4 0.6 1")
        #expect(session.execute("print UIImage(named: \"hero-image\", in: nil, compatibleWith: .current)!.size").output
                == "CGSize(width: 100.0, height: 50.0)")
        #expect(session.execute("print Color(.brand).resolve(in: EnvironmentValues())").output == "#336699FF")
        #expect(session.execute("print Color(.brand) == Color(\"Brand Color\")").output == "true")
        #expect(session.execute("print Color(uiColor: .systemBlue) == Color(red: 0, green: 122.0 / 255, blue: 1)").output == "true")
        // Clear, as a colour the catalog lacks is at run time.
        #expect(session.execute("print Color(\"Nope\").resolve(in: EnvironmentValues()).opacity").output == "0.0")
    }

    /// `#imageLiteral(resourceName:)`, as Xcode's image picker writes it, is the UIImage of that
    /// asset (UIKit's `init(imageLiteralResourceName:)`); one of a name no catalog has stops the
    /// app, as UIKit's implicitly unwrapped `init(named:)` does.
    @Test func anImageLiteralIsTheAssetsUIImage() throws {
        let fixture = try app()
        defer { fixture.remove() }
        try fixture.write("App/Poster.swift", """
            import SwiftUI

            let heroLiteral = #imageLiteral(resourceName: "hero-image")
            func missingLiteral() -> CGSize { #imageLiteral(resourceName: "nope").size }

            """)
        let session = session(fixture)
        #expect(session.execute("load App").status == .ok)
        #expect(session.execute("print heroLiteral.size").output == "CGSize(width: 100.0, height: 50.0)")
        let missing = session.execute("print missingLiteral()")
        #expect(missing.status != .ok && missing.output.contains("no image named 'nope' in the asset catalogs for the image literal"))
    }

    /// A symbol set is an image Xcode names as any other (`leaf.fill` → `.leafFill`), drawn as
    /// an SF Symbol is: the same size as `Image(systemName:)` in the same font.
    @Test func aSymbolSetHasItsGeneratedNameAndDrawsAsASymbol() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        try fixture.write("App/Leaves.swift", """
            import SwiftUI

            struct Leaves: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(.leafFill).id("custom")
                        Image(systemName: "leaf.fill").id("system")
                    }
                }
            }

            """)
        try fixture.write("App/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}")
        try fixture.write("App/Assets.xcassets/leaf.fill.symbolset/Contents.json",
                          "{\"info\": {\"author\": \"xcode\", \"version\": 1}, \"symbols\": [{\"filename\": \"leaf.fill.svg\", \"idiom\": \"universal\"}]}")
        try fixture.write("App/Assets.xcassets/leaf.fill.symbolset/leaf.fill.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        let session = session(fixture)
        let loaded = session.execute("load App")
        #expect(!loaded.output.contains("error"), "\(loaded.output)")
        #expect(session.execute("scene Leaves").status == .ok)
        let custom = session.execute("print item(\"custom\").frame.size").output
        #expect(custom == session.execute("print item(\"system\").frame.size").output)
        #expect(custom != "CGSize(width: 0.0, height: 0.0)")
    }

    @Test func theDevicesScaleIsTheScreensAndPicksTheRendition() throws {
        let fixture = try app()
        defer { fixture.remove() }
        try fixture.imageSet("App/Assets.xcassets/badge.imageset", files: [
            ("b@2x.png", "2x", AssetFixture.png(width: 36, height: 36)), ("b@3x.png", "3x", AssetFixture.png(width: 60, height: 60)),
        ])
        let session = session(fixture)
        _ = session.execute("load App")
        #expect(session.execute("print UIScreen.main.scale").output == "3.0")
        #expect(session.execute("print UIImage(named: \"badge\")!.size.width").output == "20.0")   // 60 px / 3
        _ = session.execute("device iPhone SE")
        #expect(session.execute("print UIScreen.main.scale").output == "2.0")
        #expect(session.execute("print UIImage(named: \"badge\")!.size.width").output == "18.0")   // 36 px / 2
    }

    /// A group that provides a namespace nests its assets' generated members in a type named
    /// after it, as Xcode generates them (`ImageResource.Fountain.stone`; `Plant 1` is
    /// `Plant1`; a group without one adds nothing), reached from the expected type too
    /// (`.Fountain.marble`, SE-0287). 90 × 30 px at 2x is 45 × 15 pt.
    @Test func aNamespaceGroupNestsItsGeneratedMembersInAType() throws {
        let fixture = try AssetFixture()
        defer { fixture.remove() }
        try fixture.write("App/Garden.swift", """
            import SwiftUI

            private let fountains = [ImageResource.Fountain.stone, .Fountain.marble]

            struct Garden: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(fountains[1]).id("marble")
                        Image(.Plant1.pot).id("pot")
                        Color(.Tints.leaf).frame(height: 10).id("leaf")
                    }
                }
            }

            """)
        try fixture.write("App/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}")
        let namespace = "{\"properties\": {\"provides-namespace\": true}}"
        try fixture.write("App/Assets.xcassets/Fountain/Contents.json", namespace)
        try fixture.imageSet("App/Assets.xcassets/Fountain/Stone.imageset", files: [("s@2x.png", "2x", AssetFixture.png(width: 60, height: 40))])
        try fixture.imageSet("App/Assets.xcassets/Fountain/Marble.imageset", files: [("m@2x.png", "2x", AssetFixture.png(width: 90, height: 30))])
        try fixture.write("App/Assets.xcassets/Garden/Plant 1/Contents.json", namespace)
        try fixture.imageSet("App/Assets.xcassets/Garden/Plant 1/Pot.imageset", files: [("p.png", "1x", AssetFixture.png(width: 20, height: 10))])
        try fixture.write("App/Assets.xcassets/Tints/Contents.json", namespace)
        try fixture.colorSet("App/Assets.xcassets/Tints/Leaf.colorset", ["red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"])
        let session = session(fixture)
        let loaded = session.execute("load App")
        #expect(!loaded.output.contains("error") && !loaded.output.contains("warning"), "\(loaded.output)")
        #expect(session.execute("scene Garden").status == .ok)
        #expect(session.execute("print item(\"marble\").frame.size").output == "CGSize(width: 45.0, height: 15.0)")
        #expect(session.execute("print item(\"pot\").frame.size").output == "CGSize(width: 20.0, height: 10.0)")
        #expect(session.execute("print UIImage.Fountain.stone.size").output == "CGSize(width: 30.0, height: 20.0)")
        #expect(session.execute("print Color.Tints.leaf == Color(\"Tints/Leaf\")").output == "true")
        #expect(session.execute("print UIColor.Tints.leaf").output == "UIExtendedSRGBColorSpace 0.2 0.4 0.6 1")
        #expect(session.execute("print ImageResource.fountainStone").status != .ok)
    }
}
