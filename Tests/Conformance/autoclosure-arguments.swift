import SwiftUI

var detailsMade = 0
var calls = 0

struct Detail: View {
    init() { detailsMade += 1 }
    var body: some View { Text("Detail") }
}

/// Makes its content only when its body runs, as apps wrap a NavigationLink's destination.
struct LazyView<Content: View>: View {
    let build: () -> Content
    init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
    var body: Content { build() }
}

func nextCall() -> Int {
    calls += 1
    return calls
}

/// Runs the argument written for `value` once per call of `value()`.
func sum(_ value: @autoclosure () -> Int, times: Int) -> Int {
    var total = 0
    for _ in 0..<times { total += value() }
    return total
}

/// A default value for an `@autoclosure` parameter is the closure's body too.
func describe(_ message: @autoclosure () -> String = "none") -> String { message() }

struct Links: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                NavigationLink(destination: LazyView(Detail())) { Text("Open") }
                Text("details \(detailsMade)").id("details")
                Text("sum \(sum(nextCall(), times: 3))").id("sum")
                Text("none \(sum(nextCall(), times: 0)), calls \(calls)").id("none")
                Text(describe() + ", " + describe("x" + "y")).id("described")
            }
        }
    }
}
