import SwiftUI

/// An onboarding carousel over an enum of pages: `CaseIterable` gives the pages, a
/// computed property each page's title, a `switch` with an associated value its layout.
enum OnboardingPage: String, CaseIterable, Identifiable {
    case welcome, privacy, sync, done

    var id: Self { self }

    var title: String {
        switch self {
        case .welcome: "Welcome"
        case .privacy: "Your data stays yours"
        case .sync: "Sync"
        case .done: "All set"
        }
    }

    enum Art {
        case symbol(String)
        case banner(height: CGFloat)
    }

    var art: Art {
        self == .privacy ? .banner(height: 300) : .symbol(rawValue)
    }

    var next: OnboardingPage? {
        let all = Self.allCases
        guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
        return all[index + 1]
    }
}

struct PageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack {
            switch page.art {
            case .symbol(let name):
                Image(systemName: name)
            case .banner(let height):
                Color.blue.frame(height: height)
            }
            Text(page.title)
        }
        .containerRelativeFrame(.horizontal)
    }
}

struct Onboarding: View {
    @State private var current: OnboardingPage? = .welcome

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(OnboardingPage.allCases) { page in
                    PageView(page: page)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $current)
    }
}

#Preview("Onboarding") { Onboarding() }
