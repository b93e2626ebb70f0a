import SwiftUI

/// A photo cropper's arithmetic: the crop rectangle inside the photo, the handles, the
/// zoom and rotation, worked out with CoreGraphics values and the math functions, and shown
/// under the photo.
struct PhotoCrop: View {
    static let photo = CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 300, height: 200))

    @State private var crop = PhotoCrop.photo.insetBy(dx: 30, dy: 20).offsetBy(dx: 10, dy: -5)
    @State private var handle = CGPoint()
    @State private var drag = CGVector()
    @State private var emptyCrop = CGRect().isEmpty && CGSize() == .zero && CGPoint() == .zero && CGVector() == .zero
    @State private var checks: [Bool] = []
    @State private var numbers: [Double] = []
    @State private var zoomText = ""

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                Rectangle()
                    .frame(width: PhotoCrop.photo.width, height: PhotoCrop.photo.height)
                    .id("photo")
                    .onTapGesture { measure() }
                Rectangle()
                    .frame(width: crop.width, height: crop.height)
                    .id("crop")
            }
        }
    }

    private func measure() {
        var corner = CGPoint.zero
        corner.x = crop.maxX
        corner.y = crop.maxY
        handle = corner
        var size = CGSize.zero
        size.width = crop.midX
        size.height = crop.midY
        crop.size = CGSize(width: size.width, height: size.height)
        var velocity = CGVector(dx: 3, dy: 4)
        velocity.dx = velocity.dx * 2
        velocity.dy += CGVector.zero.dy + CGVector().dx
        drag = velocity
        let photo = PhotoCrop.photo
        checks = [photo.intersects(crop), photo.contains(CGPoint(x: 299, y: 199)), photo.contains(crop),
                  CGRect.zero.isEmpty, emptyCrop, CGSize.zero.width == 0]
        numbers = [round(2.5), floor(-2.5), ceil(2.1), sqrt(16), exp(0), log(1), sin(0), cos(0), tan(0),
                   pow(2, 10), atan2(1, 1) * 4, Double.pi, 7.0.squareRoot() * 7.0.squareRoot(), (-2.5).magnitude,
                   2.5.rounded(.toNearestOrEven), 2.5.rounded(.toNearestOrAwayFromZero), 2.1.rounded(.up),
                   2.9.rounded(.down), (-2.9).rounded(.towardZero), (-2.1).rounded(.awayFromZero)]
        let zoom = Double(Int(150.0 / 100.0 * 100)) / 100
        zoomText = "\(zoom) \(Int("42") ?? 0) \(Double("1.5") ?? 0) \(Int(7)) \(Double(Float(0.5)))"
            + " \(12.isMultiple(of: 4)) \((-7).magnitude) \(Int.min < Int.zero) \(Double.zero) \(15.description) \(2.5.description)"
            + " \(Double.nan.isNaN) \(Double.infinity.isFinite) \((1 / Double.zero).isInfinite)"
            + " \(Double.greatestFiniteMagnitude > 1e308) \(Double.leastNonzeroMagnitude > 0) \(Double.ulpOfOne < 1e-15)"
    }
}
