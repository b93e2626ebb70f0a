import SwiftUI

/// Helpers apps add to every collection, read on strings and sets as well as arrays: Swift's
/// `String` is a collection of its characters and `Set` of its members, so an extension of
/// `Collection` or `Sequence` reaches them too.
extension Collection {
    var isNotEmpty: Bool { !isEmpty }

    func element(at index: Int) -> Element? {
        index >= 0 && index < count ? self[self.index(startIndex, offsetBy: index)] : nil
    }
}

extension Sequence {
    func count(matching test: (Element) -> Bool) -> Int {
        reduce(0) { total, element in test(element) ? total + 1 : total }
    }
}

struct ProfileSummary: View {
    let name = "Ada"
    let bio = ""
    let tags: Set<String> = ["swift"]

    var body: some View {
        VStack {
            Text(name.isNotEmpty ? "named" : "unnamed").id("name")
            Text(bio.isNotEmpty ? "has bio" : "no bio").id("bio")
            Text(tags.isNotEmpty ? "tagged" : "untagged").id("tags")
            Text(String(name.element(at: 1) ?? "?")).id("second")
            Text("\(name.count(matching: { $0 == "a" || $0 == "A" }))").id("as")
            Text("\([3, 4, 5].count(matching: { $0 > 3 }))").id("big")
        }
    }
}

#Preview("Profile") { ProfileSummary() }
