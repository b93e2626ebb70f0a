import SwiftUI

/// An `Environment` made by hand in an initialiser (`Environment(\.imageCache).wrappedValue`),
/// as older image-loading code does: installed in no view, it reads the key's default value,
/// the app's key's and SwiftUI's alike, whatever a view above sets.
final class ImageCache {
    var limit = 20
}

private struct ImageCacheKey: EnvironmentKey {
    static let defaultValue = ImageCache()
}

extension EnvironmentValues {
    var imageCache: ImageCache {
        get { self[ImageCacheKey.self] }
        set { self[ImageCacheKey.self] = newValue }
    }
}

struct PosterCard: View {
    let limit: Int
    let scheme: ColorScheme

    init() {
        limit = Environment(\.imageCache).wrappedValue.limit
        scheme = Environment(\.colorScheme).wrappedValue
    }

    var body: some View {
        Text("\(limit) \(scheme == .light ? "light" : "dark")").frame(height: 44).id("poster")
    }
}

struct PosterWall: View {
    var body: some View {
        PosterCard().environment(\.colorScheme, .dark)
    }
}

#Preview { PosterWall() }
