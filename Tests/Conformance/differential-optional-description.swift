import Foundation

// Found by differential testing against swiftc: an optional is written as `Optional(…)` by
// `print`, string interpolation and `String(describing:)`, and nil as `nil`; inside it a
// string is quoted. Only the type tells an `Int?` 3 from an `Int` 3.
func optionalDescriptions(_ numbers: [Int], _ text: String) -> String {
    let first = numbers.first
    let missing = numbers.first(where: { $0 > 100 })
    let parsed = Int(text)
    let word: String? = text.isEmpty ? nil : text
    let all = [first, missing]
    return "\(first) \(missing) \(String(describing: parsed)) \(String(describing: word)) \(all) \(numbers.first as Int?)"
}
