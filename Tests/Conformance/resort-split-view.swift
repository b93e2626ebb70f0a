import SwiftUI

struct Resort: Identifiable {
    let id: String
    let runs: Int
}

// A view whose initialiser sets its wrappers' storage, as apps written before
// `@State var x = …` defaults were common do.
struct ResortEditor: View {
    @State private var name: String
    @State private var runs = 0
    @Binding var isFavorite: Bool

    init(resort: Resort, isFavorite: Binding<Bool>) {
        _name = State(initialValue: resort.id)
        self._runs = State(wrappedValue: resort.runs)
        _isFavorite = isFavorite
    }

    var body: some View {
        VStack {
            Text("\(name): \(runs) runs")
                .id("editor")
            Button(isFavorite ? "Unfavorite" : "Favorite") {
                isFavorite.toggle()
                runs += 1
            }
            .id("favorite")
        }
    }
}

struct RatingStars: View {
    @State private var rating = 3

    var body: some View {
        HStack {
            Image(decorative: "star")
            Text("\(rating) stars")
                .id("rating")
        }
        .accessibilityInputLabels(["Rating", "Stars"])
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: rating += 1
            case .decrement: rating -= 1
            @unknown default: break
            }
        }
    }
}

struct ResortBrowser: View {
    let resorts = [Resort(id: "Aspen", runs: 12), Resort(id: "Verbier", runs: 9)]
    @State private var favorite = false

    var body: some View {
        NavigationSplitView {
            List(resorts) { resort in
                Text(resort.id)
            }
            .navigationSplitViewColumnWidth(240)
        } detail: {
            Text("Pick a resort")
                .id("detail")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct ResortDetailFirst: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var column = NavigationSplitViewColumn.detail
    @State private var favorite = false
    let resort = Resort(id: "Zermatt", runs: 20)

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
            Text("Resorts")
                .id("sidebar")
        } content: {
            Text("Runs")
                .id("content")
        } detail: {
            ResortEditor(resort: resort, isFavorite: $favorite)
        }
    }
}

// The other forms: each shows its sidebar, unless preferredCompactColumn names another column.
struct SplitForms: View {
    let form: Int
    @State private var visibility = NavigationSplitViewVisibility.automatic
    @State private var sidebarFirst = NavigationSplitViewColumn.sidebar
    @State private var contentFirst = NavigationSplitViewColumn.content

    var body: some View {
        switch form {
        case 0:
            NavigationSplitView(columnVisibility: $visibility) {
                Text("Two: sidebar").id("column")
            } detail: {
                Text("Two: detail").id("column")
            }
        case 1:
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $sidebarFirst) {
                Text("Preferred: sidebar").id("column")
            } detail: {
                Text("Preferred: detail").id("column")
            }
        case 2:
            NavigationSplitView {
                Text("Three: sidebar").id("column")
            } content: {
                Text("Three: content").id("column")
            } detail: {
                Text("Three: detail").id("column")
            }
        case 3:
            NavigationSplitView(columnVisibility: $visibility) {
                Text("Visible three: sidebar").id("column")
            } content: {
                Text("Visible three: content").id("column")
            } detail: {
                Text("Visible three: detail").id("column")
            }
        default:
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $contentFirst) {
                Text("Preferred three: sidebar").id("column")
            } content: {
                Text("Preferred three: content").id("column")
            } detail: {
                Text("Preferred three: detail").id("column")
            }
        }
    }
}

#Preview("Browser") {
    ResortBrowser()
}

#Preview("Detail first") {
    ResortDetailFirst()
}

#Preview("Rating") {
    RatingStars()
}
