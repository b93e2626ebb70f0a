import Foundation
import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The classes Xcode generates from an app's Core Data model (`Library.xcdatamodeld`), which
/// no source file declares, are CoreData's names: code using one is left out as for the
/// module's own names (a placeholder value, a closure that stops if it runs), never an error
/// "cannot find 'Book' in scope" that would leave the whole view out.
struct DataModelEntitiesTests {
    private static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="ShelfEntity" representedClassName="Shelf" codeGenerationType="class"/>
            <entity name="Reader" representedClassName="Reader" syncable="YES" codeGenerationType="category"/>
            <entity name="Loan" representedClassName="Loan" syncable="YES"/>
        </model>
        """

    private static let addBook = """
        import SwiftUI

        struct AddBookView: View {
            @Environment(\\.managedObjectContext) private var moc
            @State private var title = "Dune"

            var body: some View {
                VStack {
                    Text("Add a book")
                    Button("Save") {
                        let book = Book(context: moc)
                        book.title = title
                    }
                }
            }
        }

        #Preview { AddBookView() }

        """

    /// A folder holding the model as Xcode writes it, and its resources.
    private func resources(withModel: Bool) throws -> (AppResources, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
        let version = root.appendingPathComponent("Library.xcdatamodeld/Library.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        if withModel { try Self.model.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8) }
        return (AppResources(root: root, name: "Library"), root)
    }

    @Test func onlyEntitiesWhoseClassXcodeGeneratesAreRead() {
        // "Category/Extension" and "Manual/None" entities are classes the app writes itself.
        #expect(DataModelEntities.generatedClasses(in: Self.model) == ["Book", "Shelf"])
    }

    @Test func aViewUsingAnEntityOpensWithItsCodeLeftOut() throws {
        let (resources, root) = try resources(withModel: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(resources.dataModelEntities == ["Book", "Shelf"])
        let program = ScriptProgram()
        program.platform.resources = resources
        let diagnostics = program.load(SourceFile(id: 1, path: "AddBookView.swift", text: Self.addBook))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.placeholders.map(\.message).contains { $0.hasPrefix("'Book' is from CoreData, which scrollwork does not simulate") })
        let scene = try program.makeScene("Preview")
        let items = scene.simulation.layout.items
        #expect(items.count == 2)
        // Saving makes a managed object: that closure is CoreData's, and stops when tapped.
        #expect(throws: Diagnostic.self) { try scene.tap(items[1].id) }
    }

    @Test func aSubclassOfAnEntityIsLeftOutWithCoreDatasNote() throws {
        let (resources, root) = try resources(withModel: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let program = ScriptProgram()
        program.platform.resources = resources
        let diagnostics = program.load(SourceFile(id: 1, path: "RareBook.swift", text: "import SwiftUI\n\nclass RareBook: Book {\n    var price = 10\n}\n"))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(diagnostics.map(\.message).contains(
            "'RareBook' uses 'Book' from CoreData, which scrollwork does not simulate; what uses it is left out"))
    }

    @Test func withoutTheModelTheEntityIsUnknown() throws {
        let (resources, root) = try resources(withModel: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let program = ScriptProgram()
        program.platform.resources = resources
        let diagnostics = program.load(SourceFile(id: 1, path: "AddBookView.swift", text: Self.addBook))
        #expect(diagnostics.contains { $0.message == "cannot find 'Book' in scope" })
    }
}
