import SwiftUI

// `URL.formatted()` writes a link as people read it: scheme, host and path, with no port on
// the web, no query and no fragment; `relativePath` is the path of a URL with no base.
struct ArticleLinks: View {
    let links = [
        URL(string: "https://www.example.com:8080/path/to/endpoint?key=value")!,
        URL(string: "ftp://files.example.com:21/pub/notes.txt#top")!,
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(links.indices, id: \.self) { index in
                    Text(links[index].formatted()).id("link-\(index)")
                }
                Text(links[0].relativePath + " " + URL(fileURLWithPath: "/tmp/a b/c.txt").relativePath).id("paths")
                Text(links[1].relativeString).id("relative-string")
            }
        }
    }
}

#Preview("Article links") { ArticleLinks() }
