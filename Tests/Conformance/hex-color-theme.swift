import SwiftUI

/// A theme whose colours come from hex codes, through the extension many apps carry: the code
/// is cleaned of anything not a letter or digit, read by a Scanner, and split into its parts by
/// a tuple assignment for 3-, 6- and 8-digit codes.
extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3:
            (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6:
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8:
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
    }
}

struct ThemeSwatch {
    var name: String
    var hex: String
}

extension ThemeView {
    /// The view model gives its published name its first value through the wrapper's storage.
    final class ViewModel: ObservableObject {
        @Published var title: String
        @Published var notes: [String] = []

        init(swatch: ThemeSwatch) {
            _title = Published(initialValue: swatch.name)
        }

        func readCodes() {
            var first = "left", second = "right"
            (first, second) = (second, first)
            var count = 0
            (count, _) = (3, "ignored")
            let scanner = Scanner(string: "  ff80 12")
            let hexPart = scanner.scanUInt64(representation: .hexadecimal)
            let decimalPart = scanner.scanInt()
            var small: UInt32 = 0
            let found = Scanner(string: "0x1A").scanHexInt32(&small)
            let digitsOnly = "a1-b2 c3".trimmingCharacters(in: CharacterSet.decimalDigits.union(.letters).inverted)
            let trimmed = "--title--".trimmingCharacters(in: CharacterSet(charactersIn: "-"))
            let price = Scanner(string: "3.25 EUR").scanDouble() ?? 0
            let words = Scanner(string: "#ff8800 rest of it")
            let hash = words.scanString("#")
            let code = words.scanCharacters(from: .alphanumerics)
            let rest = words.scanUpToString("of")
            let missing = words.scanString("xyz")
            let letter = words.scanCharacter()
            let tail = words.scanUpToCharacters(from: .whitespaces)
            let amount = "$5.00!".trimmingCharacters(in: .symbols).trimmingCharacters(in: .punctuationCharacters)
            notes = ["\(first) \(second) \(count)", "\(hexPart ?? 0) \(decimalPart ?? 0) \(scanner.isAtEnd)",
                     "\(found) \(small)", digitsOnly, trimmed, "\(price) \(amount)",
                     "\(CharacterSet(charactersIn: "ab") == CharacterSet(charactersIn: "ba")) \(CharacterSet.letters == .decimalDigits)",
                     "\(hash ?? "nil") \(code ?? "nil") [\(rest ?? "nil")] \(missing ?? "nil") \(letter.map(String.init) ?? "nil") [\(tail ?? "nil")] \(words.isAtEnd)"]
        }
    }
}

struct ThemeView: View {
    @StateObject private var viewModel: ViewModel
    let swatches = [ThemeSwatch(name: "Ocean", hex: "#1E90FF"), ThemeSwatch(name: "Rose", hex: "F0A"),
                    ThemeSwatch(name: "Mist", hex: "80FFFFFF"), ThemeSwatch(name: "Odd", hex: "12345")]

    init(swatch: ThemeSwatch) {
        _viewModel = StateObject(wrappedValue: ViewModel(swatch: swatch))
    }

    var body: some View {
        List {
            Text(viewModel.title)
                .id("title")
            ForEach(swatches, id: \.name) { swatch in
                Text(swatch.name + " " + Color(hex: swatch.hex).description)
                    .foregroundStyle(Color(hex: swatch.hex))
                    .id(swatch.name)
            }
            Button("Codes") { viewModel.readCodes() }
            ForEach(viewModel.notes, id: \.self) { note in
                Text(note)
            }
        }
    }
}

#Preview {
    ThemeView(swatch: ThemeSwatch(name: "Harbour", hex: "#1E90FF"))
}
