import Testing
@testable import ScrollworkFrontEnd

/// Source → s-expression dump of the tree. Expressions and statements are parsed with
/// the REPL entry points; declarations as files.
@Suite struct ParserTests {
    struct Case: CustomTestStringConvertible {
        enum Mode { case expression, statements, file }
        let mode: Mode
        let source: String
        let dump: String
        init(_ mode: Mode, _ source: String, _ dump: String) {
            self.mode = mode
            self.source = source
            self.dump = dump
        }
        var testDescription: String { source }
    }

    static let expressions: [Case] = [
        Case(.expression, "1 + 2 * 3 - 4", "(- (+ 1 (* 2 3)) 4)"),
        Case(.expression, "a && b || !c", "(|| (&& a b) (! c))"),
        Case(.expression, "a ?? b ?? c", "(?? a (?? b c))"),
        Case(.expression, "x < 0 ? -x : x", "(? (< x 0) (- x) x)"),
        Case(.expression, "a ? b : c ? d : e", "(? a b (? c d e))"),
        // An assignment in parentheses is a value of type `()`: the call of a closure holding it.
        Case(.expression, "liked ? (n += 1) : (n -= 1)", "(? liked (call (closure () (+= n 1))) (call (closure () (-= n 1))))"),
        Case(.expression, "(self.items[i].count = 0)", "(call (closure () (= (subscript self.items i).count 0)))"),
        Case(.expression, "(a + b == c) ? (x) : (y.z!)", "(? (== (+ a b) c) x y.z!)"),
        Case(.expression, "-5.magnitude", "(- 5.magnitude)"),
        Case(.expression, "0..<count", "(..< 0 count)"),
        Case(.expression, "1...n + 1", "(... 1 (+ n 1))"),
        Case(.expression, "items[2...]", "(subscript items (2 ...))"),
        Case(.expression, "..<5", "(..< 5)"),
        Case(.expression, "lines ~= count + 1", "(~= lines (+ count 1))"),
        Case(.expression, "x as? Double ?? 0", "(?? (as? x Double) 0)"),
        Case(.expression, "v is Int && w as! Bool", "(&& (is v Int) (as! w Bool))"),
        Case(.expression, "Double(x) as CGFloat", "(as (call Double x) CGFloat)"),
        Case(.expression, "target.rect.origin.y", "target.rect.origin.y"),
        Case(.expression, ".top", ".top"),
        // swiftc takes a space after the dot of an implicit member.
        Case(.expression, "f(. taxi)", "(call f .taxi)"),
        Case(.expression, ".init(x: 1, y: 2)", "(call .init x: 1 y: 2)"),
        Case(.expression, ".viewAligned(limitBehavior: .always)", "(call .viewAligned limitBehavior: .always)"),
        Case(.expression, "min(a, max(b, c))", "(call min a (call max b c))"),
        Case(.expression, "f(for: x, in: y, default: z)", "(call f for: x in: y default: z)"),
        Case(.expression, "Button { tap() } label: { Text(\"Go\") }", "(call Button ~(closure (call tap)) ~label: (closure (call Text \"Go\")))"),
        Case(.expression, "Section { a } header: { b } footer: { c }", "(call Section ~(closure a) ~header: (closure b) ~footer: (closure c))"),
        Case(.expression, "ForEach(items, id: \\.id) { item in Text(item.name) }", "(call ForEach items id: \\.id ~(closure (item) (call Text item.name)))"),
        Case(.expression, "list.map { $0 * 2 }.filter { $0 > 1 }", "(call (call list.map ~(closure (* $0 2))).filter ~(closure (> $0 1)))"),
        Case(.expression, "{ (a: Int, b) -> Int in a + b }", "(closure (a: Int b) -> Int (+ a b))"),
        Case(.expression, "{ _ in }", "(closure (_))"),
        Case(.expression, "{ a, b in a < b }", "(closure (a b) (< a b))"),
        Case(.expression, "{ a -> Bool in a }", "(closure (a) -> Bool a)"),
        Case(.expression, "{ url throws -> Data in url }", "(closure (url) -> Data url)"),
        Case(.expression, "{ (a: Int) async throws -> Int in a }", "(closure (a: Int) -> Int a)"),
        Case(.expression, "{ a async in a }", "(closure (a) a)"),
        Case(.expression, "a?.b.c", "(?. a?.b.c)"),
        Case(.expression, "a?.b?.c()", "(?. (call a?.b?.c))"),
        Case(.expression, "a!.b", "a!.b"),
        Case(.expression, "dict[key]!", "(subscript dict key)!"),
        Case(.expression, "\\Item.id", "\\Item.id"),
        Case(.expression, "\\.self", "\\.self"),
        // Swift allows space after the backslash.
        Case(.expression, "ForEach(trips, id: \\ .id) { trip in Text(trip.name) }", "(call ForEach trips id: \\.id ~(closure (trip) (call Text trip.name)))"),
        Case(.expression, "\\.$destination", "\\.$destination"),
        Case(.expression, "\\.destination?.title", "\\.destination?.title"),
        Case(.expression, "\\Model.detail!.count", "\\Model.detail!.count"),
        Case(.expression, "\\.rows[id: 3].name", "\\.rows[id: 3].name"),
        Case(.expression, "state[case: \\.game]?.moves", "(?. (subscript state case: \\.game)?.moves)"),
        Case(.expression, "icons.compactMap(AppIcon.init(rawValue:))", "(call icons.compactMap AppIcon.init(rawValue:))"),
        Case(.expression, "handle(url:_:)", "handle(url:_:)"),
        Case(.expression, "log(file: #file, line: #line)", "(call log file: #file line: #line)"),
        Case(.expression, ".init(rawValue:)", ".init(rawValue:)"),
        Case(.expression, "self.client.load(mode:scope:)(1, 2)", "(call self.client.load(mode:scope:) 1 2)"),
        Case(.expression, "Int.self", "Int.self"),
        Case(.expression, "modify(&x, by: 2)", "(call modify &x by: 2)"),
        Case(.expression, "Toggle(\"On\", isOn: $isOn)", "(call Toggle \"On\" isOn: $isOn)"),
        Case(.expression, "Binding<Bool>.constant(true)", "(call (type Binding<Bool>).constant true)"),
        Case(.expression, "Array<Int>()", "(call (type Array<Int>))"),
        Case(.expression, "a < b", "(< a b)"),
        Case(.expression, "[Int]()", "(call (type [Int]))"),
        // Parts no expression spells: an existential, a function type.
        Case(.expression, "[any Cancellable]()", "(call (type [any Cancellable]))"),
        Case(.expression, "[UInt: (Int) -> Void]()", "(call (type [UInt: (Int) -> Void]))"),
        Case(.expression, "[SortDescriptor<T>]()", "(call (type [SortDescriptor<T>]))"),
        Case(.expression, "[a < b, b > c]", "[(< a b) (> b c)]"),
        Case(.expression, "[any P].self", "(type [any P]).self"),
        Case(.expression, "[String: [CGFloat?]]()", "(call (type [String: [CGFloat?]]))"),
        Case(.expression, "[Edge.Set].self", "(type [Edge.Set]).self"),
        // A type attribute starts no expression: the parentheses hold a type.
        Case(.expression, "(@convention(c) (Int32) -> Int32).self", "(type (Int32) -> Int32).self"),
        // The unbounded range is the `...` operator itself.
        Case(.expression, "items[...]", "(subscript items ...)"),
        Case(.expression, "[value].count", "[value].count"),
        Case(.expression, "[1, 2, 3,]", "[1 2 3]"),
        Case(.expression, "[]", "[]"),
        Case(.expression, "[\"a\": 1]", "[\"a\": 1]"),
        Case(.expression, "(1, x: 2)", "(tuple 1 x: 2)"),
        Case(.expression, "(a + b) * c", "(* (+ a b) c)"),
        Case(.expression, "\"a\\(b + 1)c\\(\"d\\(e)\")\"", "(string \"a\" (+ b 1) \"c\" (string \"d\" e))"),
        // Raw strings: backslashes and quotes are text unless followed by the opening's `#`s.
        Case(.expression, "#\"a \\d \"q\" \\#(x)\\#n\"#", "(string \"a \\\\d \\\"q\\\" \" x \"\\n\")"),
        Case(.expression, "##\"\"# \\#(y)\"##", "\"\\\"# \\\\#(y)\""),
        // Formatting arguments after the value, and a labelled interpolation of a type's own.
        Case(.expression, "\"\\(x, specifier: \"%.1f\")\\(bind: id)\"", "(string (tuple x specifier: \"%.1f\") (tuple bind: id))"),
        Case(.expression, "\"tab\\t\\u{41}\\\\\"", "\"tab\\tA\\\\\""),
        Case(.expression, "\"\"\"\n    one\n      two\n    \"\"\"", "\"one\\n  two\""),
        Case(.expression, "self.value + Self.scale", "(+ self.value Self.scale)"),
        Case(.expression, "tuple.0", "tuple.0"),
        // After a `.` a number is an element index, as Swift lexes it: `1.2` is no fraction there.
        Case(.expression, "cubes.1.2.2.left", "cubes.1.2.2.left"),
        Case(.expression, "t.0.1 + 1.5", "(+ t.0.1 1.5)"),
        Case(.expression, "9223372036854775807", "9223372036854775807"),
        Case(.expression, "-9223372036854775808", "-9223372036854775808"),
        Case(.expression, "0x1F + 0b11 + 1_000", "(+ (+ 31 3) 1000)"),
        // Hexadecimal floats: digits times 2 to the power after `p`; `0xFF.description` stays a member.
        Case(.expression, "0x1.8p1 + 0x1p-2 + 0xAP0", "(+ (+ 3.0 0.25) 10.0)"),
        Case(.expression, "-0x1.0p64", "-1.8446744073709552e+19"),
        Case(.expression, "0xFF.description", "255.description"),
        Case(.expression, "x\n.padding()\n.frame(width: 10)", "(call (call x.padding).frame width: 10)"),
        Case(.expression, "Color.red.opacity(0.5)", "(call Color.red.opacity 0.5)"),
        Case(.expression, "content.scaleEffect(phase.isIdentity ? 1 : 0.8)", "(call content.scaleEffect (? phase.isIdentity 1 0.8))"),
        // Chains are flat nodes; their dumps show the trees they stand for.
        Case(.expression, "!!x", "(! (! x))"),
        Case(.expression, "-(-x)", "(- (- x))"),
        Case(.expression, "a - b + c - d", "(- (+ (- a b) c) d)"),
        Case(.expression, "a ?? b ?? c ?? d", "(?? a (?? b (?? c d)))"),
        Case(.expression, "a * b + c * d", "(+ (* a b) (* c d))"),
        Case(.expression, "x as Int as Double", "(as (as x Int) Double)"),
        Case(.expression, "a + b as Int", "(as (+ a b) Int)"),
        Case(.expression, "a.b()! as? T", "(as? (call a.b)! T)"),
        Case(.expression, "(a.b).c(d)", "(call a.b.c d)"),
    ]

    static let statements: [Case] = [
        Case(.statements, "let x: Int = 5", "(let x: Int = 5)"),
        Case(.statements, "var a = 1, b = 2", "(var a = 1) (var b = 2)"),
        Case(.statements, "rect.origin.y = 0", "(= rect.origin.y 0)"),
        Case(.statements, "target.rect.origin.y += 1", "(+= target.rect.origin.y 1)"),
        Case(.statements, "a[i] = b; c %= 2", "(= (subscript a i) b) (%= c 2)"),
        Case(.statements, "let r = 1...; f(r)", "(let r = (1 ...)) (call f r)"),
        Case(.statements, "_ = f()", "(= _ (call f))"),
        Case(.statements, "if a { b } else if c { d } else { e }", "(if a {b} else (if c {d} else {e}))"),
        Case(.statements, "if let x = f(), x > 1 { }", "(if (let x = (call f)) (> x 1) {})"),
        Case(.statements, "if let x { use(x) }", "(if (let x) {(call use x)})"),
        Case(.statements, "if case .some(let v) = opt { }", "(if (case (case .some (let v)) = opt) {})"),
        Case(.statements, "if items.isEmpty { return }", "(if items.isEmpty {(return)})"),
        Case(.statements, "guard x > 0 else { return nil }", "(guard (> x 0) else {(return nil)})"),
        Case(.statements, "for x in xs where x > 0 { total += x }", "(for x in xs where (> x 0) {(+= total x)})"),
        Case(.statements, "for _ in 0..<3 { }", "(for _ in (..< 0 3) {})"),
        Case(.statements, "for (i, x) in list.enumerated() { }", "(for (tuple i x) in (call list.enumerated) {})"),
        Case(.statements, "for await x in stream { }", "(for await x in stream {})"),
        Case(.statements, "let n = try? await\n    load()", "(let n = (try? (call load)))"),
        Case(.statements, "for try await _ in feed.values where ok { }", "(for try await _ in feed.values where ok {})"),
        Case(.statements, "let s = AsyncStream<Int> { c in c.finish() }", "(let s = (call (type AsyncStream<Int>) ~(closure (c) (call c.finish))))"),
        Case(.statements, "while i < 10 { i += 1 }", "(while (< i 10) {(+= i 1)})"),
        Case(.statements, "repeat { i -= 1 } while i > 0", "(repeat {(-= i 1)} while (> i 0))"),
        Case(.statements, "switch e { case .a, .b: f() case let x where x > 1: g() case 0..<10: h() default: break }",
             "(switch e (case .a, .b: (call f)) (case (let x) where (> x 1): (call g)) (case (..< 0 10): (call h)) (default: (break)))"),
        Case(.statements, "switch n { case ...0: f() case 1...: g() }", "(switch n (case (... 0): (call f)) (case (1 ...): (call g)))"),
        Case(.statements, "switch p { case .some(let v?): v; case (let a, _): a; case is Int: 1 }",
             "(switch p (case (case .some (let v?)): v) (case (tuple (let a) _): a) (case (is Int): 1))"),
        Case(.statements, "switch r { case let .failure(LoadError.missing(name)): name }",
             "(switch r (case (let (case .failure (case LoadError.missing name))): name))"),
        Case(.statements, "return", "(return)"),
        Case(.statements, "if #available(iOS 17.0, *) { a } else { b }", "(if (#available iOS 17.0) {a} else {b})"),
        Case(.statements, "guard #unavailable(iOS 18) else { return }", "(guard (#unavailable iOS 18) else {(return)})"),
        // `#selector(…)` names a method: the last part of its path, labels kept; other forms
        // are the Objective-C runtime's name, left out where used.
        Case(.statements, "f(#selector(UIResponder.resignFirstResponder))", "(call f (#selector resignFirstResponder))"),
        Case(.statements, "f(#selector(adjust(notification:)))", "(call f (#selector adjust(notification:)))"),
        Case(.statements, "f(#selector(getter: Self.title))", "(call f #selector)"),
        // Foundation's `#Predicate` is the predicate built from its closure.
        Case(.statements, "let p = #Predicate<User> { user in user.age > 18 }", "(let p = (call (type Predicate<User>) ~(closure (user) (> user.age 18))))"),
        Case(.statements, "f(filter: #Predicate<Book> { $0.rating >= 4 }, sort: \\Book.title)",
             "(call f filter: (call (type Predicate<Book>) ~(closure (>= $0.rating 4))) sort: \\Book.title)"),
        Case(.statements, "return\nvalue + 1", "(return (+ value 1))"),
        Case(.statements, "return\nlet x = 1", "(return) (let x = 1)"),
        Case(.statements, "if a { return }\nif b { return\n}", "(if a {(return)}) (if b {(return)})"),
        Case(.statements, "while true { break; continue }", "(while true {(break) (continue)})"),
        Case(.statements, "func f(_ x: Int) -> Int { x }\nf(1)", "(func f ((_ x: Int)) -> Int {x}) (call f 1)"),
        Case(.statements, "foo\n(1)", "foo 1"),
        Case(.statements, "foo\n[1]", "foo [1]"),
        // As swiftc parses it, a closure on the next line is the call's trailing closure…
        Case(.statements, "foo\n{ bar }", "(call foo ~(closure bar))"),
        // …but not a property's observers.
        Case(.statements, "var a = b\n{ didSet { c } }", "(var a = b (didSet {c}))"),
        // …on the same line as a call too: `[Item]() { didSet … }` is the property's observers.
        Case(.statements, "var a = [B]() { didSet { c } }", "(var a = (call (type [B])) (didSet {c}))"),
        Case(.statements, "var a = f() { willSet { c } }", "(var a = (call f) (willSet {c}))"),
        // A closure whose first statement calls a function named `set` is a trailing closure;
        // `set(v) {` is an accessor.
        Case(.statements, "Button {\n  set()\n}", "(call Button ~(closure (call set)))"),
        Case(.statements, "var a: Int {\n  get { b }\n  set(v) { c }\n}", "(var a: Int (get {b}) (set(v) {c}))"),
        // An effectful getter (SE-0310) is a getter, not a block of the statements `get async`.
        Case(.statements, "var a: Int { get async throws { b } }", "(var a: Int (get {b}))"),
        Case(.statements, "var a: Int {\n  get throws(E) {\n    b\n  }\n}", "(var a: Int (get {b}))"),
        Case(.statements, "foo(1) { bar }\n.baz()", "(call (call foo 1 ~(closure bar)).baz)"),
        Case(.statements, "let y = 5\n-x", "(let y = 5) (- x)"),
        Case(.statements, "if x\n{ a }", "(if x {a})"),
        // An assignment is an expression of type `()`: it is made, then `()` returned.
        Case(.statements, "return orders[i] = value", "(do {(= (subscript orders i) value) (return (tuple))})"),
        Case(.statements, "return total += 1", "(do {(+= total 1) (return (tuple))})"),
    ]

    static let declarations: [Case] = [
        Case(.file, "import SwiftUI\nimport Foundation.NSString", "(import SwiftUI)\n(import Foundation.NSString)"),
        Case(.file, "struct S: A, B { let a: Int; var b = 2.5 }", "(struct S (: A B) (let a: Int) (var b = 2.5))"),
        Case(.file, "struct V: View { @State private var on = false\n @Binding var x: Bool\n var body: some View { Text(\"\") } }",
             "(struct V (: View) (@State private var on = false) (@Binding var x: Bool) (var body: some View (get {(call Text \"\")})))"),
        Case(.file, "func f(_ a: Int, label b: Double = 1, c: inout [Int], d: @escaping (Int) -> Void) -> Int? { nil }",
             "(func f ((_ a: Int) (label b: Double = 1) (c: inout [Int]) (d: @escaping (Int) -> Void)) -> Int? {nil})"),
        Case(.file, "extension SnapToTop { static let standard = SnapToTop() }", "(extension SnapToTop (static let standard = (call SnapToTop)))"),
        Case(.file, "extension ScrollTargetBehavior where Self == X { static var x: X { .init() } }",
             "(extension ScrollTargetBehavior (where Self == X) (static var x: X (get {(call .init)})))"),
        Case(.file, "struct C { mutating func f() {}\n nonmutating func g() {}\n fileprivate static func h() {}\n public var p: Int { get { 1 } } }",
             "(struct C (mutating func f () {}) (nonmutating func g () {}) (fileprivate static func h () {}) (public var p: Int (get {1})))"),
        // A setter's access, written with or without a space (`private (set)`, as swiftc takes it).
        Case(.file, "struct C { private(set) var a = 1\n private (set) public var b = 2 }",
             "(struct C (private(set) var a = 1) (private(set) public var b = 2))"),
        Case(.file, "@MainActor @available(iOS 17, *) struct S {}", "(@MainActor @available struct S)"),
        // A generic builder's attribute names its type arguments (`@ReducerBuilder<State, Action>`).
        Case(.file, "struct F { @ReducerBuilder<State, Action> var core: some Reducer<State, Action> { Reduce() } }",
             "(struct F (@ReducerBuilder var core: some Reducer<State, Action> (get {(call Reduce)})))"),
        Case(.file, "@Environment(\\.dismiss) var dismiss", "(@Environment(\\.dismiss) var dismiss)"),
        // A type attribute's `(`, after a space, begins the type it marks.
        Case(.file, "var f: @MainActor (Int) -> Void", "(var f: (Int) -> Void)"),
        Case(.file, "@FocusState.Binding var field: Field?", "(@FocusState.Binding var field: Field?)"),
        Case(.file, "#Preview { V() }", "(#Preview {(call V)})"),
        Case(.file, "#Preview(\"Dark\", traits: .landscapeLeft) { V() }", "(#Preview(\"Dark\" traits: .landscapeLeft) {(call V)})"),
        Case(.file, "#Preview(as: .systemSmall) { W() } timeline: { E() }", "(#Preview(as: .systemSmall ~timeline: (closure (call E))) {(call W)})"),
        Case(.file, "let a: [CGFloat] = [], b: Edge.Set? = nil", "(let a: [CGFloat] = [])\n(let b: Edge.Set? = nil)"),
        // A name with neither a type nor a value has the type written after it (`let cap, rank: Double?`).
        Case(.file, "let a, b: Double?, c = 1, d, e: Int", "(let a: Double?)\n(let b: Double?)\n(let c = 1)\n(let d: Int)\n(let e: Int)"),
        Case(.file, "var f: (Int, Double) -> Bool", "(var f: (Int, Double) -> Bool)"),
        Case(.file, "var g: Binding<[Int]>", "(var g: Binding<[Int]>)"),
        Case(.file, "var t: (Int, Int)", "(var t: (Int, Int))"),
        Case(.file, "init?(x: Int) { return nil }", "(init? ((x: Int)) {(return nil)})"),
        Case(.file, "struct Outer { struct Inner { var x = 1 } }", "(struct Outer (struct Inner (var x = 1)))"),
        Case(.file, "typealias TC = ScrollTargetBehaviorContext", "(typealias TC = ScrollTargetBehaviorContext)"),
        Case(.file, "typealias Subject<T: Equatable> = Binding<Loaded<T>>", "(typealias Subject<T: Equatable> = Binding<Loaded<T>>)"),
    ]

    @Test(arguments: expressions + statements + declarations)
    func dump(_ testCase: Case) {
        let file = SourceFile(id: 1, path: "t.swift", text: testCase.source)
        let dump: String
        let diagnostics: [Diagnostic]
        switch testCase.mode {
        case .expression:
            let (expression, found) = Parser.parseExpression(file)
            dump = expression?.dump ?? "nil"
            diagnostics = found
        case .statements:
            let (statements, found) = Parser.parseStatements(file)
            dump = statements.map(\.dump).joined(separator: " ")
            diagnostics = found
        case .file:
            let (unit, found) = Parser.parse(file)
            dump = unit.dump
            diagnostics = found
        }
        #expect(diagnostics.isEmpty, "\(TestSupport.render(diagnostics, text: testCase.source, path: "t.swift"))")
        #expect(dump == testCase.dump)
    }

    /// `@Environment (\.colorScheme)`: Swift 5 reads a property wrapper's arguments after a
    /// space too, with swiftc's warning that Swift 6 makes it an error.
    @Test func aWrappersArgumentsAfterASpaceAreReadWithAWarning() {
        let (unit, diagnostics) = Parser.parse(SourceFile(id: 1, path: "t.swift", text: "@Environment (\\.dismiss) var dismiss"))
        #expect(unit.dump == "(@Environment(\\.dismiss) var dismiss)")
        #expect(diagnostics.map(\.message) == ["extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode"])
        #expect(diagnostics.allSatisfy { !$0.isError })
    }

    /// In a statement header a `{` opens the body, unless swiftc takes it as a trailing closure
    /// with its "confusable" warning: its `}` is followed by the body, `where`, `,`, or on the
    /// same line by a postfix step or an operator.
    static let confusableClosures: [Case] = [
        Case(.statements, "if xs.filter{ !$0.isEmpty }.count == 0 { a }", "(if (== (call xs.filter ~(closure (! $0.isEmpty))).count 0) {a})"),
        Case(.statements, "if xs.contains { $0 == 1 } { a }", "(if (call xs.contains ~(closure (== $0 1))) {a})"),
        Case(.statements, "for x in xs.filter { $0 > 1 } where x < 5 { }", "(for x in (call xs.filter ~(closure (> $0 1))) where (< x 5) {})"),
        Case(.statements, "while xs.map { $0 }[0] == 1, ok { }", "(while (== (subscript (call xs.map ~(closure $0)) 0) 1) ok {})"),
    ]

    @Test(arguments: confusableClosures)
    func confusableTrailingClosureWarns(_ testCase: Case) {
        let file = SourceFile(id: 1, path: "t.swift", text: testCase.source)
        let (statements, diagnostics) = Parser.parseStatements(file)
        #expect(statements.map(\.dump).joined(separator: " ") == testCase.dump)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.hasPrefix("trailing closure in this context is confusable") == true)
        #expect(diagnostics.first.map { file.text(in: $0.range) } == "{")
    }

    /// Where swiftc keeps the `{` as the body: `guard … else` after the braces, or the
    /// closure's first token (or what follows it) on the next line.
    @Test(arguments: [
        "guard ok { a } else { b }",
        "if xs.contains {\n $0 == 1 } { a }",
        "if x == y { a } else { b }",
        "if xs.filter { a }\n.isEmpty { b }",
    ])
    func braceInAConditionStaysTheBody(_ source: String) {
        let (_, diagnostics) = Parser.parseStatements(SourceFile(id: 1, path: "t.swift", text: source))
        #expect(!diagnostics.contains { $0.severity == .warning }, "\(diagnostics.map(\.message))")
    }

    @Test func rangesCoverTheirSource() throws {
        let file = SourceFile(id: 4, path: "t.swift", text: "struct S { var x = a.b(c) }")
        let (unit, _) = Parser.parse(file)
        let decl = try #require(unit.declarations.first)
        #expect(file.text(in: decl.range) == "struct S { var x = a.b(c) }")
        guard case .structDecl(let s) = decl.kind, case .variable(let v) = s.members.first?.kind else {
            Issue.record("unexpected shape \(decl.dump)")
            return
        }
        #expect(file.text(in: s.nameRange) == "S")
        #expect(file.text(in: s.members[0].range) == "var x = a.b(c)")
        #expect(file.text(in: try #require(v.initializer).range) == "a.b(c)")
    }

    /// `#warning("…")` and `#error("…")`, among declarations and statements: swiftc's diagnostic
    /// with the directive's message, located at the directive; nothing else is left of them.
    @Test func compilerDiagnosticDirectivesReportTheirMessage() {
        let source = """
        struct S {
        #warning("Remove before release")
            func f() {
                #error("Not finished")
                g()
            }
        }
        """
        let file = SourceFile(id: 1, path: "t.swift", text: source)
        let (unit, diagnostics) = Parser.parse(file)
        #expect(diagnostics.map(\.message) == ["Remove before release", "Not finished"])
        #expect(diagnostics.map(\.isError) == [false, true])
        #expect(diagnostics.map { file.text(in: $0.range) } == [#"#warning("Remove before release")"#, #"#error("Not finished")"#])
        #expect(unit.dump.contains("(call g)"))
    }

    /// `Binding <Int>` in a type: Swift reads the generic arguments after a space too.
    @Test func genericArgumentsAfterASpaceInAType() {
        let (unit, diagnostics) = Parser.parse(SourceFile(id: 1, path: "t.swift", text: "func f(for selection: Binding <Int>, range: Range<Int>) {}"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(unit.dump.contains("Binding<Int>"), "\(unit.dump)")
    }

    /// An initialiser's own generic parameters and `where` clause are kept, and a type's generic
    /// arguments may start and go on over lines (`Group` then `<Text>`), as Swift reads them.
    @Test func genericInitializerWithArgumentsOverLines() {
        let source = "extension Card {\n    init<T: CustomStringConvertible>(value: T) where\n        Content == Group\n        <Optional\n<Text>> {}\n}"
        let (unit, diagnostics) = Parser.parse(SourceFile(id: 1, path: "t.swift", text: source))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(unit.dump.contains("init<T: CustomStringConvertible>"), "\(unit.dump)")
        #expect(unit.dump.contains("Group<Optional<Text>>"), "\(unit.dump)")
    }
}
