import SwiftUI

/// A settings screen that shows how much room the saved collection takes, as a backup
/// section does: the file's size from its resource values, written in kilobytes, and the
/// months of the year in a grid of the device's short month names.
final class ArchiveStore: ObservableObject {
    @Published var lines: [String] = []
    private let folder = URL.documentsDirectory

    func save() {
        let text = Array(repeating: "ab", count: 1_000).joined()
        try? Data(text.utf8).write(to: folder.appendingPathComponent("collection.data"))
        lines = ["saved"]
    }

    func archiveSize() -> String {
        do {
            let resources = try folder.appendingPathComponent("collection.data").resourceValues(forKeys: [.fileSizeKey])
            let formatter = ByteCountFormatter()
            formatter.allowedUnits = .useKB
            formatter.countStyle = .file
            return formatter.string(fromByteCount: Int64(resources.fileSize ?? 0))
        } catch {
            return "error \((error as NSError).code)"
        }
    }

    func describe() {
        lines.removeAll()
        let file = folder.appendingPathComponent("collection.data")
        if let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isDirectoryKey, .isRegularFileKey]) {
            lines.append("\(values.fileSize ?? -1) \(values.isDirectory ?? true) \(values.isRegularFile ?? false)")
        }
        if let values = try? file.resourceValues(forKeys: [.isDirectoryKey]) {
            lines.append("\(values.fileSize == nil) \(values.isRegularFile == nil)")
        }
        if let values = try? folder.resourceValues(forKeys: [.fileSizeKey, .isDirectoryKey]) {
            lines.append("\(values.fileSize == nil) \(values.isDirectory ?? false)")
        }
        let formatter = ByteCountFormatter()
        lines.append("\(formatter.string(fromByteCount: 1_234_567)) \(formatter.countStyle == .file)")
        formatter.allowedUnits = [.useKB, .useMB]
        lines.append("\(formatter.string(fromByteCount: 1_000)) \(formatter.allowedUnits == [.useMB, .useKB])")
        formatter.countStyle = .memory
        lines.append(formatter.string(fromByteCount: 3 * 1_048_576))
        lines.append(ByteCountFormatter.string(fromByteCount: 2_048, countStyle: .binary))
        lines.append([written(2_000, in: .useBytes), written(1_500_000_000, in: .useGB), written(1_234_567, in: .useAll),
                      written(2_000_000_000_000, in: [.useTB, .usePB, .useEB, .useZB, .useYBOrHigher])].joined(separator: " | "))
        lines.append(ByteCountFormatter.string(fromByteCount: 2_000, countStyle: .decimal))
    }

    private func written(_ count: Int64, in units: ByteCountFormatter.Units) -> String {
        let formatter = ByteCountFormatter()
        formatter.allowedUnits = units
        return formatter.string(fromByteCount: count)
    }
}

struct ArchiveSettings: View {
    @StateObject private var store = ArchiveStore()
    private let months = Calendar.current.shortMonthSymbols

    var body: some View {
        List {
            Section("Backup") {
                Button("Save") { store.save() }
                Button("Describe") { store.describe() }
                Text(store.archiveSize())
                    .id("size")
                ForEach(store.lines, id: \.self) { line in
                    Text(line)
                }
            }
            Section("Months") {
                Text(months.prefix(3).joined(separator: " "))
                    .id("months")
                Text(Calendar.current.monthSymbols[11] + " " + Calendar.current.veryShortMonthSymbols[11])
                    .id("december")
                Text([Calendar.current.weekdaySymbols[0], Calendar.current.shortWeekdaySymbols[1],
                      Calendar.current.veryShortWeekdaySymbols[6]].joined(separator: " "))
                    .id("weekdays")
                Text(Calendar.current.amSymbol + " " + Calendar.current.pmSymbol)
                    .id("meridiem")
            }
        }
    }
}
