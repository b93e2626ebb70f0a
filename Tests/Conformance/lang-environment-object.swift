import SwiftUI

/// A session object given once at the root with `.environmentObject(_:)` and read by views
/// several levels down, rows of a lazy stack included, with `@EnvironmentObject`.
final class AppSession: ObservableObject {
    @Published var userName = "ana"
    @Published var pageSize = 3

    func loadMore() { pageSize += 2 }
}

struct Greeting: View {
    @EnvironmentObject var session: AppSession
    var body: some View {
        Text("Hello \(session.userName)")
            .frame(height: 30)
            .onTapGesture { session.loadMore() }
    }
}

struct ResultRow: View {
    let index: Int
    @EnvironmentObject var session: AppSession
    var body: some View {
        Text("\(session.userName) result \(index)").frame(height: 50)
    }
}

struct Results: View {
    @EnvironmentObject var session: AppSession
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Greeting().id("greeting")
                ForEach(0..<session.pageSize, id: \.self) { index in
                    ResultRow(index: index)
                }
            }
        }
    }
}

struct SearchApp: View {
    @StateObject private var session = AppSession()
    var body: some View {
        Results().environmentObject(session)
    }
}

#Preview("Search") { SearchApp() }
