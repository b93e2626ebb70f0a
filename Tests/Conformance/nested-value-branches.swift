import SwiftUI

// Swift 5.9's if and switch expressions whose branches are if or switch expressions in turn,
// as a layout's sizing code writes them.
enum Sizing {
    static func size(_ width: CGFloat?, _ height: CGFloat?, original: CGFloat) -> CGSize {
        var size =
            switch (width, height) {
            case (nil, nil):
                CGSize(width: original, height: original)
            case let (nil, .some(height)):
                CGSize(width: original, height: min(height, original))
            case (0, _):
                CGSize.zero
            case let (.some(width), _):
                if original == 0 {
                    CGSize(width: width, height: width / 2)
                } else {
                    CGSize(width: width, height: width / original * 2)
                }
            }
        size.height = min(size.height, 450)
        return size
    }

    static func label(_ n: Int) -> String {
        if n < 0 { "negative" } else { switch n { case 0: "zero" default: if n > 9 { "many" } else { "few" } } }
    }
}

struct SizedCard: View {
    var body: some View {
        let size = Sizing.size(200, nil, original: 0)
        Text(Sizing.label(12))
            .frame(width: size.width, height: size.height)
            .id("card")
    }
}

#Preview { SizedCard() }
