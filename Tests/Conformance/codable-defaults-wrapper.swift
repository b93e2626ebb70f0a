import SwiftUI

/// Favourites written to UserDefaults as JSON by a property wrapper generic over any Codable
/// value, its default an empty `Set()` whose element type the property gives.
@propertyWrapper
struct CodableDefault<Value: Codable> {
    let key: String
    private var value: Value

    init(_ key: String, defaultValue: Value) {
        self.key = key
        self.value = defaultValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            if let data = try? JSONEncoder().encode(newValue) {
                UserDefaults.standard.set(data, forKey: key)
            }
        }
    }
}

final class Favorites: ObservableObject {
    @CodableDefault("favorite-fruits", defaultValue: Set())
    var fruits: Set<String> {
        willSet { objectWillChange.send() }
    }
}

struct FruitList: View {
    @StateObject private var favorites = Favorites()
    private let fruits = ["apple", "pear", "plum"]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(fruits, id: \.self) { fruit in
                Text(favorites.fruits.contains(fruit) ? "★ \(fruit)" : fruit)
                    .frame(height: 44)
                    .id(fruit)
                    .onTapGesture { favorites.fruits.insert(fruit) }
            }
            Text("\(favorites.fruits.count) favourites").id("count")
            Text(UserDefaults.standard.data(forKey: "favorite-fruits").map { String(decoding: $0, as: UTF8.self) } ?? "none")
                .id("stored")
        }
    }
}

#Preview("Fruits") { FruitList() }
