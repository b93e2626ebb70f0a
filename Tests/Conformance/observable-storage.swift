import SwiftUI

/// A dice tray whose model clears its results through the storage the Observation macro
/// gives each property (`_rolls`), so the results' own `didSet` (which saves) does not run.
@Observable
final class DiceTray {
    var sides = 6 {
        didSet {
            _rolls = []
            saves += 1
        }
    }
    var rolls: [Int] = [3, 5] {
        didSet { saves += 10 }
    }
    var saves = 0
}

struct DiceTrayView: View {
    @State private var tray = DiceTray()

    var body: some View {
        VStack {
            Text("\(tray.rolls.count) rolls, \(tray.saves) saves").id("summary")
            Button("D20") { tray.sides = 20 }
            Button("Roll") { tray.rolls.append(tray.sides) }
        }
    }
}

#Preview("Dice tray") { DiceTrayView() }
