import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Swift as view files use it (docs/SEMANTICS.md, "Swift as view files use it"): each case's
/// `run()` is printed and compared.
let languageFeatureCases: [InterpreterCase] = [
    .init(name: "enum raw values, CaseIterable, methods", source: """
        enum Tab: String, CaseIterable, Identifiable {
            case home, search = "find", profile
            var id: Self { self }
            var title: String { rawValue.uppercased() }
            func next() -> Tab { self == .home ? .search : .profile }
        }
        func run() -> String {
            "\\(Tab.allCases.count) \\(Tab.search.rawValue) \\(Tab(rawValue: "find") == .search) \\(Tab(rawValue: "x") == nil) \\(Tab.home.next().title)"
        }
        """, expected: "3 find true true FIND"),
    .init(name: "allCases unqualified in the enum's statics, beside a static function of that name", source: """
        enum Sort: String, CaseIterable {
            case name, price, date
            static func titles() -> String { allCases.map { $0.rawValue }.joined(separator: ",") }
            static var first: Sort { allCases[0] }
            static func allCases(skipping: Sort) -> [Sort] { allCases.filter { $0 != skipping } }
        }
        func run() -> String { "\\(Sort.titles()) \\(Sort.first) \\(Sort.allCases(skipping: .price).count)" }
        """, expected: "name,price,date name 2"),
    .init(name: "a framework type adopting the app's protocol in an extension has its default members", source: """
        protocol Occupiable {
            var isEmpty: Bool { get }
            var isNotEmpty: Bool { get }
        }
        protocol Described: Occupiable {}
        extension Occupiable {
            var isNotEmpty: Bool { !isEmpty }
        }
        extension Described {
            func describe() -> String { isEmpty ? "none" : "some" }
        }
        extension String: Occupiable { }
        extension Array: Described { }
        func run() -> String {
            "\\("abc".isNotEmpty) \\("".isNotEmpty) \\([Int]().isNotEmpty) \\([1].describe()) \\([String]().describe())"
        }
        """, expected: "true false false some none"),
    .init(name: "a string's indices, walked and searched", source: """
        func run() -> String {
            let text = "héllo"
            var picked: [String] = []
            for index in text.indices where text[index] != "l" { picked.append(String(text[index])) }
            let last = text.index(before: text.endIndex)
            return "\\(picked.joined()) \\(text.indices.contains(last)) \\(text.indices.contains(text.endIndex)) \\(text.indices.count)"
        }
        """, expected: "héo true false 5"),
    .init(name: "a member typealias naming a framework type makes it", source: """
        import Foundation
        final class ImageCacher {
            typealias CacheType = NSCache<NSString, NSString>
            private lazy var cache: CacheType = {
                let cache = CacheType()
                cache.countLimit = 100
                return cache
            }()
            func limit() -> Int { cache.countLimit }
            func store() -> String {
                cache.setObject("hello", forKey: "greeting")
                return (cache.object(forKey: "greeting") as String?) ?? "none"
            }
        }
        func run() -> String { "\\(ImageCacher().limit()) \\(ImageCacher().store())" }
        """, expected: "100 hello"),
    .init(name: "a static property built before the stored properties it passes are typed reads their types", source: """
        import Foundation
        struct Filter {
            var name: String
            var since = Date.distantPast
            var limit = Int.max
            static var recent = Filter(name: "Recent", since: .now.addingTimeInterval(86400 * -7), limit: .zero)
            static var all = Filter(name: "All")
        }
        func run() -> String {
            "\\(Filter.recent.since > Filter.all.since) \\(Filter.recent.limit) \\(Filter.all.limit == Int.max)"
        }
        """, expected: "true 0 true"),
    .init(name: "a closure's return type on the line after its arrow", source: """
        let make = { () ->
            String in
            "made"
        }
        func run() -> String { make() }
        """, expected: "made"),
    .init(name: "IEEE comparisons of Doubles by name", source: """
        func run() -> String {
            let scale = 0.5
            let nan = Double.nan
            return "\\(scale.isLess(than: 1)) \\(scale.isLessThanOrEqualTo(0.5)) \\(scale.isEqual(to: 0.5)) \\(nan.isLess(than: 1)) \\(nan.isEqual(to: nan))"
        }
        """, expected: "true true true false false"),
    .init(name: "CGRect integral and Double.leastNormalMagnitude", source: """
        import Foundation
        func run() -> String {
            let r = CGRect(x: 1.5, y: -0.2, width: 10.2, height: 3.3).integral
            let flipped = CGRect(x: 4, y: 4, width: -2.5, height: 1).integral
            return "\\(r.minX) \\(r.minY) \\(r.width) \\(r.height) \\(flipped.minX) \\(flipped.width) \\(Double.leastNormalMagnitude > 0)"
        }
        """, expected: "1.0 -1.0 11.0 5.0 1.0 3.0 true"),
    .init(name: "compound assignment operators an app declares, in its type or globally, on any place", source: """
        import Foundation
        struct Vec: Equatable {
          var x: Double
          var y: Double
          static func += (lhs: inout Vec, rhs: Vec) { lhs = Vec(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
          static func *= (lhs: inout Vec, rhs: Double) { lhs.x *= rhs; lhs.y *= rhs }
        }
        func -= (lhs: inout CGPoint, rhs: CGPoint) { lhs.x -= rhs.x; lhs.y -= rhs.y }
        struct Holder { var v = Vec(x: 1, y: 2); var list = [Vec(x: 0, y: 0)] }
        func run() -> String {
          var v = Vec(x: 1, y: 1)
          v += Vec(x: 2, y: 3)
          v *= 2
          var h = Holder()
          h.v += v
          h.list[0] += Vec(x: 5, y: 5)
          var p = CGPoint(x: 10, y: 10)
          p -= CGPoint(x: 1, y: 2)
          var n = 3
          n += 2
          return "\\(v.x) \\(v.y) \\(h.v.x) \\(h.v.y) \\(h.list[0].x) \\(p.x) \\(p.y) \\(n)"
        }
        """, expected: "6.0 8.0 7.0 10.0 5.0 9.0 8.0 5"),
    .init(name: "a global operator function on a framework type", source: """
        import Foundation
        func * (left: CGSize, right: CGFloat) -> CGSize {
            CGSize(width: left.width * right, height: left.height * right)
        }
        func + (left: CGSize, right: CGSize) -> CGSize {
            CGSize(width: left.width + right.width, height: left.height + right.height)
        }
        func run() -> String {
            let size = CGSize(width: 250, height: 180) * 1.2 + CGSize(width: 1, height: 1)
            return "\\(size.width) \\(size.height)"
        }
        """, expected: "301.0 217.0"),
    .init(name: "for case: cast, optional and enum-case patterns, with where, break and a URL among Anys", source: """
        import Foundation
        enum Shape { case circle(Double), square(Double), dot }
        func run() -> String {
            let items: [Any] = [1, "two", 3, URL(string: "https://a.b/c")!, 4.5]
            var out: [String] = []
            for case let n as Int in items where n > 1 {
                out.append("int \\(n)")
            }
            for case let url as URL in items {
                out.append(url.lastPathComponent)
            }
            let maybe: [Int?] = [1, nil, 3]
            for case let value? in maybe {
                out.append("some \\(value)")
            }
            let shapes: [Shape] = [.circle(2), .dot, .square(3), .circle(5)]
            for case .circle(let r) in shapes {
                if r > 4 { break }
                out.append("circle \\(r)")
            }
            var total = 0.0
            for case let .square(side) in shapes { total += side }
            out.append("squares \\(total)")
            return out.joined(separator: ", ")
        }
        """, expected: "int 3, c, some 1, some 3, circle 2.0, squares 3.0"),
    .init(name: "empty collections by .init() and Array(), and a framework type's statics unqualified in its extension", source: """
        import Foundation
        struct Food: Hashable { var name: String }
        final class Navigation {
            var path: [Food] = .init()
            var names: Set<String> = .init()
            var lookup: [String: Int] = .init()
        }
        extension Double {
            static var tau: Double { pi * 2 }
        }
        extension CGRect {
            static var unitSquare: CGRect { CGRect(origin: zero.origin, size: CGSize(width: 1, height: 1)) }
        }
        func run() -> String {
            var timers: [Food] = .init()
            timers.append(Food(name: "a"))
            let n = Navigation()
            n.path.append(Food(name: "b"))
            n.names.insert("x")
            n.lookup["x"] = 1
            let empty: [Int] = Array()
            return "\\(timers.count) \\(n.path.count) \\(n.names.count) \\(n.lookup.count) \\(empty.count) \\(Double.tau > 6.28) \\(CGRect.unitSquare.width)"
        }
        """, expected: "1 1 1 1 0 true 1.0"),
    .init(name: "any hashable value converts to AnyHashable implicitly, as a value, an argument, a key and an element", source: """
        import Foundation
        struct Tag: Hashable { var name: String }
        func take(_ h: AnyHashable) -> String { "\\(h)" }
        func run() -> String {
            let x: AnyHashable = "a"
            let d: [AnyHashable: Int] = ["k": 1, 2: 3]
            let ids: [AnyHashable] = [1, "two", Tag(name: "t")]
            return "\\(x) \\(take("b")) \\(take(5)) \\(d.count) \\(d["k"] ?? 0) \\(ids.count) \\(x == AnyHashable("a"))"
        }
        """, expected: "a b 5 2 1 3 true"),
    .init(name: "a compound assignment operator overloaded by its right side's type, an integer literal taken as a Double", source: """
        import Foundation
        struct Vec { var x: Double; var y: Double
          static func *= (lhs: inout Vec, rhs: Double) { lhs.x *= rhs; lhs.y *= rhs }
          static func *= (lhs: inout Vec, rhs: Vec) { lhs.x *= rhs.x; lhs.y *= rhs.y }
        }
        func run() -> String {
          var v = Vec(x: 1, y: 2)
          v *= 3
          v *= Vec(x: 2, y: 0.5)
          let k = 2
          v *= Double(k)
          return "\\(v.x) \\(v.y)"
        }
        """, expected: "12.0 6.0"),
    .init(name: "an extension of StringProtocol reaches strings and substrings", source: """
        import Foundation
        fileprivate extension StringProtocol {
            var camelKey: String { prefix(1).lowercased() + self.capitalized.dropFirst() }
            func padded(to width: Int) -> String { String(self) + String(repeating: ".", count: Swift.max(0, width - count)) }
        }
        func run() -> String {
            let word = "Big pear"
            let tail = word.dropFirst(4)
            return "\\(word.camelKey.filter { $0.isLetter }) \\(tail.camelKey) \\(tail.padded(to: 6))"
        }
        """, expected: "bigPear pear pear.."),
    .init(name: "ASCII text: bytes only for ASCII characters, and text only from ASCII bytes", source: """
        import Foundation
        func run() -> String {
            let a = "abc".data(using: .ascii)
            let b = "café".data(using: .ascii)
            let d = String(data: Data([99, 97, 102, 195, 169]), encoding: .ascii)
            let e = String(data: Data([99, 97, 102, 195, 169]), encoding: .utf8)
            return "\\(a?.count ?? -1) \\(b?.count ?? -1) \\(d ?? "nil") \\(e ?? "nil")"
        }
        """, expected: "3 -1 nil café"),
    .init(name: "a dictionary type, written or aliased, called with Dictionary's initialisers", source: """
        typealias Grouped = [String: [Int]]
        func run() -> String {
            let g = Grouped(grouping: [1, 2, 3, 4, 5], by: { $0 % 2 == 0 ? "even" : "odd" })
            let u = [String: Int](uniqueKeysWithValues: [("a", 1), ("b", 2)])
            return "\\(g["odd"]!) \\(g["even"]!) \\(u["b"]!) \\(u.count)"
        }
        """, expected: "[1, 3, 5] [2, 4] 2 2"),
    .init(name: "a set's first elements are optionals of its element; an NSObject subclass is equal to itself alone", source: """
        import Foundation
        class Flight: NSObject { let id: Int; init(id: Int) { self.id = id } }
        func run() -> String {
            let s: Set<Int> = [4]
            let doubled = s.first.map { $0 * 2 } ?? 0
            let found = s.first { $0 > 3 }.flatMap { $0 > 3 ? "big" : nil } ?? "none"
            let a = Flight(id: 1), b = a, c = Flight(id: 1)
            return "\\(doubled) \\(found) \\(a == b) \\(a == c) \\(Set([a, b, c]).count)"
        }
        """, expected: "8 big true false 2"),
    .init(name: "a set's filter gives a set, or an array where one is wanted, and its strings are formatted as a list", source: """
        import Foundation
        func run() -> String {
            var picked: Set<Int> = [1, 2, 3, 4]
            picked = picked.filter { $0 % 2 == 0 }
            let kept: Set<Int> = picked.filter { $0 > 2 }
            let listed: [Int] = picked.filter { $0 > 2 }
            let names: Set<String> = ["Kyo"]
            let capacities = [Set<Int>(), Set(0..<1), Set(0..<2), Set(0..<4), Set(0..<7), Set(0..<13)].map(\\.capacity)
            return "\\(picked.count) \\(kept) \\(listed) \\(Array(picked).sorted()) \\(names.formatted()) \\(capacities)"
        }
        """, expected: "2 [4] [4] [2, 4] Kyo [0, 1, 3, 6, 12, 24]"),
    .init(name: "Swift.Result is the standard enum where the app declares its own Result", source: """
        import Foundation
        struct Result: Codable { var trackName: String }
        enum NetworkError: Error { case badURL }
        func fetch(_ path: String, completion: (Swift.Result<String, NetworkError>) -> Void) {
            if path.isEmpty { completion(.failure(.badURL)); return }
            completion(.success(path))
        }
        func run() -> String {
            var out: [String] = []
            fetch("") { outcome in if case .failure(let error) = outcome { out.append("\\(error)") } }
            fetch("feed") { outcome in if case .success(let path) = outcome { out.append(path) } }
            let own = Result(trackName: "Intro")
            let standard: Swift.Result<Int, NetworkError> = .success(3)
            return "\\(out) \\(own.trackName) \\((try? standard.get()) ?? 0)"
        }
        """, expected: "[\"badURL\", \"feed\"] Intro 3"),
    .init(name: "min and max inside an extension of String are the global functions where the string's own do not fit", source: """
        import Foundation
        extension String {
            func remaining(of count: Int) -> Int { min(max(count - self.count, 0), count) }
            var biggest: String { self.max().map { String($0) } ?? "" }
        }
        func run() -> String {
            "\\("ab".remaining(of: 5)) \\("ab".remaining(of: 1)) \\("abc".biggest)"
        }
        """, expected: "3 0 c"),
    .init(name: "A type nested three deep is named through its outer types, its statics and cases read", source: """
        import Foundation
        struct AppState {
            struct Settings {
                enum Sorting: CaseIterable { case id, name, color }
            }
        }
        extension AppState {
            struct MainTab {
                enum Index: Hashable { case list, settings }
            }
        }
        func run() -> String {
            "\\(AppState.Settings.Sorting.allCases.count) \\(AppState.MainTab.Index.settings) \\(AppState.MainTab.Index.list == .list)"
        }
        """, expected: "3 settings true"),
    .init(name: "Int raw values count up", source: """
        enum Level: Int, Comparable { case low = 1, mid, high = 10, top }
        func run() -> String { "\\(Level.mid.rawValue) \\(Level.top.rawValue) \\(Level.low < Level.high) \\([Level.top, .low].sorted { $0 < $1 })" }
        """, expected: "2 11 true [low, top]"),
    .init(name: "associated values, patterns, where", source: """
        enum Shape {
            case circle(radius: Double)
            case rect(width: Double, height: Double)
            case empty
            var area: Double {
                switch self {
                case .circle(let r): return 3 * r * r
                case let .rect(w, h) where w > 0: return w * h
                case .rect: return 0
                case .empty: return -1
                }
            }
        }
        func run() -> String {
            var out = "\\(Shape.circle(radius: 2).area) \\(Shape.rect(width: 2, height: 3).area) \\(Shape.rect(width: -1, height: 3).area) \\(Shape.empty.area)"
            if case .circle(let r) = Shape.circle(radius: 5) { out += " \\(r)" }
            let shapes: [Shape] = [.empty, .circle(radius: 1)]
            return out + " \\(shapes[1])"
        }
        """, expected: "12.0 6.0 0.0 -1.0 5.0 circle(radius: 1.0)"),
    .init(name: "class reference semantics and inheritance", source: """
        class Counter {
            var count = 0
            let name: String
            init(name: String) { self.name = name }
            func bump() { count += 1 }
            var label: String { "\\(name)=\\(count)" }
        }
        final class Fast: Counter {
            override func bump() { count += 10 }
        }
        func run() -> String {
            let a = Counter(name: "a")
            let b = a
            b.bump(); a.bump()
            let f: Counter = Fast(name: "f")
            f.bump()
            return "\\(a.label) \\(f.label) \\(a === b) \\(a === f) \\(f is Fast)"
        }
        """, expected: "a=2 f=10 true false true"),
    .init(name: "protocols with default implementations", source: """
        protocol Describable {
            var title: String { get }
            func describe() -> String
        }
        extension Describable {
            func describe() -> String { "<\\(title)>" }
            var shout: String { title.uppercased() }
        }
        struct Item: Describable { var title: String }
        struct Custom: Describable { var title: String; func describe() -> String { "custom" } }
        func run() -> String {
            let things: [any Describable] = [Item(title: "a"), Custom(title: "b")]
            var out = ""
            for thing in things { out += thing.describe() + " " }
            return out + Item(title: "c").shout
        }
        """, expected: "<a> custom C"),
    .init(name: "generic types and functions", source: """
        struct Pair<T> {
            var first: T
            var second: T
            func swapped() -> Pair<T> { Pair(first: second, second: first) }
        }
        func largest<T: Comparable>(_ a: T, _ b: T) -> T where T: Equatable { a < b ? b : a }
        func run() -> String { let p = Pair(first: 1, second: 2).swapped(); return "\\(p.first)\\(p.second) \\(largest(3, 9)) \\(largest("a", "b"))" }
        """, expected: "21 9 b"),
    .init(name: "extensions of surface types", source: """
        extension CGFloat {
            static let gap: CGFloat = 8
            var doubled: CGFloat { self * 2 }
        }
        extension Array where Element == Int {
            var total: Int { reduce(0, +) }
        }
        extension String { func shouted() -> String { uppercased() + "!" } }
        func run() -> String { let w: CGFloat = .gap; return "\\(CGFloat.gap.doubled) \\(w) \\([1, 2, 3].total) \\("hi".shouted())" }
        """, expected: "16.0 8.0 6 HI!"),
    .init(name: "an extension's overload beside the standard library's of the same name", source: """
        struct Item { var name: String; var price: Int }
        extension Sequence {
            func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
                sorted { a, b in a[keyPath: keyPath] > b[keyPath: keyPath] }
            }
        }
        func run() -> String {
            let items = [Item(name: "b", price: 2), Item(name: "a", price: 3), Item(name: "c", price: 1)]
            let byPrice = items.sorted(by: \\.price).map(\\.name).joined()
            let byName = items.sorted { $0.name < $1.name }.map(\\.name).joined()
            return "\\(byPrice) \\(byName) \\([3, 1, 2].sorted())"
        }
        """, expected: "abc abc [1, 2, 3]"),
    .init(name: "an Array extension's overload that does not fit beside a Sequence extension's that does", source: """
        extension Array { func contains(word: String) -> Bool { false } }
        extension Sequence where Element == Int { func contains(above x: Int) -> Bool { contains { $0 > x } } }
        func run() -> String { "\\([1, 5].contains(above: 3)) \\([1].contains(word: "a")) \\([1, 2].contains(2))" }
        """, expected: "true false true"),
    .init(name: "an Optional extension's property on an optional of an app's struct or class", source: """
        extension Optional {
            var isNil: Bool { self == nil }
        }
        struct Model { var name = "m" }
        final class Store { var count = 1 }
        func run() -> String {
            let none: Model? = nil, some: Model? = Model()
            let store: Store? = Store()
            return "\\(none.isNil) \\(some.isNil) \\(store.isNil)"
        }
        """, expected: "true false false"),
    .init(name: "nested types, Self, typealias, X.ID", source: """
        struct Palette: Identifiable {
            typealias Name = String
            struct Swatch { var hue: Double }
            var id: Int
            var name: Name
            var swatch = Swatch(hue: 0.5)
            static func make(_ id: Int) -> Self { Self(id: id, name: "p\\(id)") }
        }
        func run() -> String {
            let id: Palette.ID = 3
            let p = Palette.make(id)
            let s = Palette.Swatch(hue: 0.25)
            return "\\(p.name) \\(p.swatch.hue) \\(s.hue) \\(p.id + 1)"
        }
        """, expected: "p3 0.5 0.25 4"),
    .init(name: "a nested typealias of an app's type makes its values and reaches its statics", source: """
        struct Feed {
            struct Summary {
                var text: String
                static let empty = Summary(text: "none")
            }
        }
        struct Notice {
            typealias Summary = Feed.Summary
            struct Item {
                let summary: Summary
                init() { summary = Summary(text: "reviewed") }
                func fallback() -> Summary { Summary.empty }
            }
        }
        func run() -> String { "\\(Notice.Item().summary.text) \\(Notice.Item().fallback().text)" }
        """, expected: "reviewed none"),
    .init(name: "a top-level typealias of a nested type reaches its static methods", source: """
        typealias Sentiment = Enums.Sentiment
        struct Enums {
            enum Sentiment: String {
                case love, hate
                static func parse(_ value: String) -> Sentiment? { Sentiment(rawValue: value) }
            }
        }
        func run() -> String { "\\(Sentiment.parse("hate") == .hate) \\(Sentiment.parse("meh") == nil)" }
        """, expected: "true true"),
    .init(name: "tuples: labels, destructuring, arguments, results", source: """
        func minMax(_ xs: [Int]) -> (min: Int, max: Int) {
            var low = xs[0], high = xs[0]
            for x in xs { if x < low { low = x }; if x > high { high = x } }
            return (low, high)
        }
        func area(_ size: (w: Int, h: Int)) -> Int { size.w * size.h }
        func run() -> String {
            let (low, high) = minMax([4, 1, 9])
            let r = minMax([5])
            return "\\(low) \\(high) \\(r.min) \\(area((w: 2, h: 3))) \\((1, 2) < (1, 3))"
        }
        """, expected: "1 9 5 6 true"),
    .init(name: "if and switch expressions", source: """
        enum Size { case s, m, l }
        func label(_ size: Size) -> String {
            switch size {
            case .s: "small"
            case .m: "medium"
            case .l: "large"
            }
        }
        func run() -> String {
            let n = 7
            let kind = if n > 5 { "big" } else if n > 2 { "mid" } else { "small" }
            let width: Double = switch Size.m { case .s: 10; case .m: 20; case .l: 30 }
            return "\\(kind) \\(width) \\(label(.l))"
        }
        """, expected: "big 20.0 large"),
    .init(name: "static members on structs, enums and classes", source: """
        struct Theme { static let spacing = 8.0; static var count = 0; static func bump() { count += 1 } }
        enum Defaults { static let name = "x" }
        final class Registry { static let shared = Registry(); var items = [String]() }
        func run() -> String {
            Theme.bump(); Theme.bump()
            Registry.shared.items.append("a")
            return "\\(Theme.spacing) \\(Theme.count) \\(Defaults.name) \\(Registry.shared.items)"
        }
        """, expected: "8.0 2 x [\"a\"]"),
    .init(name: "didSet, willSet and lazy", source: """
        struct Meter {
            var log = ""
            var value = 0 {
                willSet { log += "w\\(newValue)" }
                didSet { log += "d\\(oldValue)" }
            }
            lazy var label: String = "v\\(value)"
        }
        final class Model { var count = 0 { didSet { changes += 1 } }; var changes = 0 }
        func run() -> String {
            var m = Meter()
            m.value = 2
            m.value += 1
            let o = Model()
            o.count = 5
            o.count += 1
            return "\\(m.log) \\(m.label) \\(o.changes)"
        }
        """, expected: "w2d0w3d2 v0 2"),
    // Swift sets a property directly where its own type's initializer sets it (swiftc's run
    // prints these two lines only): a superclass's, set in a subclass's after `super.init()`, is observed.
    .init(name: "an initializer sets its own type's properties without their observers", source: """
        var log: [String] = []
        class Base {
            var a: Int = 0 { didSet { log.append("Base.a \\(a)") } }
            init() { a = 1 }
        }
        final class Sub: Base {
            var b: Int { didSet { log.append("Sub.b \\(b)") } }
            override init() {
                b = 1
                super.init()
                b = 2
                self.b = 3
                a = 4
            }
        }
        struct S {
            var c: Int { didSet { log.append("S.c \\(c)") } }
            init() { c = 1; self.c = 2 }
            mutating func bump() { c += 1 }
        }
        func run() -> String {
            _ = Sub()
            var s = S()
            s.bump()
            return log.joined(separator: ", ")
        }
        """, expected: "Base.a 4, S.c 3"),
    .init(name: "synthesised Equatable and user operators", source: """
        struct Point: Equatable { var x: Int; var y: Int }
        struct Version: Comparable {
            var major: Int
            static func < (lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
        }
        func run() -> String {
            "\\(Point(x: 1, y: 2) == Point(x: 1, y: 2)) \\(Point(x: 1, y: 2) != Point(x: 2, y: 2)) \\(Version(major: 1) < Version(major: 2)) \\(Version(major: 3) >= Version(major: 2))"
        }
        """, expected: "true true true true"),
    .init(name: "the standard library orders a type by its own < (sorted, sort, min, max, sorted(by: >))", source: """
        struct Sale: Comparable {
            var name: String
            var count: Int
            static func <(lhs: Sale, rhs: Sale) -> Bool {
                lhs.count == rhs.count ? lhs.name < rhs.name : lhs.count < rhs.count
            }
        }
        class Box: Comparable {
            let size: Int
            init(size: Int) { self.size = size }
            static func == (a: Box, b: Box) -> Bool { a.size == b.size }
            static func < (a: Box, b: Box) -> Bool { a.size > b.size }
        }
        func run() -> String {
            let sales = [Sale(name: "b", count: 3), Sale(name: "a", count: 3), Sale(name: "c", count: 1)]
            var copy = sales
            copy.sort()
            let boxes = [Box(size: 1), Box(size: 5), Box(size: 3)]
            return [sales.sorted().map(\\.name).joined(), Array(sales.sorted().reversed().prefix(2)).map(\\.name).joined(),
                    sales.sorted(by: >).map(\\.name).joined(), sales.min()!.name + sales.max()!.name, copy.map(\\.name).joined(),
                    "\\(boxes.sorted().map(\\.size)) \\(boxes.max()!.size) \\(boxes.sorted(by: <=).map(\\.size))"].joined(separator: " ")
        }
        """, expected: "cab ba bac cb cab [5, 3, 1] 1 [5, 3, 1]"),
    .init(name: "contains(_:), firstIndex(of:) and == of arrays use the element type's own ==", source: """
        struct Song: Equatable {
            let id: Int
            var plays: Int
            static func == (lhs: Song, rhs: Song) -> Bool { lhs.id == rhs.id }
        }
        func run() -> String {
            let songs = [Song(id: 1, plays: 3), Song(id: 2, plays: 5)]
            let played = Song(id: 2, plays: 6)
            return "\\(songs.contains(played)) \\(songs.firstIndex(of: played) ?? -1) \\(songs[1] == played) "
                + "\\(songs == [Song(id: 1, plays: 0), Song(id: 2, plays: 0)]) \\(songs != [Song(id: 1, plays: 0)])"
        }
        """, expected: "true 1 true true true"),
    .init(name: "effectful read-only properties: get throws, get async, get async throws", source: """
        enum Lookup: Error { case noHost, empty }

        struct Server {
            var host: String?
            var names: [String]

            var checkedHost: String {
                get throws {
                    guard let host else { throw Lookup.noHost }
                    return host
                }
            }
            var firstName: String {
                get async throws {
                    guard let first = names.first else { throw Lookup.empty }
                    return first
                }
            }
            static var fallback: String { get async { "none" } }
        }

        extension Server {
            var isReachable: Bool {
                get async {
                    do {
                        _ = try checkedHost
                        return true
                    } catch {
                        return false
                    }
                }
            }
        }

        func run() async -> String {
            let a = Server(host: "a.social", names: ["x"])
            let b = Server(host: nil, names: [])
            var parts: [String] = []
            parts.append((try? a.checkedHost) ?? "-")
            parts.append((try? b.checkedHost) ?? "-")
            parts.append((try? await a.firstName) ?? "-")
            parts.append((try? await b.firstName) ?? "-")
            parts.append("\\(await a.isReachable) \\(await b.isReachable)")
            parts.append(await Server.fallback)
            return parts.joined(separator: " ")
        }
        """, expected: "a.social - x - true false none"),
    .init(name: "#if branches", source: """
        func run() -> String {
            #if DEBUG && os(iOS)
            let mode = "debug"
            #else
            let mode = "release"
            #endif
            return mode
        }
        """, expected: "debug"),
.init(name: "capture lists copy values when the closure is made", source: """
        struct Box { var v = 3; func make() -> () -> Int { { [v] in v + 1 } } }
        func run() -> String {
            var actions: [() -> Int] = []
            var n = 1
            for i in 0..<3 {
                n += 10
                actions.append { [n, k = i * 2] in n + k }
            }
            n = 0
            var counter = 5
            let doubled = { [counter] in counter * 2 }
            counter = 100
            let withParameter = { [base = 7] (x: Int) -> Int in base + x }
            let anonymous: (Int) -> Int = { [base = 2] in $0 * base }
            return "\\(actions.map { $0() }) \\(doubled()) \\(counter) \\(Box().make()()) \\(withParameter(3)) \\(anonymous(21))"
        }
        """, expected: "[11, 23, 35] 10 100 4 10 42"),
    .init(name: "closure attributes say where a closure runs and change nothing else", source: """
        final class Counter { var count = 0 }
        func run() -> String {
            let counter = Counter()
            let add: @Sendable (Int) -> Int = { @Sendable n in n + 1 }
            let bump = { @MainActor in counter.count += 1 }
            let typed = { @Sendable (a: Int, b: Int) -> Int in a * b }
            let captured = { @Sendable [weak counter] (step: Int) in counter?.count += step }
            let copied = { @MainActor @Sendable [base = 10] x in base + x }
            bump()
            captured(5)
            return "\\(add(1)) \\(typed(3, 4)) \\(counter.count) \\(copied(2))"
        }
        """, expected: "2 12 6 12"),
    .init(name: "names qualified by their module; a framework's beside the program's own", source: """
        import SwiftUI
        enum Visibility { case open, closed }
        struct Panel {
            var own: Visibility = .closed
            var bar: SwiftUI.Visibility = .hidden
            let made: Foundation.Date? = nil
        }
        func run() -> String {
            let values: [Swift.Int] = [1, 2, 3]
            return "\\(Panel().own) \\(Panel().bar) \\(Swift.max(values.count, 2)) \\(Panel().made == nil)"
        }
        """, expected: "closed hidden 3 true"),
    .init(name: "a framework's type named by its module beside the program's own type of that name", source: """
        import SwiftUI
        enum Duration: Int { case short, long }
        func wait(_ d: Swift.Duration? = nil) -> Bool { (d ?? .zero) > .seconds(2) }
        func run() -> String {
            let own: Duration = .long
            let bar = SwiftUI.Visibility.hidden
            return "\\(own.rawValue) \\(wait(Swift.Duration.seconds(3))) \\(wait()) \\(Swift.Duration.zero < .seconds(1)) \\(bar)"
        }
        """, expected: "1 true false true hidden"),
    .init(name: "a string literal where an AttributedString is wanted builds one", source: """
        import Foundation
        func run() -> String {
            var title: AttributedString = "Hello"
            title.append(AttributedString(" world"))
            let empty: AttributedString = ""
            return String(title.characters) + "|" + String(empty.characters)
        }
        """, expected: "Hello world|"),
    .init(name: "attributed strings joined by + and +=, as Foundation's operators join them", source: """
        import Foundation
        func run() -> String {
            var title = AttributedString("Hello")
            title += AttributedString(", world")
            let all = title + AttributedString("!")
            return String(all.characters) + " \\(all.characters.count)"
        }
        """, expected: "Hello, world! 13"),
    .init(name: "a CustomNSError bridges with its own domain, code and user info (checked with swiftc's Foundation)", source: """
        import Foundation
        enum MovieError: Error, CustomNSError {
            case apiError
            case noData
            var localizedDescription: String {
                switch self {
                case .apiError: return "Failed to fetch data"
                case .noData: return "No data"
                }
            }
            var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: localizedDescription] }
        }
        struct QuotaError: Error, CustomNSError {
            static var errorDomain: String { "com.example.quota" }
            var errorCode: Int { 429 }
        }
        func run() -> String {
            let first: Error = MovieError.noData
            let bridged = QuotaError() as NSError
            return "\\(first.localizedDescription) | \\((first as NSError).code) | \\(bridged.domain) \\(bridged.code)"
        }
        """, expected: "No data | 1 | com.example.quota 429"),
    .init(name: "a string split where a closure finds separators, as the standard library splits", source: """
        func run() -> String {
            let text = "one two\\nthree  four"
            let words = text.split { $0 == " " || $0.isNewline }
            let two = text.split(maxSplits: 1, whereSeparator: { $0 == "\\n" })
            let kept = "a,,b".split(omittingEmptySubsequences: false) { $0 == "," }
            return "\\(words.joined(separator: "|")) \\(two.count) \\(kept.joined(separator: "|"))"
        }
        """, expected: "one|two|three|four 2 a||b"),
    .init(name: "a protocol's non-mutating method called on a constant of the protocol's type", source: """
        protocol Store { func insert(_ item: String) -> Int }
        final class Memory: Store {
            var items: [String] = []
            func insert(_ item: String) -> Int { items.append(item); return items.count }
        }
        struct Model {
            let dataSource: Store
            func add() -> Int { dataSource.insert("a") }
        }
        func run() -> Int {
            let model = Model(dataSource: Memory())
            _ = model.add()
            return model.add()
        }
        """, expected: "2"),
    .init(name: "a closure of two parameters given zip's pairs takes each pair's elements", source: """
        func run() -> String {
            let names = ["a", "b"], counts = [3, 4]
            return zip(names, counts).map { name, count in "\\(name)\\(count)" }.joined(separator: " ")
        }
        """, expected: "a3 b4"),
    .init(name: "dates stride by seconds", source: """
        import Foundation
        func run() -> String {
            let start = Date(timeIntervalSince1970: 0)
            let days = stride(from: start, through: start.addingTimeInterval(2 * 86400), by: 86400).map { $0.timeIntervalSince1970 }
            let before = stride(from: start, to: start.addingTimeInterval(2 * 86400), by: 86400).count
            return "\\(days) \\(before)"
        }
        """, expected: "[0.0, 86400.0, 172800.0] 2"),
    .init(name: "a method on a closure's constant that no mutating method's labels fit needs no variable", source: """
        import Combine
        func run() -> String {
            var seen: [Int] = []
            let initial = Just(0).eraseToAnyPublisher()
            let merged = [1, 2].reduce(initial) { (combined, id) -> AnyPublisher<Int, Never> in
                combined.merge(with: Just(id)).eraseToAnyPublisher()
            }
            let subscription = merged.sink { seen.append($0) }
            subscription.cancel()
            return "\\(seen)"
        }
        """, expected: "[0, 1, 2]"),
    .init(name: "a framework's initialiser named by its module beside the program's own type of that name", source: """
        import SwiftUI
        enum Angle { case acute, obtuse }
        func run() -> String {
            let own: Angle = .obtuse
            let made = SwiftUI.Angle(degrees: 90)
            let spelled = SwiftUI.Angle.init(radians: .pi)
            return "\\(own) \\(made.radians == .pi / 2) \\(spelled.degrees)"
        }
        """, expected: "obtuse true 180.0"),
    .init(name: "raw strings: text but for the escapes and interpolations written with their #s", source: ###"""
        func run() -> String {
            let id = 7
            let a = #"id = \#(id), '\d' "q""#
            let b = ##"a "# b \#(id) \##(id + 1)"##
            return a + "|" + b
        }
        """###, expected: ##"id = 7, '\d' "q"|a "# b \#(id) 8"##),
    .init(name: "async and await on a synchronous call", source: """
        func load() async throws -> Int { 4 }
        func run() -> Int {
            var total = 0
            do { total = try! 1 } 
            return total
        }
        """, expected: "1"),
    .init(name: "an assignment returned as ()", source: """
        final class Truck {
            var orders = [1, 2, 3]
            func setter(at index: Int) -> (Int) -> Void {
                { newValue in return self.orders[index] = newValue }
            }
            func bumpFirst() { return orders[0] += 10 }
        }
        func run() -> String {
            let truck = Truck()
            truck.setter(at: 1)(20)
            truck.bumpFirst()
            return "\\(truck.orders)"
        }
        """, expected: "[11, 20, 3]"),
    .init(name: "a trailing closure inside a condition", source: """
        func run() -> String {
            let names = ["", "a", "b"]
            var out = ""
            if names.filter{ !$0.isEmpty }.count == 2 { out += "two " }
            for name in names.filter { !$0.isEmpty } where name != "b" { out += name }
            return out
        }
        """, expected: "two a"),
    .init(name: "subscripts declared by structs, classes and extensions", source: """
        struct Flavors {
            var sweet = 1, salty = 2
            subscript(name: String) -> Int {
                get { name == "sweet" ? sweet : salty }
                set { if name == "sweet" { sweet = newValue } else { salty = newValue } }
            }
        }
        final class Grid {
            var cells = [0, 0, 0]
            subscript(row: Int, column column: Int) -> Int {
                get { cells[row + column] }
                set(value) { cells[row + column] = value * 2 }
            }
        }
        struct Board {
            var rows = [[1, 2], [3, 4]]
            subscript(row: Int, column: Int) -> Int { rows[row][column] }
        }
        extension Array {
            subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
        }
        func run() -> String {
            var flavors = Flavors()
            flavors["sweet"] = 5
            flavors["salty"] += 3
            let grid = Grid()
            grid[1, column: 1] = 4
            let numbers = [7, 8]
            return "\\(flavors.sweet) \\(flavors.salty) \\(grid.cells) \\(grid[0, column: 2]) \\(Board()[1, 0]) \\(numbers[safe: 5] == nil) \\(numbers[safe: 1] ?? 0) \\(numbers[0])"
        }
        """, expected: "5 5 [0, 0, 8] 8 3 true 8 7"),
    .init(name: "a subscript an extension constrains to strings leaves other arrays Array's", source: """
        extension Array where Element == String {
            subscript(value: String) -> Element? { first { $0 == value } }
        }
        func run() -> String {
            var counts = [3, 4, 5]
            counts[0] = 9
            let names = ["one", "two"]
            return "\\(counts[0]) \\(counts[2]) \\(names[1]) \\(names["two"] ?? "-") \\(names["six"] ?? "-")"
        }
        """, expected: "9 5 two two -"),
    .init(name: "a dictionary literal of mixed values given to an Any parameter is a [String: Any]", source: """
        func fields(_ value: Any) -> String {
            guard let dictionary = value as? [String: Any] else { return "none" }
            return dictionary.keys.sorted().map { "\\($0)=\\(dictionary[$0]!)" }.joined(separator: " ")
        }
        func run() -> String {
            fields(["name": "Ann", "age": 3, "tags": ["a", "b"]])
        }
        """, expected: "age=3 name=Ann tags=[\"a\", \"b\"]"),
    .init(name: "an Identifiable type's ID named before the type is declared", source: """
        struct Store {
            var selection: Set<Order.ID> = []
            func find(_ id: Order.ID) -> String { id }
        }
        struct Order: Identifiable { let id: String }
        func run() -> String {
            var store = Store()
            store.selection.insert("A1")
            return store.find("B2") + " \\(store.selection.count)"
        }
        """, expected: "B2 1"),
    .init(name: "defer runs when its scope is left, last first", source: """
        enum Failure: Error { case bad }
        final class Log { var lines: [String] = [] }
        func counter(_ log: Log) -> Int {
            var n = 0
            defer { n += 10; log.lines.append("first") }
            defer { log.lines.append("second") }
            n += 1
            return n
        }
        func loop() -> [Int] {
            var out: [Int] = []
            for i in 0..<4 {
                defer { out.append(i * 10) }
                if i == 1 { continue }
                if i == 3 { break }
                out.append(i)
            }
            return out
        }
        func throwing(_ log: Log) throws {
            defer { log.lines.append("cleanup") }
            throw Failure.bad
        }
        func run() -> String {
            let log = Log()
            let n = counter(log)
            do { try throwing(log) } catch { log.lines.append("caught") }
            return "\\(n) \\(log.lines) \\(loop())"
        }
        """, expected: "1 [\"second\", \"first\", \"cleanup\", \"caught\"] [0, 0, 10, 2, 20, 30]"),
    .init(name: "Int and Double parse text whose type is only known at run time", source: """
        struct Scores { var words = ["1", "2", "x", "2.5"] }
        func run() -> String {
            var whole = 0, fractional = 0.0
            for word in Scores().words {
                whole += Int(word) ?? 100
                if let number = Double(word) { fractional += number }
            }
            return "\\(whole) \\(fractional) \\(Scores().words.compactMap { Int($0) }.count)"
        }
        """, expected: "203 5.5 2"),
    .init(name: "a stored closure called on a value whose type is only known at run time", source: """
        struct Action { var title: String; var action: () -> String }
        func run() -> String {
            var ran: [String] = []
            for button in [Action(title: "a") { "ran a" }, Action(title: "b") { "ran b" }] { ran.append(button.action()) }
            return ran.joined(separator: ",")
        }
        """, expected: "ran a,ran b"),
    // Checked with swiftc: "one two default | two default | default | loop default".
    .init(name: "fallthrough runs the next case's body, from an if or a loop too", source: """
        enum Effect { case lift, highlight, automatic, none }
        func label(_ n: Int) -> String {
            var text = ""
            switch n {
            case 1:
                text += "one "
                if n > 0 { fallthrough }
                text += "never "
            case 2:
                text += "two "
                fallthrough
            default:
                text += "default"
            }
            return text
        }
        func looped() -> String {
            var text = ""
            switch 4 {
            case 4:
                for step in 0..<3 {
                    text += "loop "
                    if step == 0 { fallthrough }
                }
            default:
                text += "default"
            }
            return text
        }
        func effect(_ e: Effect) -> String {
            switch e {
            case .lift: return "lift"
            case .highlight: return "highlight"
            case .automatic: fallthrough
            default: return "automatic"
            }
        }
        func run() -> String {
            [label(1), label(2), label(3), looped(), effect(.automatic), effect(.none), effect(.lift)].joined(separator: " | ")
        }
        """, expected: "one two default | two default | default | loop default | automatic | automatic | lift"),
    .init(name: "a property holding a function beside methods of its name", source: """
        struct Client {
            var request: (String) -> String
            func request(route: String, retries: Int = 1) -> String {
                "\\(request(route)) x\\(retries)"
            }
            func send(_ route: String) -> String { self.request(route).uppercased() }
        }
        func run() -> String {
            let client = Client(request: { "GET /" + $0 })
            return client.request(route: "home") + ", " + client.send("games") + ", " + client.request("top")
        }
        """, expected: "GET /home x1, GET /GAMES, GET /top"),
    .init(name: "a literal where a type expressible by it is expected calls its literal initialiser", source: """
        struct Tag: ExpressibleByStringLiteral, CustomStringConvertible {
            var name: String
            init(stringLiteral value: String) { name = value.lowercased() }
            var description: String { "#" + name }
        }
        struct Note: ExpressibleByStringInterpolation {
            var text: String
            init(stringLiteral value: String) { text = value }
        }
        struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            var value: Double
            init(integerLiteral value: Int) { self.value = Double(value) }
            init(floatLiteral value: Double) { self.value = value }
        }
        struct Flag: ExpressibleByBooleanLiteral {
            var on: Bool
            init(booleanLiteral value: Bool) { on = value }
        }
        struct Stack: ExpressibleByArrayLiteral {
            var items: [Int]
            init(arrayLiteral elements: Int...) { items = elements.reversed() }
        }
        enum Shelf {
            struct Label: ExpressibleByStringLiteral {
                let text: String
                init(stringLiteral value: String) { text = "[" + value + "]" }
            }
        }
        func show(_ tag: Tag) -> String { tag.description }
        func run() -> String {
            let tag: Tag = "Swift"
            let maybe: Tag? = "UI"
            let note: Note = "n = \\(2 + 3)"
            let a: Meters = 3, b: Meters = 2.5
            let flag: Flag = true
            let stack: Stack = [1, 2, 3]
            let label: Shelf.Label = "top"
            return "\\(tag) \\(maybe?.name ?? "-") \\(note.text) \\(a.value + b.value) \\(flag.on) \\(stack.items) \\(label.text) \\(show("Code"))"
        }
        """, expected: "#swift ui n = 5 5.5 true [3, 2, 1] [top] #code"),
    .init(name: "print, interpolation and String(describing:) use a CustomStringConvertible type's description", source: """
        struct Tag: CustomStringConvertible {
            var name: String
            var description: String { "#" + name }
        }
        enum Mood: CustomStringConvertible {
            case calm, busy
            var description: String { self == .calm ? "calm!" : "busy!" }
        }
        final class Box: CustomStringConvertible {
            var n = 2
            var description: String { "box \\(n)" }
        }
        func run() -> String {
            let tag = Tag(name: "a")
            return "\\(tag) \\(Mood.calm) \\(Box()) \\(String(describing: tag)) \\(String(describing: Mood.busy))"
        }
        """, expected: "#a calm! box 2 #a busy!"),
    .init(name: "an array literal of sibling classes is an array of the class they share", source: """
        import Foundation
        let unitTypes = [
            [UnitMass.grams, UnitMass.kilograms],
            [UnitTemperature.celsius, UnitTemperature.fahrenheit],
            [UnitLength.feet, UnitLength.meters, UnitLength.miles],
        ]
        let flat = [UnitLength.meters, UnitDuration.hours]
        func run() -> String {
            let m = Measurement(value: 100, unit: unitTypes[1][0])
            let f = m.converted(to: unitTypes[1][1])
            return "\\(unitTypes.count) \\(unitTypes[2].count) \\(flat.count) \\(Int(f.value.rounded()))"
        }
        """, expected: "3 3 2 212"),
    .init(name: "a sequence or collection of the script's own is walked by its iterator or indices", source: """
        struct Countdown: Sequence {
            let start: Int
            func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
        }
        struct CountdownIterator: IteratorProtocol {
            var current: Int
            mutating func next() -> Int? {
                guard current > 0 else { return nil }
                defer { current -= 1 }
                return current
            }
        }
        struct Shelf: RandomAccessCollection {
            var books = ["A", "B", "C"]
            var startIndex: Int { books.startIndex }
            var endIndex: Int { books.endIndex }
            subscript(position: Int) -> String { books[position].lowercased() }
        }
        final class Feed: RandomAccessCollection {
            var posts = [10, 20]
            var startIndex: Int { 0 }
            var endIndex: Int { posts.count }
            subscript(position: Int) -> Int { posts[position] }
        }
        func run() -> String {
            var total = 0
            for n in Countdown(start: 3) { total += n }
            let shelf = Shelf()
            let feed = Feed()
            return "\\(total) \\(Countdown(start: 4).map { $0 * 2 }) \\(shelf.count) \\(shelf.first ?? "-") \\(shelf.joined(separator: ",")) \\(shelf.map { $0.uppercased() }) \\(feed.reduce(0, +)) \\(feed.count) \\(Array(shelf))"
        }
        """, expected: "6 [8, 6, 4, 2] 3 a a,b,c [\"A\", \"B\", \"C\"] 30 2 [\"a\", \"b\", \"c\"]"),
    .init(name: "arrays added where an array is wanted give each side that type, so implicit members resolve", source: """
        struct KeyPad {
            var title: String
            var value: Int
            var isBack = false
        }
        let keys: [KeyPad] = (1...3).compactMap({ .init(title: String("\\($0)"), value: $0) }) + [
            .init(title: "0", value: 0),
            .init(title: "back", value: -1, isBack: true),
        ]
        func run() -> String {
            let more: [KeyPad] = [.init(title: "x", value: 9)] + keys.filter { $0.value > 1 }
            return keys.map(\\.title).joined(separator: ",") + " " + "\\(keys.last?.isBack ?? false) \\(more.count)"
        }
        """, expected: "1,2,3,0,back true 3"),
]

@Test(arguments: languageFeatureCases)
func languageFeature(_ testCase: InterpreterCase) throws {
    let program = try loadProgram(testCase.source)
    let value = try program.evaluate("run()", bindings: FakeSession())
    #expect(value.description == testCase.expected)
}

/// A `let` declared with no value takes the one each path gives it (Swift's definite
/// initialisation); read on a path that gave none, it is swiftc's error, here when it is read.
@Test func aLetGivenItsValueLaterIsReadOnlyOnceGiven() throws {
    let program = try loadProgram("""
        func height(_ roomy: Bool) -> Int {
            let value: Int
            if roomy { value = 60 } else { value = 44 }
            return value
        }
        func broken(_ given: Bool) -> Int {
            let value: Int
            if given { value = 1 }
            return value
        }
        """)
    #expect(try program.evaluate("height(true) + height(false)", bindings: FakeSession()).description == "104")
    #expect(try program.evaluate("broken(true)", bindings: FakeSession()).description == "1")
    let message = errorMessage { _ = try program.evaluate("broken(false)", bindings: FakeSession()) }
    #expect(message == "constant 'value' used before being initialized")
}

/// What would not compile in Xcode is a located error worded as swiftc words it.
let languageErrorCases: [ResolverCase] = [
    .init(name: "fallthrough into a case that binds a name", source: """
        func f(_ x: Int?) { switch x { case 1: fallthrough
            case let y?: print(y)
            default: break } }
        """, expected: "1:40: 'fallthrough' from a case which doesn't bind variable 'y'"),
    .init(name: "fallthrough from the last case", source: """
        func f(_ x: Int) { switch x { case 1: print(1)
            default: fallthrough } }
        """, expected: "2:14: 'fallthrough' without a following 'case' or 'default' block"),
    .init(name: "fallthrough outside a switch", source: """
        func f() { fallthrough }
        """, expected: "1:12: 'fallthrough' is only allowed inside a switch"),
    .init(name: "fallthrough in a closure in a case", source: """
        func f(_ x: Int) { switch x { case 1: let g = { fallthrough }
            default: break } }
        """, expected: "1:49: 'fallthrough' is only allowed inside a switch"),
    .init(name: "non-exhaustive switch", source: """
        enum Mode { case a, b, c }
        func f(_ m: Mode) -> Int { switch m { case .a: return 1; case .b: return 2 } }
        """, expected: "2:28: switch must be exhaustive (add missing case: '.c')"),
    .init(name: "== on a type that is not Equatable", source: """
        struct P { var x = 1 }
        func f() -> Bool { P() == P() }
        """, expected: "2:20: binary operator '==' cannot be applied to two 'P' operands (make 'P' conform to 'Equatable')"),
    .init(name: "missing protocol requirement", source: """
        protocol Named { var name: String { get } }
        struct Thing: Named { var title = "" }
        """, expected: "2:8: type 'Thing' does not conform to protocol 'Named' (protocol requires 'name')"),
    .init(name: "wrong argument type", source: """
        struct Item { var id: Int }
        func show(_ name: String) {}
        func f() { show(Item(id: 1)) }
        """, expected: "3:17: cannot convert value of type 'Item' to expected argument type 'String'"),
    .init(name: "array of colours to a string", source: """
        func f() { let s: String = [Color.red, Color.blue] }
        """, expected: "1:28: cannot convert value of type '[Color]' to specified type 'String'"),
    .init(name: "unknown enum case", source: """
        enum Mode { case fast, slow }
        func f() -> Mode { .slo }
        """, expected: "2:21: type 'Mode' has no member 'slo' (did you mean 'slow'?)"),
    .init(name: "a function where a number is expected", source: """
        func f() { let h: () -> Void = {}; let y: Int = h }
        """, expected: "1:49: cannot convert value of type '() -> Void' to specified type 'Int'"),
    .init(name: "a tuple where a number is expected", source: """
        func f() { let t = (1, "a"); let u: Int = t }
        """, expected: "1:43: cannot convert value of type '(Int, String)' to specified type 'Int'"),
    .init(name: "an optional where a value is expected", source: """
        func f() { let z: Int? = nil; let w: String = z }
        """, expected: "1:47: cannot convert value of type 'Int?' to specified type 'String'"),
    .init(name: "an unmet generic requirement", source: """
        struct V: View { var body: some View { Text(Color.red) } }
        """, expected: "1:45: initializer 'init(_:)' requires that 'Color' conform to 'StringProtocol'"),
    .init(name: "a return value of the wrong type", source: """
        struct Item { var id = 1 }
        func f() -> String { Item() }
        """, expected: "2:22: cannot convert return expression of type 'Item' to return type 'String'"),
    .init(name: "an assignment returned where a value is expected", source: """
        var count = 0
        func f() -> Int { return count = 1 }
        """, expected: "2:32: cannot convert return expression of type '()' to return type 'Int'"),
    .init(name: "assigning through a get-only subscript", source: """
        struct Row { subscript(index: Int) -> Int { index } }
        func f() { var row = Row(); row[0] = 1 }
        """, expected: "2:32: cannot assign through subscript: subscript is get-only"),
    .init(name: "class without initializers", source: """
        class Model { var name: String }
        func f() { _ = Model() }
        """, expected: "2:16: class 'Model' has no initializers (stored property 'name' without initial value prevents synthesized initializers)"),
]

@Test(arguments: languageErrorCases)
func languageError(_ testCase: ResolverCase) {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: testCase.source))
    guard let first = diagnostics.first(where: \.isError) else {
        Issue.record("no error for \(testCase.name)")
        return
    }
    let file = SourceFile(id: 1, path: "test.swift", text: testCase.source)
    let (line, column) = file.location(of: first.range.start)
    let text = "\(line):\(column): \(first.message)" + (first.hint.map { " (\($0))" } ?? "")
    #expect(text == testCase.expected)
}

@Test func weakSelfCapturesBehaveAsTheObjectItself() throws {
    let program = try loadProgram("""
    final class Model {
        var count = 0
        var onChange: (() -> Void)?
        func start() {
            onChange = { [weak self] in
                guard let self else { return }
                self.count += 1
            }
        }
    }
    func run() -> Int { let m = Model(); m.start(); m.onChange?(); m.onChange?(); return m.count }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .int(2))
}

/// `fatalError`, `precondition` and `assert` stop the call with Swift's words for the trap,
/// located at the call; a condition that holds lets the code go on.
@Test func trapsStopTheCallWithTheirMessage() throws {
    let program = try loadProgram("""
    func check(_ n: Int) -> Int {
        precondition(n >= 0, "n must not be negative")
        assert(n < 10)
        guard n != 5 else { fatalError("five") }
        return n * 2
    }
    """)
    #expect(try program.evaluate("check(3)", bindings: FakeSession()) == .int(6))
    for (call, message) in [("check(-1)", "Precondition failed: n must not be negative"), ("check(12)", "Assertion failed"),
                            ("check(5)", "Fatal error: five")] {
        #expect(throws: (any Error).self) { try program.evaluate(call, bindings: FakeSession()) }
        do { _ = try program.evaluate(call, bindings: FakeSession()) } catch let error as Diagnostic {
            #expect(error.message == message)
        }
    }
}

/// A type alias inside a generic type names the type's generic parameter (`Tab` of
/// `TabStrip<Tab>`) as Swift does: no placeholder warning, and the closure it types runs.
@Test func anAliasInAGenericTypeNamesItsParameter() throws {
    let program = ScriptProgram()
    let diagnostics = program.load(SourceFile(id: 1, path: "strip.swift", text: """
    struct TabStrip<Tab: Hashable> {
        typealias Labeler = (_ tab: Tab, _ selected: Bool) -> String
        let tabs: [Tab]
        let label: Labeler
        func labels(selected: Tab) -> String { tabs.map { label($0, $0 == selected) }.joined(separator: " ") }
    }
    func strip() -> String { TabStrip(tabs: ["Feed", "Likes"], label: { $1 ? "[\\($0)]" : $0 }).labels(selected: "Likes") }
    """))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(try program.evaluate("strip()", bindings: FakeSession()) == .string("Feed [Likes]"))
}

/// `Color(0xFF0000)` beside SwiftUI's `Color(_ name: String)`: an integer literal fits only the
/// app's `init(_ hex: UInt32)`, which Swift's type checker picks (as does a method's UInt32);
/// a string literal is still SwiftUI's asset colour.
@Test func aLiteralOnlyAnExtensionsInitializerTakesPicksIt() throws {
    let program = try loadProgram("""
    import SwiftUI
    extension Color {
        init(_ hex: UInt32) {
            self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255)
        }
    }
    func isRed() -> Bool { Color(0xFF0000) == Color(red: 1, green: 0, blue: 0) }
    enum Level { case good; func hex() -> UInt32 { 0x0000FF } }
    func isBlue() -> Bool { Color(Level.good.hex()) == Color(red: 0, green: 0, blue: 1) }
    """)
    #expect(try program.evaluate("isRed()", bindings: FakeSession()) == .bool(true))
    // So does a call's result of that type: a UInt32 is no colour name.
    #expect(try program.evaluate("isBlue()", bindings: FakeSession()) == .bool(true))
}
