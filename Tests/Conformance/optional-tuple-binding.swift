import Foundation

// `if let (a, b) = pair` and `guard var (a, b) = pair`: an optional tuple unwrapped into its
// elements, as Swift binds it, as a shop picks its best-value product and its price.
func bestValue(_ prices: [String: Int]) -> (name: String, price: Int)? {
    guard let cheapest = prices.min(by: { $0.value < $1.value }) else { return nil }
    return (cheapest.key, cheapest.value)
}

func describeBest(_ prices: [String: Int]) -> String {
    if let (name, price) = bestValue(prices), price > 0 {
        return "\(name) at \(price)"
    }
    return "none"
}

func discounted(_ prices: [String: Int]) -> String {
    guard var (name, price) = bestValue(prices) else { return "nothing" }
    price -= 1
    name += "!"
    return "\(name) \(price)"
}
