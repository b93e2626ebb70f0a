import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

/// A ticket whose code is drawn from a CGImage with `Image(_:scale:orientation:label:)`, as
/// apps show a rendered bitmap, at 2 pixels a point, and turned a quarter.
struct TicketCode: View {
    private let bitmap: CGImage? = {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Ana\nana@example.com".utf8)
        guard let output = filter.outputImage else { return nil }
        return CIContext().createCGImage(output, from: CGRect(x: 0, y: 0, width: 54, height: 27))
    }()

    var body: some View {
        VStack(spacing: 0) {
            if let bitmap {
                Image(bitmap, scale: 2, label: Text("Ticket"))
                    .id("code")
                Image(decorative: bitmap, scale: 1, orientation: .right)
                    .id("turned")
                let orientations: [Image.Orientation] = [.up, .upMirrored, .down, .downMirrored, .left, .leftMirrored, .right, .rightMirrored]
                ForEach(0..<orientations.count, id: \.self) { index in
                    Image(decorative: bitmap, scale: 1, orientation: orientations[index])
                        .id("oriented\(index)")
                }
            }
        }
    }
}

#Preview("Ticket code") {
    TicketCode()
}
