import SwiftUI

/// A recipe book in sections whose headers and footers stay pinned while their section is
/// in view, with the book's index, a few shaped badges and its buttons at the end; and a
/// shelf of photos in a two-row horizontal grid.
struct RecipeBook: View {
    @State private var likes = 0
    @State private var shares = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Section {
                    ForEach(["Soup 0", "Soup 1", "Soup 2"], id: \.self) { Text($0).frame(height: 50) }
                } header: {
                    Text("Starters").frame(height: 30).id("starters")
                } footer: {
                    Text("3 recipes").frame(height: 20).id("startersFooter")
                }
                Section {
                    ForEach(["Cake 0", "Cake 1"], id: \.self) { Text($0).frame(height: 50) }
                } header: {
                    Text("Desserts").frame(height: 30).id("desserts")
                }
                Section {
                    ForEach(["Salad 0", "Salad 1"], id: \.self) { Text($0).frame(height: 50) }
                } footer: {
                    Text("2 salads").frame(height: 20).id("saladsFooter")
                }
                Section(header: Text("Drinks").frame(height: 30).id("drinks"), footer: Text("1 drink").frame(height: 20).id("drinksFooter")) {
                    Text("Tea").frame(height: 50)
                }
                Section(header: Text("Bread").frame(height: 30).id("bread")) {
                    Text("Rye").frame(height: 50)
                }
                Section("Snacks") {
                    Text("Chips").frame(height: 50).id("Chips")
                }
                Section {
                    Text("Nuts").frame(height: 50).id("Nuts")
                }
                Group {
                    Text(verbatim: "Index").id("index")
                    Image("logo").id("logo")
                }
                Circle().frame(height: 30).id("circle")
                Ellipse().frame(height: 30).id("ellipse")
                Capsule(style: .circular).frame(height: 30).id("capsule")
                RoundedRectangle(cornerSize: CGSize(width: 8, height: 8)).frame(height: 30).id("rounded")
                Button(action: { likes += 1 }) {
                    Text("Like")
                }
                .id("like")
                Button("Share") { shares += 1 }.id("share")
                EmptyView()
            }
        }
    }
}

struct PhotoShelf: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 10) {
                ForEach(0..<9) { index in
                    Color.brown.frame(width: 120)
                }
            }
        }
    }
}
