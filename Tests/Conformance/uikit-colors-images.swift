import SwiftUI
import UIKit

/// A profile card in the UIKit-flavoured way many apps still write: system colours from
/// UIColor, a cover from a UIImage, and a help link opened through UIApplication.
struct ProfileCard: View {
    @State private var openResult = "none"
    let cover = UIImage(named: "cover") ?? UIImage()
    let border = UIColor.separator.withAlphaComponent(0.5)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Image(uiImage: cover)
                    .id("cover")
                Image(uiImage: UIImage(systemName: "star") ?? UIImage())
                    .resizable()
                    .frame(width: 40, height: 40)
                    .id("star")
                Text("\(Int(cover.size.width))x\(Int(cover.size.height))")
                    .id("size")
                Color(uiColor: .secondarySystemBackground)
                    .frame(height: 10)
                    .id("band")
                Button("Help") {
                    if let url = URL(string: "https://example.com/help") {
                        UIApplication.shared.open(url) { opened in
                            openResult = opened ? "opened" : "not opened"
                        }
                    }
                }
                .id("help")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.systemBackground))
            .border(Color(border))
        }
    }
}

#Preview("Profile card") {
    ProfileCard()
}
