import Foundation
import ScrollworkCore
import ScrollworkScene

/// A text chart of the last motion (`plot offset|velocity`): value up, time across,
/// with ticks and units on both axes.
struct MotionPlot {
    let log: [MotionRecord]
    let kind: Command.PlotKind
    var width = 60
    var height = 12

    func render() -> String {
        guard log.count >= 2 else { return "nothing to plot: no motion yet (drag, fling or scrollto first)" }
        let values = log.map { kind == .offset ? $0.offset : $0.velocity }
        let unit = kind == .offset ? "pt" : "pt/s"
        let finite = values.filter(\.isFinite)
        var low = finite.min() ?? 0, high = finite.max() ?? 0
        if high - low < 1e-9 { low -= 1; high += 1 }
        let start = log[0].time, end = log[log.count - 1].time
        let span = max(end - start, 1e-9)
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        for (record, value) in zip(log, values) where value.isFinite && record.time.isFinite {
            let column = min(width - 1, max(0, Int(((record.time - start) / span * Double(width - 1)).rounded())))
            let row = min(height - 1, max(0, Int(((high - value) / (high - low) * Double(height - 1)).rounded())))
            grid[row][column] = "*"
        }
        if low < 0 && high > 0 {
            let zeroRow = Int((high / (high - low) * Double(height - 1)).rounded())
            for column in 0..<width where grid[zeroRow][column] == " " { grid[zeroRow][column] = "-" }
        }
        let labels = (0..<height).map { row -> String in
            guard row == 0 || row == height - 1 || row == (height - 1) / 2 else { return "" }
            return Format.number(high - (high - low) * Double(row) / Double(height - 1), decimals: 1)
        }
        let labelWidth = labels.map(\.count).max() ?? 0
        var lines = ["\(kind.rawValue) (\(unit))"]
        for row in 0..<height {
            let label = String(repeating: " ", count: labelWidth - labels[row].count) + labels[row]
            let tick = labels[row].isEmpty ? "|" : "+"
            let row = "\(label) \(tick)" + String(grid[row])
            lines.append(String(row.reversed().drop { $0 == " " }.reversed()))
        }
        let pad = String(repeating: " ", count: labelWidth + 1)
        var axis = Array(repeating: Character("-"), count: width)
        var tickLabels = Array(repeating: Character(" "), count: width + 12)
        for tick in 0...4 {
            let column = tick * (width - 1) / 4
            axis[column] = "+"
            let text = Format.number(start + span * Double(tick) / 4, decimals: 3)
            let begin = min(max(0, column - text.count / 2), tickLabels.count - text.count)
            for (i, character) in text.enumerated() { tickLabels[begin + i] = character }
        }
        lines.append(pad + "+" + String(axis))
        lines.append(pad + " " + String(tickLabels).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        lines.append(pad + " time (s), \(log.count) frames")
        return lines.joined(separator: "\n")
    }
}
