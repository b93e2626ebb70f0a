import SwiftUI

// A badge placed by the guides of an alignment, as custom layouts read them.
extension HorizontalAlignment {
    var share: Double {
        switch self {
        case .leading: return 0
        case .trailing: return 1
        default: return 0.5
        }
    }
}

func leadingSpace(for alignment: Alignment, free: Double) -> Double {
    free * alignment.horizontal.share
}

func raised(_ alignment: Alignment) -> Alignment {
    var result = alignment
    result.vertical = .top
    return result
}

struct BadgeCard: View {
    var alignment: Alignment = .bottomTrailing

    var body: some View {
        ScrollView {
            Text("New")
                .frame(width: 100, height: 40)
                .id("badge")
                .frame(width: 300, height: 100, alignment: raised(alignment))
        }
    }
}

#Preview {
    BadgeCard()
}
