import SwiftUI

/// City names in capitals for a Turkish reader: Foundation's case changes follow the locale
/// given (Turkish capitalises "i" as "İ"), and with nil no locale's rules.
struct CityBoard: View {
    private let turkish = Locale(identifier: "tr_TR")
    @State private var cities = ["istanbul", "izmir"]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(cities, id: \.self) { city in
                Text(city.uppercased(with: turkish)).id(city)
            }
            Text("ISPARTA".lowercased(with: turkish)).id("lower")
            Text("new york o'neil".capitalized(with: nil)).id("title")
            Text("izmir".uppercased(with: nil)).id("plain")
        }
    }
}

#Preview("Cities") { CityBoard() }
