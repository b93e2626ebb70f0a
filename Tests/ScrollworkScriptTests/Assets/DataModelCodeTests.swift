import Foundation
import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The Swift Xcode generates from an app's Core Data model: for a "Class Definition" entity the
/// class and its properties, for a "Category/Extension" one the properties only, for "Manual/None"
/// nothing; attributes typed as Xcode types them; the current version read when there are several.
struct DataModelCodeTests {
    private static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="price" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="ShelfEntity" inverseName="books" inverseEntity="ShelfEntity"/>
            </entity>
            <entity name="ShelfEntity" representedClassName="Shelf" codeGenerationType="class">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
            </entity>
            <entity name="Reader" representedClassName="Reader" syncable="YES" codeGenerationType="category">
                <attribute name="isMember" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            <entity name="Loan" representedClassName="Loan" syncable="YES"/>
        </model>
        """

    @Test func eachCodegenMakesWhatXcodeMakes() {
        let files = DataModelCode.files(for: DataModel.entities(in: Self.model))
        #expect(files.map(\.name) == ["Book+CoreDataClass.swift", "Book+CoreDataProperties.swift", "Shelf+CoreDataClass.swift",
                                      "Shelf+CoreDataProperties.swift", "Reader+CoreDataProperties.swift"])
        #expect(files[0].text.contains("public class Book: NSManagedObject {"))
        let properties = files[1].text
        for line in ["@NSManaged public var title: String?", "@NSManaged public var rating: Int16",
                     "@NSManaged public var price: NSNumber?", "@NSManaged public var added: Date?",
                     "@NSManaged public var id: UUID?", "@NSManaged public var shelf: Shelf?",
                     "return NSFetchRequest<Book>(entityName: \"Book\")", "extension Book : Identifiable {"] {
            #expect(properties.contains(line), "\(line)")
        }
        #expect(files[3].text.contains("@NSManaged public var books: NSSet?"))
        for line in ["@NSManaged public func addToBooks(_ value: Book)", "@NSManaged public func removeFromBooks(_ value: Book)",
                     "@NSManaged public func addToBooks(_ values: NSSet)", "@NSManaged public func removeFromBooks(_ values: NSSet)"] {
            #expect(files[3].text.contains(line), "\(line)")
        }
        #expect(files[4].text.contains("@NSManaged public var isMember: Bool"))
    }

    /// Core Data gives a new object the model's default values when it is inserted: a number,
    /// a Boolean or a string the model gives is the new object's until set.
    @Test func aClassNameInTheCurrentModuleOrANamedOneIsTheClassAlone() {
        // Xcode writes `.Note` when the entity's module is "Current Product Module", and
        // `Notes.Tag` when a module is named: the class is `Note` and `Tag` either way.
        let model = """
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Note" representedClassName=".Note" syncable="YES" codeGenerationType="class"/>
                <entity name="TagEntity" representedClassName="Notes.Tag" syncable="YES" codeGenerationType="class"/>
            </model>
            """
        #expect(DataModel.entities(in: model).map(\.className) == ["Note", "Tag"])
        #expect(DataModelEntities.generatedClasses(in: model) == ["Note", "Tag"])
        #expect(DataModelCode.files(for: DataModel.entities(in: model)).first?.text.contains("public class Note: NSManagedObject {") == true)
    }

    @Test func aModelsDefaultValuesAreANewObjectsUntilSet() throws {
        let model = """
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Plant" representedClassName="Plant" codeGenerationType="class">
                    <attribute name="name" optional="YES" attributeType="String" defaultValueString="Fern &amp; &quot;Moss&quot;"/>
                    <attribute name="height" optional="YES" attributeType="Integer 32" defaultValueString="12" usesScalarValueType="YES"/>
                    <attribute name="water" optional="YES" attributeType="Double" defaultValueString="0.5" usesScalarValueType="YES"/>
                    <attribute name="indoor" optional="YES" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
                </entity>
            </model>
            """
        let (program, diagnostics) = loadWithDataModel(model, """
            import CoreData
            func sprout() -> String {
                let container = NSPersistentContainer(name: "Garden")
                container.loadPersistentStores { _, _ in }
                let plant = Plant(context: container.viewContext)
                let fresh = "\\(plant.name ?? "-") \\(plant.height) \\(plant.water) \\(plant.indoor)"
                plant.height = 30
                return fresh + " \\(plant.height)"
            }
            """)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("sprout()", bindings: FakeSession()).description == "Fern & \"Moss\" 12 0.5 true 30")
    }

    /// An entity named like one of Swift's types (`Task`, as to-do apps name theirs) is the
    /// app's class where the app names it: `Task(context:)` makes the managed object, not
    /// Swift's concurrency task.
    @Test func anEntityNamedLikeASwiftTypeIsTheAppsClass() throws {
        let model = """
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Task" representedClassName="Task" codeGenerationType="class">
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <attribute name="isCompleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                </entity>
            </model>
            """
        let (program, diagnostics) = loadWithDataModel(model, """
            import CoreData
            func plan() -> String {
                let container = NSPersistentContainer(name: "Todo")
                container.loadPersistentStores { _, _ in }
                let task = Task(context: container.viewContext)
                task.title = "Water the fern"
                let count = (try? container.viewContext.count(for: Task.fetchRequest())) ?? -1
                return "\\(task.title ?? "-") \\(task.isCompleted) \\(count)"
            }
            """)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("plan()", bindings: FakeSession()).description == "Water the fern false 1")
    }

    /// The generated accessors of a to-many relationship run as Core Data's: a book added to a
    /// shelf is in its `books`, once however often it is added.
    @Test func theGeneratedRelationshipAccessorsRun() throws {
        let (program, diagnostics) = loadWithDataModel(Self.model, """
            import CoreData
            func shelved() -> Int {
                let container = NSPersistentContainer(name: "Library")
                container.loadPersistentStores { _, _ in }
                let shelf = Shelf(context: container.viewContext), book = Book(context: container.viewContext)
                shelf.addToBooks(book)
                shelf.addToBooks(NSSet(array: [book, Book(context: container.viewContext)]))
                return shelf.books?.count ?? -1
            }
            """)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("shelved()", bindings: FakeSession()) == .int(2))
        // The inverse relationship Core Data would set too is named as not simulated, once.
        #expect(diagnostics.filter { $0.severity == .warning && $0.message.hasPrefix("'addToBooks' is not simulated in full") }.count == 1)
    }

    @Test func theCurrentVersionIsTheOneXcodeNames() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("versions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("Library.xcdatamodeld")
        var contents = [URL]()
        for version in ["Library", "Library 2"] {
            let folder = model.appendingPathComponent(version + ".xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("contents")
            try Self.model.write(to: file, atomically: true, encoding: .utf8)
            contents.append(file)
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Library.xcdatamodel</string></dict></plist>
            """
        try plist.write(to: model.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        #expect(DataModel.currentVersions(contents).map { $0.deletingLastPathComponent().lastPathComponent } == ["Library.xcdatamodel"])
        let resources = AppResources(root: root, name: "Library")
        #expect(resources.dataModelSources.count == 5)
        #expect(resources.dataModelSources.allSatisfy { $0.path.hasSuffix(".swift") && $0.path.contains("Library.xcdatamodeld/") })
    }

    @Test func theGeneratedClassesCompileWithTheAppsCode() throws {
        let entities = DataModel.entities(in: Self.model)
        let view = """
            import SwiftUI
            import CoreData

            struct AddBookView: View {
                @Environment(\\.managedObjectContext) private var moc
                @State private var rating = -1

                var body: some View {
                    Button("Save") {
                        let book = Book(context: moc)
                        book.title = "Dune"
                        rating = Int(book.rating)
                    }
                }
            }

            #Preview {
                AddBookView()
                    .environment(\\.managedObjectContext, NSPersistentContainer(name: "Library").viewContext)
            }

            """
        let program = ScriptProgram()
        var files = [SourceFile(id: 1, path: "AddBookView.swift", text: view)]
        for (offset, file) in DataModelCode.files(for: entities).enumerated() {
            files.append(SourceFile(id: offset + 2, path: "Library.xcdatamodeld/" + file.name, text: file.text))
        }
        let diagnostics = program.load(files)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.message.hasPrefix("'Book' is from CoreData") })
        let scene = try program.makeScene("Preview")
        // The generated class is an entity: made and inserted into the context, no placeholder.
        try scene.tap(scene.simulation.layout.items[0].id)
    }
}
