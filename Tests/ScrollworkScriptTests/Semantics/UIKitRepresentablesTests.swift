import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An app's views that wrap a UIKit view or view controller: the type's UIKit code is set
/// aside, each use is a placeholder that takes the space offered, with one warning per type,
/// and the rest of the file loads.
struct UIKitRepresentablesTests {
    private let app = """
        import SwiftUI
        import UIKit
        import SafariServices

        struct Blur: UIViewRepresentable {
            var style: UIBlurEffect.Style = .systemMaterial
            func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        }

        struct SafariView: UIViewControllerRepresentable {
            let url: URL
            func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
            class Coordinator: NSObject, SFSafariViewControllerDelegate {}
        }

        struct Card: View {
            var body: some View {
                ZStack {
                    Blur(style: .dark)
                    Text("Title")
                }
                .frame(width: 200, height: 120)
            }
        }

        #Preview {
            VStack(spacing: 0) {
                Card()
                Blur().frame(height: 50)
                SafariView(url: URL(string: "https://example.com")!).frame(height: 300)
            }
        }

        """

    private func load(wholeModule: Bool = false, _ text: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        program.loadsWholeModule = wholeModule
        return (program, program.load([SourceFile(id: 1, path: "App.swift", text: text)]))
    }

    @Test func representablesAreSetAsideAndTheirUsesArePlaceholders() throws {
        let (program, diagnostics) = load(app)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        // (and the import of SafariServices warns that it has no effect, as any unknown import does).
        #expect(diagnostics.filter { $0.severity == .warning }.map(\.message)
                == ["import of 'SafariServices' has no effect in scripts",
                    PlaceholderMessages.representable("Blur"), PlaceholderMessages.representable("SafariView")])
        #expect(program.placeholders.isEmpty)
        let layout = try program.makeScene("Preview").simulation.layout
        // The card's blur fills the card's 200 × 120 frame; below it the bare blur takes the
        // whole offered width at its 50 pt frame, then the Safari view at 300.
        #expect(layout.items.map(\.frame.size) == [Size(width: 200, height: 120), Size(width: 390, height: 50),
                                                   Size(width: 390, height: 300)])
    }

    @Test func onlyTypesThatDeclareTheConformanceAreSetAside() throws {
        let units = [FrontEnd.parse(SourceFile(id: 1, path: "App.swift", text: app)).0]
        let kept = UIKitRepresentables.setAside(units)[0].declarations
        #expect(kept.count == units[0].declarations.count)
        #expect(kept.map { $0.kind == .invalid } == [false, false, false, true, true, false, false])
    }

    /// A representable nested in the view that shows it, and the extensions that give it (or a
    /// type nested in it) members, are set aside with it; the view around it is kept.
    @Test func nestedRepresentablesAndTheirExtensionsAreSetAside() throws {
        let text = """
            import SwiftUI
            struct Editor: View {
                var body: some View { Field(keyboard: .default) }
            }
            extension Editor {
                struct Field: UIViewRepresentable {
                    @Environment(\\.colorScheme) var colorScheme
                    let keyboard: UIKeyboardType
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                struct Caption: View { var body: some View { Text("c") } }
            }
            extension Editor.Field { final class Coordinator: NSObject {} }
            extension Editor.Field.Coordinator { func clear() {} }
            extension Editor.Caption { func bold() {} }
            extension Field { func other() {} }
            """
        let units = [FrontEnd.parse(SourceFile(id: 1, path: "App.swift", text: text)).0]
        let kept = UIKitRepresentables.setAside(units)[0].declarations
        #expect(kept.map { $0.kind == .invalid } == [false, false, false, true, true, false, false])
        guard case .extensionDecl(let editor) = kept[2].kind else { Issue.record("not an extension"); return }
        #expect(editor.members.map { $0.kind == .invalid } == [true, false])
        let (program, diagnostics) = load("#Preview { Editor() }\n" + text.replacingOccurrences(of: "extension Field { func other() {} }", with: ""))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.map(\.message).contains(PlaceholderMessages.representable("Field")))
        _ = try program.makeScene("Preview")
    }

    /// A type that an extension makes representable (`struct ImagePicker { … }` then
    /// `extension ImagePicker: UIViewControllerRepresentable`) is set aside with its
    /// extensions, and the view presenting it loads with it as a placeholder.
    @Test func aTypeAnExtensionMakesRepresentableIsSetAsideWithItsExtensions() throws {
        let (program, diagnostics) = load(wholeModule: true, """
            import SwiftUI
            import UIKit

            struct ImagePicker {
                @Binding var image: UIImage?
            }

            extension ImagePicker: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }

            extension ImagePicker {
                final class Coordinator: NSObject {}
            }

            struct Editor: View {
                @State private var image: UIImage?
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Photo")
                        ImagePicker(image: $image).frame(height: 200)
                    }
                }
            }

            #Preview { Editor() }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.filter { $0.severity == .warning }.map(\.message) == [PlaceholderMessages.representable("ImagePicker")])
        let layout = try program.makeScene("Preview").simulation.layout
        #expect(layout.items.map(\.frame.size).last == Size(width: 390, height: 200))
    }

    /// A view rendered into an image through a hosting controller, as apps write it to share a
    /// screenshot: the method is left out alone, the views using the extension's other members load.
    @Test func aBodyRunningUIKitsViewMachineryIsLeftOutAlone() throws {
        let (program, diagnostics) = load("""
            import SwiftUI
            import UIKit

            extension View {
                func snapshot() -> UIImage {
                    let controller = UIHostingController(rootView: self)
                    controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                    return controller.view.asImage()
                }

                func card() -> some View { padding(8) }
            }

            struct Share: View {
                var body: some View {
                    ForEach(["share"], id: \\.self) { name in
                        Button(name) { _ = Text("Card").snapshot() }.card()
                    }
                }
            }

            #Preview { Share() }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.filter { $0.severity == .warning }.map(\.message)
                == [PlaceholderMessages.unsimulated("UIHostingController", UIKitRepresentables.viewMachinery,
                                                    PlaceholderMessages.codeIsLeftOut("'snapshot()'"))])
        let scene = try program.makeScene("Preview")
        #expect(scene.simulation.layout.items.count == 1)
        do {
            try scene.tap(.string("share"))
            Issue.record("the left-out method ran")
        } catch let failure as Diagnostic {
            #expect(failure.message == "'snapshot()' uses 'UIHostingController' from UIKit's views and view controllers, "
                    + "which scrollwork does not simulate")
        }
    }

    /// The window scene and window are read (`UIKitSceneSurface`); making a window, or reading
    /// what else it has (its root view controller), is the view machinery, left out alone.
    @Test func whatAWindowHasBeyondWhatIsReadIsTheViewMachinery() throws {
        // An app's whole folder, where a member no file declares is no other file's extension.
        let (program, diagnostics) = load(wholeModule: true, """
            import SwiftUI
            import UIKit

            final class Presenter {
                func keyWindowScene() -> UIWindowScene? {
                    UIApplication.shared.connectedScenes.first { $0 is UIWindowScene } as? UIWindowScene
                }

                func makeWindow() -> UIWindow? {
                    guard let scene = keyWindowScene() else { return nil }
                    return UIWindow(windowScene: scene)
                }

                func hasRoot(_ window: UIWindow) -> Bool {
                    window.rootViewController != nil
                }
            }

            struct Panel: View {
                @State private var windows = 0
                var body: some View {
                    ForEach(["count", "make"], id: \\.self) { name in
                        Button(name) {
                            if name == "count" { windows = Presenter().keyWindowScene()?.windows.count ?? 0 }
                            else { _ = Presenter().makeWindow() }
                        }
                    }
                }
            }

            #Preview { Panel() }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.filter { $0.severity == .warning }.map(\.message) == [
            PlaceholderMessages.unsimulated("UIWindow", UIKitRepresentables.viewMachinery, PlaceholderMessages.codeIsLeftOut("'makeWindow()'")),
            PlaceholderMessages.unsimulated("UIWindow.rootViewController", UIKitRepresentables.viewMachinery,
                                            PlaceholderMessages.codeIsLeftOut("'hasRoot(_:)'")),
        ])
        let scene = try program.makeScene("Preview")
        try scene.tap(.string("count"))
        #expect(scene.stateValue("windows") == .int(1))
        #expect(throws: Diagnostic.self) { try scene.tap(.string("make")) }
    }

    /// A window subclass reads its root view controller without `self.`, as pass-through
    /// windows do in `hitTest`: the same part of the machinery, its method left out alone.
    @Test func aWindowSubclassReadsItsRootViewControllerAsTheMachinery() throws {
        let (program, diagnostics) = load(wholeModule: true, """
            import SwiftUI
            import UIKit

            class PassThroughWindow: UIWindow {
                func passesThrough(_ view: UIView?) -> Bool {
                    rootViewController?.view == view
                }
            }

            struct Panel: View {
                var body: some View { Text("Panel") }
            }

            #Preview { Panel() }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.contains {
            $0.message == PlaceholderMessages.unsimulated("UIWindow.rootViewController", UIKitRepresentables.viewMachinery,
                                                          PlaceholderMessages.codeIsLeftOut("'passesThrough(_:)'"))
        })
        #expect(try program.makeScene("Preview").simulation.layout.items.count == 1)
    }
}
