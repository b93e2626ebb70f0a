import Foundation
import ScrollworkCore
import ScrollworkScript
@testable import ScrollworkREPL

/// The native scenes every test can ask for by name, with `Name(label: Int, …)` arguments:
///
/// - `List(rows:height:spacing:)`: a vertical stack of rows (default 50 × 100 pt, 10 apart).
/// - `Paged`: the same list with `.paging`.
/// - `Sections(sections:rows:)`: section headers "h0"… (40 pt, pinned while scrolled past) with 60 pt rows.
/// - `Carousel(count:)`: a horizontal row of 300 × 200 cards, 10 apart, in a 390 × 240 frame,
///   view-aligned, with the 80 % scale-and-fade transition.
/// - `Short`: three rows that fit the screen.
/// - `Broken`: a list whose transition closure always fails.
/// - `Sliding`: a list of 150 pt rows that slide sideways and fade at the edges (`.visible(1)`, linear).
/// - `Refreshable`: a list that refreshes when pulled down past 60 pt.
final class NativeSceneFactory: SceneFactory {
    static let names = ["Broken", "Carousel", "List", "Paged", "Refreshable", "Sections", "Short", "Sliding"]

    func sceneNames(in program: ScriptProgram) -> [String] { Self.names }

    /// Native scenes have no safe area of their own: they fill the whole screen.
    func makeScene(named name: String, arguments: String?, program: ScriptProgram, screen: Size,
                   safeArea: EdgeInsets) throws -> (any LiveScene)? {
        let arguments = try Self.integers(arguments)
        func value(_ label: String, _ fallback: Int) -> Int { arguments[label] ?? fallback }
        switch name {
        case "List":
            return Self.list(name: name, rows: value("rows", 50), height: Double(value("height", 100)),
                             spacing: Double(value("spacing", 10)), screen: screen)
        case "Paged":
            let scene = Self.list(name: name, rows: value("rows", 20), height: 100, spacing: 10, screen: screen)
            scene.simulation.behavior = PagingBehavior()
            return scene
        case "Short":
            return Self.list(name: name, rows: 3, height: 100, spacing: 10, screen: screen)
        case "Broken":
            let scene = Self.list(name: name, rows: 10, height: 100, spacing: 10, screen: screen, transition: true)
            scene.simulation.transitions = [TransitionSpec(configuration: .interactive, effect: FailingEffect())]
            return scene
        case "Sliding":
            let scene = Self.list(name: name, rows: 20, height: 150, spacing: 10, screen: screen, transition: true)
            scene.simulation.transitions = [TransitionSpec(configuration: TransitionConfiguration(mode: .interactive(.linear)),
                                                           effect: SlideFadeEffect())]
            return scene
        case "Refreshable":
            let scene = Self.list(name: name, rows: 20, height: 100, spacing: 10, screen: screen)
            scene.simulation.refreshThreshold = 60
            return scene
        case "Sections":
            return Self.sections(sections: value("sections", 5), rows: value("rows", 5), screen: screen)
        case "Carousel":
            return Self.carousel(count: value("count", 10), screen: screen)
        default:
            return nil
        }
    }

    /// `rows: 5, height: 80` → ["rows": 5, "height": 80].
    static func integers(_ text: String?) throws -> [String: Int] {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [:] }
        var result: [String: Int] = [:]
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pieces.count == 2, let number = Int(pieces[1]) else {
                throw SceneError.invalidValue(String(part), reason: "expected `label: Int`")
            }
            result[pieces[0]] = number
        }
        return result
    }

    static func list(name: String, rows: Int, height: Double, spacing: Double, screen: Size, transition: Bool = false) -> NativeScene {
        let items = (0..<max(0, rows)).map { index in
            LayoutItem(id: .int(index), frame: Rect(x: 0, y: Double(index) * (height + spacing), width: screen.width, height: height),
                       flags: .scrollTarget, transition: transition ? 0 : -1)
        }
        let contentHeight = rows > 0 ? Double(rows) * height + Double(rows - 1) * spacing : 0
        let layout = ContentLayout(axis: .vertical, items: items, contentSize: Size(width: screen.width, height: contentHeight))
        let metrics = ScrollMetrics(axis: .vertical, containerSize: screen, contentSize: layout.contentSize)
        return NativeScene(name: name, simulation: ScrollSimulation(metrics: metrics, layout: layout),
                           labels: (0..<max(0, rows)).map { "Row \($0)" })
    }

    static func sections(sections: Int, rows: Int, screen: Size) -> NativeScene {
        var items: [LayoutItem] = [], labels: [String] = []
        var y = 0.0
        for section in 0..<max(0, sections) {
            items.append(LayoutItem(id: .string("h\(section)"), frame: Rect(x: 0, y: y, width: screen.width, height: 40), flags: .stickyTop))
            labels.append("Section \(section)")
            y += 40
            for row in 0..<max(0, rows) {
                items.append(LayoutItem(id: .int(section * 100 + row), frame: Rect(x: 0, y: y, width: screen.width, height: 60),
                                        flags: .scrollTarget))
                labels.append("Item \(section).\(row)")
                y += 60
            }
        }
        let layout = ContentLayout(axis: .vertical, items: items, contentSize: Size(width: screen.width, height: y))
        let metrics = ScrollMetrics(axis: .vertical, containerSize: screen, contentSize: layout.contentSize)
        return NativeScene(name: "Sections", simulation: ScrollSimulation(metrics: metrics, layout: layout), labels: labels)
    }

    static func carousel(count: Int, screen: Size) -> NativeScene {
        let container = Size(width: screen.width, height: 240)
        let inset = 45.0
        let items = (0..<max(0, count)).map { index in
            LayoutItem(id: .int(index), frame: Rect(x: Double(index) * 310, y: 20, width: 300, height: 200),
                       flags: .scrollTarget, transition: 0)
        }
        let width = count > 0 ? Double(count) * 310 - 10 : 0
        let layout = ContentLayout(axis: .horizontal, items: items, contentSize: Size(width: width, height: 240))
        let metrics = ScrollMetrics(axis: .horizontal, containerSize: container, contentSize: layout.contentSize,
                                    insets: EdgeInsets(leading: inset, trailing: inset))
        let simulation = ScrollSimulation(metrics: metrics, layout: layout)
        simulation.behavior = ViewAlignedBehavior()
        simulation.transitions = [TransitionSpec(configuration: .interactive, effect: ScaleFadeEffect())]
        return NativeScene(name: "Carousel", simulation: simulation, labels: (0..<max(0, count)).map { "Card \($0)" })
    }
}

extension Session {
    /// A session with the native scenes, writing plain 40 × 24 viewports.
    static func native(directory: URL = URL(fileURLWithPath: "/nonexistent"), ascii: Bool = false) -> Session {
        Session(registry: SceneRegistry(factories: [NativeSceneFactory()]),
                options: SessionOptions(directory: directory, render: RenderOptions(ascii: ascii)))
    }

    /// Runs lines in order and returns the last result.
    @discardableResult
    func run(_ lines: String...) -> CommandResult {
        var last = CommandResult(output: "", status: .ok)
        for line in lines { last = execute(line) }
        return last
    }
}
