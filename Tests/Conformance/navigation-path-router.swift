import SwiftUI

/// A router keeping its screens in a NavigationPath (and a typed stack in an array): the
/// stack shows its root, the path is state a script pushes to and pops from.
struct Router: View {
    @State private var path = NavigationPath()
    @State private var depths: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50).id("push")
                        .onTapGesture {
                            path.append(3)
                            path.append("detail")
                        }
                    Color.blue.frame(height: 50).id("pop").onTapGesture { path.removeLast() }
                    Color.green.frame(height: 50).id("depth")
                        .onTapGesture { depths.append(path.isEmpty ? 0 : path.count) }
                }
            }
        }
    }
}

struct TypedRouter: View {
    @State private var stack: [Int] = [1, 2]
    var body: some View {
        NavigationStack(path: $stack) {
            Color.orange.frame(height: 30).id("root")
        }
    }
}

func samePath() -> Bool {
    var built = NavigationPath()
    built.append(3)
    return built == NavigationPath([3]) && built != NavigationPath()
}

/// The traps, on paths the session never takes to their failure.
func depthLabel(_ depth: Int) -> String {
    precondition(depth >= 0, "a depth is never negative")
    assert(depth < 100, "too deep")
    switch depth {
    case 0: return "root"
    case 1...99: return "level \(depth)"
    case 100: assertionFailure("assert should have stopped this")
    case 101: preconditionFailure("unreachable")
    default: fatalError("unreachable")
    }
    return ""
}

#Preview("Router") { Router() }
#Preview("Typed router") { TypedRouter() }
