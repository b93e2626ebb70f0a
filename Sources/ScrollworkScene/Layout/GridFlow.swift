import ScrollworkCore

/// Lays out a lazy grid's children line by line, as they come: cells fill the tracks of a
/// line (each offered its track's length across and nothing along), a line is as long as its
/// longest cell, and section headers and footers take a whole line. Lines are `spacing` apart.
///
/// Callers measure each child with `cellProposal`/`lineProposal`, hand its size in with a
/// token of their own, and get the token back with its origin once its line is complete.
struct GridFlow {
    typealias Place = (_ token: Int, _ origin: Point) throws -> Void

    let axis: Axis
    let tracks: GridTracks
    /// The grid's length across its growth axis.
    let crossSize: Double
    let spacing: Double
    let alignment: Alignment
    /// Where the block of tracks starts across, when the tracks do not fill the grid.
    private let trackOffset: Double
    private(set) var along = 0.0
    private var lines = 0
    private var pending: [(token: Int, size: Size)] = []

    init(grid: GridNode, crossProposal: Double?) {
        axis = grid.axis
        tracks = GridTracks(grid.tracks, available: crossProposal)
        let offered = crossProposal.flatMap { $0.isFinite ? $0 : nil }
        crossSize = offered ?? tracks.total
        spacing = grid.spacing ?? LeafLayout.defaultSpacing
        alignment = grid.alignment
        trackOffset = max(0, crossSize - tracks.total) * grid.alignment.fraction(on: grid.axis.cross)
    }

    var cellProposal: Proposal {
        Proposal(axis: axis, along: nil, across: tracks.lengths[pending.count % max(1, tracks.count)])
    }
    var lineProposal: Proposal { Proposal(axis: axis, along: nil, across: crossSize) }

    mutating func addCell(_ token: Int, _ size: Size, place: Place) throws {
        pending.append((token, size))
        if pending.count >= tracks.count { try flush(place) }
    }

    /// A header or footer: ends the current line and takes one of its own.
    mutating func addLine(_ token: Int, _ size: Size, place: Place) throws {
        try flush(place)
        let start = beginLine()
        let across = (crossSize - size.across(axis)) * alignment.fraction(on: axis.cross)
        try place(token, axis.point(along: start, across: across))
        along = start + size.along(axis)
    }

    /// Places the last, partial line; returns the grid's size.
    mutating func finish(place: Place) throws -> Size {
        try flush(place)
        return axis.size(along: along, across: crossSize)
    }

    private mutating func beginLine() -> Double {
        let start = lines > 0 ? along + spacing : along
        lines += 1
        return start
    }

    private mutating func flush(_ place: Place) throws {
        guard !pending.isEmpty else { return }
        let start = beginLine()
        let length = pending.map { $0.size.along(axis) }.max() ?? 0
        for (track, cell) in pending.enumerated() {
            let cellAlignment = tracks.alignments[track] ?? alignment
            let across = trackOffset + tracks.starts[track]
                + (tracks.lengths[track] - cell.size.across(axis)) * cellAlignment.fraction(on: axis.cross)
            let alongOffset = (length - cell.size.along(axis)) * (tracks.alignments[track]?.fraction(on: axis) ?? 0.5)
            try place(cell.token, axis.point(along: start + alongOffset, across: across))
        }
        along = start + length
        pending.removeAll(keepingCapacity: true)
    }
}
