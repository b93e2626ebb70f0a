import SwiftUI

// A point on a small lattice, made from its typed indices or, failably, from integers — two
// initialisers with the same labels, which Swift tells apart by the arguments' types.
struct LatticePoint: Hashable {
    enum Index: Int, CaseIterable { case zero = 0, one = 1, two = 2 }
    var x: Index
    var y: Index

    init(x: Index, y: Index) {
        self.x = x
        self.y = y
    }
}

extension LatticePoint {
    init?(x: Int, y: Int) {
        guard let x = Index(rawValue: x), let y = Index(rawValue: y) else { return nil }
        self.init(x: x, y: y)
    }

    static func + (lhs: Self, rhs: Self) -> Self? {
        Self(x: lhs.x.rawValue + rhs.x.rawValue, y: lhs.y.rawValue + rhs.y.rawValue)
    }
}

enum Lattice {
    static let one = LatticePoint(x: .one, y: .zero)
    static let sum = (one + LatticePoint(x: 1, y: 1)!)?.x.rawValue
    static let tooFar = one + LatticePoint(x: .two, y: .two)
    static let outside = LatticePoint(x: 2, y: 5)
}

struct LatticeView: View {
    var body: some View {
        Text("\(Lattice.sum ?? -1)")
    }
}

#Preview { LatticeView() }
