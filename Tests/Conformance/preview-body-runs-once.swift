import SwiftUI

final class Model: ObservableObject {
    static var made = 0
    @Published var count = 2
    init() { Model.made += 1 }
}

struct Rows: View {
    @ObservedObject var model = Model()
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<model.count, id: \.self) { index in
                    Color.red.frame(height: 50).onTapGesture { model.count += 1 }
                }
                Text("made \(Model.made)").id("made")
            }
        }
    }
}

// The preview shows the view in a navigation view, as most apps' previews do.
#Preview("Rows") { NavigationView { Rows() } }
