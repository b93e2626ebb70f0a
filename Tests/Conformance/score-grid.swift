import SwiftUI

/// A league table: a header row, a rule, a row per player and a total row, its points column
/// trailing-aligned; and a grid of swatches with a cell spanning two columns.
struct Player: Identifiable {
    let name: String
    let points: Int
    var id: String { name }
}

struct Scoreboard: View {
    let players = [Player(name: "Ann", points: 12), Player(name: "Bartholomew", points: 7)]

    var body: some View {
        ScrollView {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                GridRow {
                    Text("Player").id("player header")
                    Text("Points").gridColumnAlignment(.trailing).id("points header")
                }
                Divider().gridCellUnsizedAxes(.horizontal).id("rule")
                ForEach(players) { player in
                    GridRow {
                        Text(player.name).id(player.name)
                        Text("\(player.points)").id("\(player.name) points")
                    }
                }
                GridRow(alignment: .bottom) {
                    Text("Total").id("total")
                    Color.green.frame(width: 30, height: 30).id("bar")
                }
            }
            .id("board")
        }
    }
}

struct SwatchGrid: View {
    var body: some View {
        ScrollView {
            Grid {
                GridRow {
                    Color.red.frame(width: 40, height: 20).id("red")
                    Color.orange.frame(width: 60, height: 20).id("orange")
                }
                GridRow {
                    Text("Both").gridCellColumns(2).id("both")
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topLeading).id("anchored")
                    Text("x").id("x")
                }
            }
            .id("swatches")
        }
    }
}
