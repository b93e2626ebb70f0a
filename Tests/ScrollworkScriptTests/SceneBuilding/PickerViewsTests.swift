import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// `Picker` as the picker style in force lays it out (`PickerViews`).
struct PickerViewsTests {
    @Test func aPickerStyleGivenToAStackReachesThePickersInIt() throws {
        let (_, scene) = try makeScene("""
        struct Filters: View {
            @State private var kind = 0
            @State private var order = "new"
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Picker("Kind", selection: $kind) {
                            Text("All").tag(0)
                            Text("Unread").tag(1)
                        }
                        .id("kind")
                        Picker("Order", selection: $order) {
                            Text("Newest").tag("new")
                        }
                        .id("order")
                    }
                    .pickerStyle(.segmented)
                }
            }
        }
        """, "Filters")
        #expect(scene.frame(.string("kind")) == rect(0, 0, 390, PickerViews.segmentedHeight))
        #expect(scene.frame(.string("order"))?.minY == PickerViews.segmentedHeight)
        try scene.tap(.string("Unread"))
        #expect(scene.stateValue("kind") == .int(1))
    }

    @Test func aSegmentWhoseTagIsNotOfTheSelectionsTypeSelectsNothing() throws {
        let (_, scene) = try makeScene("""
        enum Shelf: String, CaseIterable, Identifiable {
            case reading, finished
            var id: String { rawValue }
        }
        struct Library: View {
            @State private var shelf = Shelf.reading
            var body: some View {
                ScrollView {
                    Picker("Shelf", selection: $shelf) {
                        ForEach(Shelf.allCases) { shelf in
                            Text(shelf.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
        }
        """, "Library")
        // The rows' implicit tags are their ids, Strings: a selection of `Shelf`s is not changed.
        let before = try #require(scene.stateValue("shelf"))
        try scene.tap(.string("finished"))
        #expect(scene.stateValue("shelf") == before)
    }
}
