import Foundation

// Found by differential testing against swiftc: an assignment through an optional chain that
// meets nil does nothing, and its right side is never evaluated (here it would count a call).
final class ChainNode {
    var value: Int
    var next: ChainNode?
    init(value: Int, next: ChainNode? = nil) { self.value = value; self.next = next }
}

final class CallCounter {
    var calls = 0
    func next(_ amount: Int) -> Int {
        calls += 1
        return amount
    }
}

func chainAssignment(_ linked: Bool) -> String {
    let node: ChainNode? = linked ? ChainNode(value: 1, next: ChainNode(value: 2)) : ChainNode(value: 1)
    let counter = CallCounter()
    node?.next?.value += counter.next(10)
    node?.next?.value = counter.next(5) + (node?.next?.value ?? 0)
    node?.value -= counter.next(3)
    return "\(node?.value ?? -1) \(node?.next?.value ?? -1) \(counter.calls)"
}
