import ScrollworkCore

/// `CGRect`'s members as CoreGraphics defines them, for what scripts read: a negative width
/// or height counts by its magnitude and extends the rectangle from its origin the other way
/// (`minX` is `origin.x + min(width, 0)`), `insetBy` past empty gives `CGRect.null`, and
/// `offsetBy`/`insetBy` standardise first. The formulas are swift-corelibs-foundation's, what
/// swiftc's build of the same script computes on Linux; the core's `Rect`, which layout
/// uses, never has a negative size and keeps its own.
extension Rect {
    static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    var cgWidth: Double { abs(size.width) }
    var cgHeight: Double { abs(size.height) }
    var cgMinX: Double { origin.x + Swift.min(size.width, 0) }
    var cgMaxX: Double { origin.x + Swift.max(size.width, 0) }
    var cgMidX: Double { (cgMinX + cgMaxX) * 0.5 }
    var cgMinY: Double { origin.y + Swift.min(size.height, 0) }
    var cgMaxY: Double { origin.y + Swift.max(size.height, 0) }
    var cgMidY: Double { (cgMinY + cgMaxY) * 0.5 }

    var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    var cgIsEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    var cgStandardized: Rect { isNull ? .null : Rect(x: cgMinX, y: cgMinY, width: cgWidth, height: cgHeight) }

    /// The smallest rectangle with whole-number edges that holds this one.
    var cgIntegral: Rect {
        if isNull { return self }
        let (minX, minY) = (cgMinX.rounded(.down), cgMinY.rounded(.down))
        return Rect(x: minX, y: minY, width: cgMaxX.rounded(.up) - minX, height: cgMaxY.rounded(.up) - minY)
    }

    func cgOffsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        var rect = cgStandardized
        rect.origin.x += dx
        rect.origin.y += dy
        return rect
    }

    func cgInsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        var rect = cgStandardized
        rect.origin.x += dx
        rect.origin.y += dy
        rect.size.width -= 2 * dx
        rect.size.height -= 2 * dy
        return rect.size.width < 0 || rect.size.height < 0 ? .null : rect
    }

    /// Whether the point is inside, the far edges excluded. swift-corelibs-foundation tests it
    /// with `(minX..<maxX).contains(x) && (minY..<maxY).contains(y)`: a range with a NaN edge
    /// traps, so does this, with a located error; and the y range is built only when x is in.
    func cgContains(_ point: Point) throws -> Bool {
        if cgIsEmpty { return false }
        let (minX, maxX) = (cgMinX, cgMaxX)
        guard minX <= maxX else { throw RuntimeFailure("Range requires lowerBound <= upperBound") }
        guard minX <= point.x && point.x < maxX else { return false }
        let (minY, maxY) = (cgMinY, cgMaxY)
        guard minY <= maxY else { throw RuntimeFailure("Range requires lowerBound <= upperBound") }
        return minY <= point.y && point.y < maxY
    }
}
