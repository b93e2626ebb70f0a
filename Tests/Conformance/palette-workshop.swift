import SwiftUI
import UIKit

/// A palette tool as small apps write one: colours from hex codes read with `UInt64(_:radix:)`,
/// older ones from `#colorLiteral`, a store behind a protocol whose completion type is its
/// alias, swatches made by static factories that say `self`, a local computed variable in a
/// view's body, and a number field shown through a NumberFormatter.
extension Color {
    init(hex: String) {
        let digits = hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))
        let value = UInt64(digits, radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255)
    }
}

extension Color {
    static let workshopGreen = Color(hex: "#34C759")
}

extension UIColor {
    /// A failable initialiser that, as older Swift demanded, initialises before failing.
    convenience init?(code: String) {
        guard code.count == 6, let value = UInt64(code, radix: 16) else {
            self.init()
            return nil
        }
        self.init(red: CGFloat(value >> 16) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

struct Swatch {
    var name: String
    var code: String

    static func make(_ index: Int) -> Swatch {
        Swatch(name: "Swatch \(index)", code: String(index * 51, radix: 16, uppercase: true))
    }

    static func row(count: Int) -> [Swatch] {
        (0..<count).map { index in self.make(index) }
    }

    static func first() -> Swatch { self.init(name: "First", code: "00") }
}

protocol PaletteStore {
    typealias Completion = (Bool) -> Void
    func save(_ name: String, completion: @escaping Completion)
}

final class MemoryStore: PaletteStore {
    var saved: [String] = []

    func save(_ name: String, completion: @escaping Completion) {
        saved.append(name)
        completion(!name.isEmpty)
    }

    func export(onSuccess: (() -> Void)? = nil, onFailure: ((String) -> Void)?) {
        if saved.isEmpty { onFailure?("nothing saved") } else { onSuccess?() }
    }
}

final class WorkshopModel: ObservableObject {
    @Published var notes: [String] = []
    @Published var weight = 1234.5
    let store = MemoryStore()
    let numbers: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    func readCodes() {
        notes.removeAll()
        notes.append("\(Int("ff", radix: 16) ?? -1) \(Int("-7f", radix: 16) ?? -1) \(Int("zz", radix: 10) ?? -1)")
        notes.append("\(UInt64("FF80", radix: 16) ?? 0) \(String(255, radix: 2)) \(String(-255, radix: 16))")
        notes.append(Swatch.row(count: 3).map(\.code).joined(separator: ","))
        notes.append(Swatch.first().name)
        let digits = CharacterSet(charactersIn: "0123456789abcdef")
        notes.append("\(digits.isSuperset(of: CharacterSet(charactersIn: "c0ffee"))) \(CharacterSet(charactersIn: "g0").isSubset(of: digits))")
        let scanner = Scanner(string: "#1A2B3C")
        scanner.scanLocation = 1
        var value: UInt64 = 0
        _ = scanner.scanHexInt64(&value)
        let stripped = "<b>Teal</b>".replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression, range: nil)
        let dashed = "a-b-c"
        let partial = dashed.replacingOccurrences(of: "-", with: "+", options: [],
                                                  range: dashed.startIndex..<dashed.index(dashed.startIndex, offsetBy: 2))
        notes.append("\(value) \(scanner.scanLocation) \(stripped) \(UIColor(code: "12") == nil) \(partial)")
    }

    func readColors() {
        notes.removeAll()
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
        let ok = literal.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        notes.append("\(ok) \(red) \(green) \(blue) \(alpha)")
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        _ = literal.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        notes.append(String(format: "%.4f %.4f %.4f", hue, saturation, brightness))
        _ = UIColor(red: 0, green: 0, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        notes.append("\(hue) \(saturation) \(brightness)")
        notes.append(numbers.string(for: weight) ?? "-")
        notes.append(numbers.string(for: "heavy") ?? "nil")
        // The pointers are optional: nil (or .none) asks for no value back.
        var onlyRed: CGFloat = 0, onlyAlpha: CGFloat = 0
        _ = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getRed(&onlyRed, green: nil, blue: nil, alpha: nil)
        _ = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).getRed(nil, green: .none, blue: .none, alpha: &onlyAlpha)
        notes.append("\(onlyRed) \(onlyAlpha)")
    }

    func saveAll() {
        notes.removeAll()
        store.export {
            self.notes.append("exported")
        } onFailure: { reason in
            self.notes.append(reason)
        }
        store.save("Harbour") { ok in self.notes.append("saved \(ok)") }
        store.export {
            self.notes.append("exported")
        } onFailure: { reason in
            self.notes.append(reason)
        }
    }
}

struct PaletteWorkshopView: View {
    @StateObject private var model = WorkshopModel()

    var body: some View {
        var heading: String { "\(model.notes.count) notes" }
        List {
            Text(heading).id("heading")
            Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)).frame(height: 40)
            Color.workshopGreen.frame(height: 20)
            TextField("Weight", value: $model.weight, formatter: model.numbers).id("weight")
            Button("Codes") { model.readCodes() }
            Button("Colors") { model.readColors() }
            Button("Save") { model.saveAll() }
        }
    }
}

#Preview {
    PaletteWorkshopView()
}
