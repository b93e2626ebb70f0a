import SwiftUI

// One file of an app, as a developer pastes it: `CellView`, `Detail` and the `idView`
// modifier are declared in files of the app that are not loaded here.
struct Gallery: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<30) { i in
                    CellView(index: i)
                        .idView(i)
                        .id(i)
                }
            }
        }
    }
}

struct Links: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open", destination: Detail())
                Row(title: "Second")
                Text("Third")
            }
        }
    }
}

#Preview("Gallery") {
    Gallery()
}

#Preview("Links") {
    Links()
}
