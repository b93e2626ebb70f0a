import SwiftUI

/// A profile screen laid out with the layout modifiers: padded name and bio, a banner and
/// an avatar kept to their aspect ratios, a quote that does not wrap, badges aligned in
/// their grid cells and a card pushed off its place.
struct ProfileLayout: View {
    let quote = String(repeating: "q", count: 60)
    let insets = EdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 2)

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .trailing, spacing: 10) {
                Text("Ada").padding(12).id("name")
                Text("Bio").padding(insets).id("bio")
                Color.red.aspectRatio(2, contentMode: .fit).id("banner")
                Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill).id("cover")
                Image(systemName: "person").resizable().scaledToFit().frame(width: 100).id("avatar")
                Image(systemName: "photo").resizable().scaledToFill().frame(height: 50).id("thumb")
                Text(quote).fixedSize().id("quote")
                Text(quote).fixedSize(horizontal: false, vertical: true).id("wrapped")
                Color.green.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 40).id("twoThirds")
                Color.blue.frame(width: 50, height: 50)
                    .overlay(Text("3"), alignment: .topTrailing)
                    .background(alignment: .bottomLeading) { Color.black.frame(width: 10, height: 10) }
                    .offset(x: 5, y: -5)
                    .offset(CGSize(width: 1, height: 2))
                    .ignoresSafeArea(.all, edges: .top)
                    .id("badge")
                Color.gray.frame(width: 60, height: 20).ignoresSafeArea(.container).ignoresSafeArea(.keyboard, edges: .bottom).id("strip")
                LazyVStack(alignment: .leading) {
                    Color.gray.frame(width: 60, height: 20).id("leadingStrip")
                }
                LazyVGrid(columns: alignedColumns, spacing: 0) {
                    ForEach(0..<6) { index in
                        Color.purple.frame(width: 20, height: 20).id("cell\(index)")
                    }
                    ForEach(0..<6) { index in
                        Color.purple.frame(width: 20, height: index == 0 ? 60 : 20).id("tall\(index)")
                    }
                }
            }
        }
    }

    var alignedColumns: [GridItem] {
        [GridItem(.fixed(60), alignment: .topLeading), GridItem(.fixed(60), alignment: .topTrailing),
         GridItem(.fixed(60), alignment: .bottomLeading), GridItem(.fixed(60), alignment: .bottomTrailing),
         GridItem(.fixed(60), alignment: .trailing), GridItem(.fixed(60), alignment: .bottom)]
    }
}
