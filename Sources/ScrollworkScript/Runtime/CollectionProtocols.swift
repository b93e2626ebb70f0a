/// The standard library's collection protocols an `Array` conforms to, most refined first.
/// Scripts extend them as apps do (`extension BidirectionalCollection where Element == Book`,
/// `extension Collection where Element: Numeric`), and what they add reaches arrays.
enum CollectionProtocols {
    static let ofArray = ["RangeReplaceableCollection", "MutableCollection", "RandomAccessCollection",
                          "BidirectionalCollection", "Collection", "Sequence"]
}
