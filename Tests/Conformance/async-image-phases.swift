import SwiftUI

// An image cache of the app's own hands the content closure an AsyncImage would get the phases
// it loaded: `.success(image)` and `.failure(error)` made by the app, taken apart by the same
// switch, and read through `image` and `error`.

enum LoadState {
    case loading
    case loaded(String)
    case failed
}

struct CachedImage<Content: View>: View {
    let state: LoadState
    @ViewBuilder let content: (AsyncImagePhase) -> Content

    var body: some View {
        switch state {
        case .loading:
            content(.empty)
        case .loaded(let name):
            content(.success(Image(systemName: name)))
        case .failed:
            content(.failure(URLError(.badURL)))
        }
    }
}

struct Gallery: View {
    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                CachedImage(state: index == 0 ? .loading : index == 1 ? .loaded("star") : .failed) { phase in
                    switch phase {
                    case .empty:
                        Text("loading").id("row\(index)")
                    case .success(let image):
                        image.resizable().frame(width: 40, height: 40).id("row\(index)")
                    case .failure:
                        Text("failed").id("row\(index)")
                    }
                }
            }
            Text(AsyncImagePhase.success(Image(systemName: "star")).image == nil ? "none" : "image").id("check")
            Text(AsyncImagePhase.failure(URLError(.badURL)).error == nil ? "none" : "error").id("error")
        }
    }
}

#Preview("Gallery") { Gallery() }
