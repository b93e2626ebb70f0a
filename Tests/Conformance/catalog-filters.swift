import SwiftUI
import UIKit

/// A catalog screen in the shape of apps written before iOS 16: a style enum nested in an
/// extension of `Image`, a `Picker(selection:label:)` with its options, links activated by a
/// binding, sections gathered with `append(contentsOf:)`, and interactive springs.
extension Image {
    enum CatalogStyle {
        case badge, banner
    }

    func catalogStyle(_ style: CatalogStyle) -> some View {
        switch style {
        case .badge: return resizable().frame(width: 16, height: 16)
        case .banner: return resizable().frame(width: 120, height: 40)
        }
    }
}

enum CatalogSection: String, CaseIterable {
    case fish, bugs, fossils, art
}

func catalogSections(includeArt: Bool) -> [CatalogSection] {
    var sections: [CatalogSection] = [.fish]
    sections.append(contentsOf: [.bugs, .fossils])
    if includeArt { sections.insert(contentsOf: [.art], at: 1) }
    return sections
}

/// A row height given through a modifier written as `ModifiedContent`, as older apps do.
struct RowHeight: ViewModifier {
    let height: CGFloat
    func body(content: Content) -> some View { content.frame(height: height) }
}

extension View {
    func catalogRow(height: CGFloat) -> some View {
        ModifiedContent(content: self, modifier: RowHeight(height: height))
    }
}

struct CatalogFilters: View {
    @State private var section: CatalogSection = .fish
    @State private var showsDetail = false
    @State private var taps = 0
    private let feedback = UINotificationFeedbackGenerator()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Picker(selection: $section, label: Text("Section")) {
                    ForEach(catalogSections(includeArt: true), id: \.self) { section in
                        Text(section.rawValue.capitalized).tag(section)
                    }
                }
                .frame(height: 44)
                Image(systemName: "star").catalogStyle(Image.CatalogStyle.banner)
                Image(systemName: "leaf").catalogStyle(.badge)
                NavigationLink("Details", destination: Text("Detail"), isActive: $showsDetail)
                    .frame(height: 30)
                NavigationLink(destination: Text("Detail"), isActive: $showsDetail) {
                    Text("More").frame(height: 30)
                }
                NavigationLink("All", destination: Text("All"))
                    .catalogRow(height: 30)
                Text("Tapped \(taps)")
                    .frame(height: 50)
                    .id("tap")
                    .onTapGesture {
                        feedback.prepare()
                        withAnimation(.interactiveSpring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.25)) { taps += 1 }
                        withAnimation(.interactiveSpring(duration: 0.2, extraBounce: 0.1)) { section = .art }
                    }
            }
        }
        .animation(.interactiveSpring, value: taps)
    }
}

#Preview("Catalog filters") { CatalogFilters() }
