import ScrollworkCore
@testable import ScrollworkScene

/// `ScrollView { LazyVStack(spacing: 0) { ForEach(0..<count) { i in Text("Row \(i)").frame(maxWidth: .infinity)
/// .frame(height: 44).padding(.horizontal) } }.scrollTargetLayout() }`, rows built on demand as the interpreter
/// builds them.
enum RowListScene {
    static func make(count: Int) -> ViewNode {
        let rows = ForEachNode(range: 0..<max(0, count)) { index in
            ViewNode.text("Row \(index)")
                .frame(maxWidth: .infinity)
                .frame(height: 44)
                .padding(.horizontal, 16)
        }
        let stack = ViewNode.lazyVStack(spacing: 0, [ViewNode(.forEach(rows))]).scrollTargetLayout()
        return .scrollView(.vertical, [stack])
    }
}
