import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `Button("Unlock", action: model.unlock)`: a method of a value named without a call is
/// the method bound to that value, as in Swift; one left out for a module scrollwork does not
/// simulate is referred to all the same, and stops with its located error only when it runs.
/// CoreLocation's `CLLocationCoordinate2D`, a plain pair of Doubles, is a value as on iOS.
struct BoundMethodReferenceTests {
    private func load(_ source: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        return (program, program.load(SourceFile(id: 1, path: "Places.swift", text: source)))
    }

    private let places = """
        import SwiftUI
        import MapKit
        import CoreHaptics

        struct Place {
            var name: String
            var latitude: Double
            var longitude: Double
            var coordinate: CLLocationCoordinate2D {
                CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
            }
        }

        @Observable
        class Model {
            var status = "locked"
            var place = Place(name: "Palace", latitude: 51.5, longitude: -0.14)

            func unlock() { status = "open at \\(place.coordinate.latitude)" }
            func move(by degrees: Double) { place.latitude += degrees }

            func buzz() {
                let engine = try? CHHapticEngine()
                try? engine?.start()
                status = "buzzed"
            }
        }

        struct Lock: View {
            @State private var model = Model()
            var body: some View {
                VStack {
                    Text(model.status)
                    Button("Unlock", action: model.unlock)
                    Button("Buzz", action: model.buzz)
                    Button("North") { [1.5].forEach(model.move) }
                }
            }
        }

        #Preview { Lock() }

        """

    @Test func aMethodNamedWithoutACallRunsOnItsValue() throws {
        let (program, diagnostics) = load(places)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Preview")
        let items = { scene.simulation.layout.items }
        try scene.tap(items()[3].id)
        try scene.tap(items()[1].id)
        // "open at 53.0": 12 characters of 8 pt.
        #expect(items()[0].frame.size.width == 96)
    }

    @Test func aLeftOutMethodReferredToStopsOnlyWhenItRuns() throws {
        let (program, diagnostics) = load(places)
        #expect(diagnostics.map(\.message).contains(PlaceholderMessages.unsimulated(
            "CHHapticEngine", "CoreHaptics", PlaceholderMessages.codeIsLeftOut("'buzz()'"))))
        let scene = try program.makeScene("Preview")
        let buzz = scene.simulation.layout.items[2].id
        #expect(throws: Diagnostic.self) { try scene.tap(buzz) }
        do {
            try scene.tap(buzz)
        } catch let failure as Diagnostic {
            #expect(failure.message == "'buzz()' uses 'CHHapticEngine' from CoreHaptics, which scrollwork does not simulate")
        }
    }

    @Test func aCoordinateIsAPairOfDegrees() throws {
        let program = ScriptProgram()
        _ = program.load(SourceFile(id: 1, path: "c.swift", text: """
            import CoreLocation
            var pin = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
            let origin = CLLocationCoordinate2D()
            func moved() -> Double {
                var copy = pin
                copy.longitude = -0.12
                return copy.longitude
            }
            """))
        #expect(try program.evaluate("pin.latitude + pin.longitude", bindings: FakeSession()) == .double(48.85 + 2.35))
        #expect(try program.evaluate("origin.longitude", bindings: FakeSession()) == .double(0))
        #expect(try program.evaluate("moved()", bindings: FakeSession()) == .double(-0.12))
    }

    @Test func aMutatingMethodOfAStructCannotBeReferredTo() {
        let (_, diagnostics) = load("""
            struct Counter {
                var count = 0
                mutating func step() { count += 1 }
            }
            let counter = Counter()
            let step = counter.step
            """)
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "partial application of 'mutating' method is not allowed" })
    }

    /// `languages.first(where: Self.supports)`: a static method named without a call is a
    /// function, as in Swift (swiftc's build of the same code gives "fr-FR 2").
    @Test func aStaticMethodNamedWithoutACallIsAFunction() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "Languages.swift", text: """
            struct Localizer {
                private static func supports(_ code: String) -> Bool { code.hasPrefix("fr") || code.hasPrefix("de") }
                static func pick(_ codes: [String]) -> String {
                    (codes.first(where: Self.supports) ?? "none") + " \\(codes.filter(Localizer.supports).count)"
                }
            }
            """))
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(try program.evaluate(#"Localizer.pick(["en-US", "fr-FR", "de-DE"])"#, bindings: FakeSession()) == .string("fr-FR 2"))
    }

    /// `rounds.forEach(context.delete)`, as Xcode's Core Data template writes it, over objects
    /// of a class Xcode generates from the model: the method meant is the one taking one
    /// argument, its only overload, though the callee is known only when it runs.
    @Test func aFrameworkMethodWithOneArityIsMeantWhereTheCalleeIsNotKnownYet() throws {
        let model = """
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Round" representedClassName="Round" codeGenerationType="class">
                    <attribute name="value" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                </entity>
            </model>
            """
        let (program, diagnostics) = loadWithDataModel(model, """
            import CoreData
            final class History {
                static let container: NSPersistentContainer = {
                    let container = NSPersistentContainer(name: "Dice")
                    container.loadPersistentStores { _, _ in }
                    return container
                }()
                static var moc: NSManagedObjectContext { container.viewContext }

                private func fetchAll() throws -> [Round] {
                    let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Round")
                    return try History.moc.fetch(request) as! [Round]
                }

                func clearedCounts() throws -> [Int] {
                    for value in [2, 5] { Round(context: History.moc).value = Int32(value) }
                    let rounds = try fetchAll()
                    rounds.forEach(History.moc.delete)
                    return [rounds.count, try fetchAll().count]
                }
            }
            """)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try program.evaluate("try History().clearedCounts()", bindings: FakeSession()).description == "[2, 0]")
    }
}
