import SwiftUI

/// A model whose properties share one type annotation, as generated models often declare them
/// (`let marketCap, totalVolume: Double?`): every name of the list has the type written after
/// the last, so a whole-number JSON value decodes as a Double and the Double extension applies.
struct CoinQuote: Decodable {
    let id, symbol: String
    let marketCap, totalVolume: Double?
    var rank = 0, watchers, holders: Int
}

extension Double {
    func abbreviated() -> String {
        self >= 1_000_000 ? String(format: "%.1fM", self / 1_000_000) : String(format: "%.0f", self)
    }
}

struct QuoteRow: View {
    private let quote = try! JSONDecoder().decode(CoinQuote.self, from: Data("""
        {"id": "bitcoin", "symbol": "btc", "marketCap": 1500000, "totalVolume": 820, "rank": 1, "watchers": 12, "holders": 30}
        """.utf8))

    var body: some View {
        VStack {
            Text(quote.symbol.uppercased()).id("symbol")
            Text(quote.marketCap?.abbreviated() ?? "-").id("cap")
            Text(quote.totalVolume?.abbreviated() ?? "-").id("volume")
            Text("\(quote.rank) \(quote.watchers + quote.holders)").id("counts")
        }
    }
}

#Preview("Quote row") { QuoteRow() }
