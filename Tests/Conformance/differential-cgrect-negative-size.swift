import Foundation

// Found by differential testing against swiftc: a CGRect with a negative width or height
// counts it by its magnitude and extends from its origin the other way; an inset past empty
// is CGRect.null; the centre is halfway between the edges.
func cgRectReadings() -> String {
    let flipped = CGRect(x: 0.1, y: 1, width: -0.7, height: -2)
    var lines = ["\(flipped.minX) \(flipped.maxX) \(flipped.midX) \(flipped.width) \(flipped.minY) \(flipped.height)"]
    let moved = flipped.offsetBy(dx: 1, dy: 1)
    lines.append("\(moved.origin.x) \(moved.size.width) \(flipped.contains(CGPoint(x: -0.5, y: 0))) \(flipped.isEmpty)")
    let square = CGRect(x: -0.0, y: 0, width: 10, height: 10)
    let pastEmpty = square.insetBy(dx: 6, dy: 1)
    lines.append("\(pastEmpty.origin.x) \(pastEmpty.width) \(square.insetBy(dx: 2, dy: 1).width) \(square.minX)")
    let tiny = CGRect(x: 1, y: 0.00000005, width: 0, height: 0.0000001)
    lines.append("\(tiny.midY) \(tiny.isEmpty)")
    return lines.joined(separator: "\n")
}
