import SwiftUI

// A menu item's layers kept as an app's own OptionSet, in the shape apps declare them.
struct Toppings: OptionSet {
    let rawValue: Int

    static let sprinkles = Toppings(rawValue: 1 << 0)
    static let glaze = Toppings(rawValue: 1 << 1)
    static let nuts = Toppings(rawValue: 1 << 2)

    static let sweet: Toppings = [.sprinkles, .glaze]
    static let all: Toppings = [sprinkles, glaze, nuts]
}

func names(_ toppings: Toppings) -> String {
    var result: [String] = []
    if toppings.contains(.sprinkles) { result.append("sprinkles") }
    if toppings.contains(.glaze) { result.append("glaze") }
    if toppings.contains(.nuts) { result.append("nuts") }
    return result.isEmpty ? "plain" : result.joined(separator: "+")
}

func insertionReport() -> String {
    var toppings: Toppings = []
    let first = toppings.insert(.nuts)
    let second = toppings.insert(.nuts)
    return "\(first.inserted) \(second.inserted) \(second.memberAfterInsert.rawValue)"
}

func removals() -> String {
    var toppings = Toppings.all
    let removed = toppings.remove([.glaze, .nuts])
    let missing = toppings.remove(.nuts)
    return "\(removed?.rawValue ?? -1) \(missing == nil) \(names(toppings))"
}

func algebra() -> String {
    let sweet = Toppings.sweet
    return [
        names(sweet.union(.nuts)), names(sweet.intersection([.glaze, .nuts])), names(sweet.symmetricDifference(.all)),
        names(Toppings.all.subtracting(.glaze)), "\(sweet.isSubset(of: .all))", "\(sweet.isSuperset(of: .all))",
        "\(sweet.isDisjoint(with: .nuts))", "\(sweet == [.glaze, .sprinkles])",
    ].joined(separator: " ")
}

struct ToppingPicker: View {
    @State private var toppings: Toppings = .sweet

    var body: some View {
        List {
            Text(names(toppings))
            Button(toppings.contains(.nuts) ? "No nuts" : "Add nuts") {
                if toppings.contains(.nuts) {
                    toppings.subtract(.nuts)
                } else {
                    toppings.formUnion(.nuts)
                }
            }
            .id("toggle")
            if toppings.contains(.nuts) {
                Text("Contains tree nuts")
                    .id("warning")
            }
        }
    }
}

#Preview {
    ToppingPicker()
}
