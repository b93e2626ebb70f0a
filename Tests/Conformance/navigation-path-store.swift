import SwiftUI

/// A path store in the shape of apps that save their navigation: the path's codable
/// representation is written to a file whenever the path changes, and read back at launch.
@Observable
class PathStore {
    var path: NavigationPath {
        didSet { save() }
    }
    var saves = 0

    private let savePath = URL.documentsDirectory.appending(path: "SavedPath")

    init() {
        if let data = try? Data(contentsOf: savePath),
           let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(decoded)
            return
        }
        path = NavigationPath()
    }

    func save() {
        guard let representation = path.codable else { return }
        if let data = try? JSONEncoder().encode(representation) {
            try? data.write(to: savePath)
            saves += 1
        }
    }
}

struct NumberTrail: View {
    @State private var store = PathStore()

    var body: some View {
        ScrollView {
            Text("\(store.path.count) pushed, \(store.saves) saved").id("status")
            Button("Push") { store.path.append(Int.random(in: 1...9)) }.id("push")
        }
    }
}
