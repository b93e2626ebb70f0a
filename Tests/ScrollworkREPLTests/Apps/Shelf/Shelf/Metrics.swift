import CoreGraphics

enum Metrics {
    static let rowHeight: CGFloat = 44
}
