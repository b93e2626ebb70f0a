import Foundation
import ScrollworkCore
@testable import ScrollworkScript

/// Loads `source` and instantiates the scene `name` (a #Preview title or a View type).
func makeScene(_ source: String, _ name: String, arguments: String? = nil) throws -> (ScriptProgram, SceneInstance) {
    let program = try loadProgram(source)
    return (program, try program.makeScene(name, arguments: arguments))
}

extension SceneInstance {
    /// The natural frame of the item with this id, in content coordinates.
    func frame(_ id: ItemID) -> Rect? {
        simulation.layout.index(of: id).map { simulation.layout.items[$0].frame }
    }

    func frames(_ ids: [ItemID]) -> [Rect?] { ids.map(frame) }

    func effects(_ id: ItemID) -> ItemEffects? {
        simulation.layout.index(of: id).map(simulation.effects(ofItemAt:))
    }
}

/// One line of body text (17 pt): SF Pro's ascender plus descender, (1950 + 494)/2048 em.
let bodyLine = 17 * 2444 / 2048.0

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(origin: Point(x: x, y: y), size: Size(width: width, height: height))
}
