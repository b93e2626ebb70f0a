import ScrollworkCore

/// A view tree written out as the numbers its layout depends on, and nothing else.
///
/// Two rows with equal signatures lay out identically under the same proposal, so a
/// million `Text("Row \(i)")` rows need as many layouts as there are distinct text
/// lengths. Labels, ids, actions, colours and scroll data are left out; text is kept as
/// its line lengths.
struct LayoutSignature {
    private(set) var words: [UInt64] = []

    mutating func reset() { words.removeAll(keepingCapacity: true) }

    mutating func append(_ node: ViewNode) throws {
        try append(node.content)
        for modifier in node.modifiers { try append(modifier) }
        word(0xFF)
    }

    private mutating func word(_ value: UInt64) { words.append(value) }
    private mutating func number(_ value: Double) { words.append(value.bitPattern) }
    private mutating func optional(_ value: Double?) {
        if let value { word(1); number(value) } else { word(0) }
    }
    private mutating func alignment(_ value: Alignment) { number(value.horizontal); number(value.vertical) }
    private mutating func insets(_ value: EdgeInsets) {
        number(value.top); number(value.leading); number(value.bottom); number(value.trailing)
    }
    private mutating func children(_ nodes: [ViewNode]) throws {
        word(UInt64(nodes.count))
        for node in nodes { try append(node) }
    }

    private mutating func append(_ content: ViewContent) throws {
        switch content {
        case .scrollView(let axes, let nodes):
            word(1); word(UInt64(axes.rawValue)); try children(nodes)
        case .stack(let stack, let nodes):
            word(2)
            word(stack.kind == .vertical ? 0 : stack.kind == .horizontal ? 1 : 2)
            alignment(stack.alignment); optional(stack.spacing)
            word(stack.isLazy ? 1 : 0); word(UInt64(stack.pinnedViews.rawValue))
            try children(nodes)
        case .grid(let grid, let nodes):
            word(3); word(grid.axis == .vertical ? 0 : 1)
            word(UInt64(grid.tracks.count))
            for track in grid.tracks {
                switch track.size {
                case .fixed(let length): word(0); number(length)
                case .flexible(let low, let high): word(1); number(low); number(high)
                case .adaptive(let low, let high): word(2); number(low); number(high)
                }
                optional(track.spacing)
                if let trackAlignment = track.alignment { word(1); alignment(trackAlignment) } else { word(0) }
            }
            alignment(grid.alignment); optional(grid.spacing); word(UInt64(grid.pinnedViews.rawValue))
            try children(nodes)
        case .forEach(let forEach):
            word(4); word(UInt64(forEach.count))
            for element in 0..<forEach.count { try append(try forEach.row(element)) }
        case .section(let section):
            word(5); try children(section.header); try children(section.content); try children(section.footer)
        case .spacer(let minLength):
            word(6); optional(minLength)
        case .text(let string):
            word(7)
            // A byte scan: `contains("\n")` goes through Foundation and dominated row loading.
            if string.utf8.contains(10) {
                let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
                word(UInt64(lines.count))
                for line in lines { word(UInt64(line.count)) }
            } else {
                word(1); word(UInt64(string.utf8.allSatisfy { $0 < 0x80 } ? string.utf8.count : string.count))
            }
        case .image(_, let resizable):
            word(8); word(resizable ? 1 : 0)
        case .shape, .color, .linearGradient:
            word(9)
        case .button(let label, _):
            word(10); try children(label)
        case .group(let nodes):
            word(11); try children(nodes)
        case .empty:
            word(12)
        }
    }

    private mutating func append(_ modifier: ViewModifier) throws {
        switch modifier {
        case .frame(let width, let height, let frameAlignment):
            word(101); optional(width); optional(height); alignment(frameAlignment)
        case .flexibleFrame(let frame):
            word(102)
            for value in [frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight, frame.idealHeight, frame.maxHeight] {
                optional(value)
            }
            alignment(frame.alignment)
        case .padding(let padding):
            word(103); insets(padding)
        case .aspectRatio(let ratio, let mode):
            word(104); optional(ratio); word(mode == .fit ? 0 : 1)
        case .containerRelativeFrame(let frame):
            word(105); word(UInt64(frame.axes.rawValue)); word(UInt64(bitPattern: Int64(frame.count)))
            word(UInt64(bitPattern: Int64(frame.span))); number(frame.spacing); alignment(frame.alignment)
            if let transform = frame.transform { word(transform.serial) }
        case .offset(let x, let y):
            word(106); number(x); number(y)
        case .overlay(let view, let viewAlignment):
            word(107); alignment(viewAlignment)
            try append(view)
        case .background(let view, let viewAlignment):
            word(108); alignment(viewAlignment)
            try append(view)
        case .ignoresSafeArea(let edges):
            word(109); word(UInt64(edges.rawValue))
        case .safeAreaPadding(let padding):
            word(110); insets(padding)
        case .contentMargins(let edges, let length, let placement):
            word(111); word(UInt64(edges.rawValue)); number(length); word(placement == .scrollIndicators ? 1 : 0)
        default:
            break
        }
    }
}

/// One distinct row layout: the size and the placed subtree shared by every row with its signature.
struct RowPrototype {
    var size: Size
    var placed: PlacedView
}

/// The row layouts computed so far, found by signature, proposal and environment.
final class RowPrototypes {
    private struct Key: Hashable {
        var signature: [UInt64]
        var proposal: Proposal
        var container: Size
        var safeArea: EdgeInsets
        var stackAxis: Axis?
    }

    private(set) var rows: [RowPrototype] = []
    private var index: [Key: Int32] = [:]
    private var scratch = LayoutSignature()

    /// The prototype for `node` under `proposal`, laying it out the first time its signature is seen.
    func prototype(for node: ViewNode, _ proposal: Proposal, _ environment: LayoutEnvironment,
                   engine: LayoutEngine) throws -> Int32 {
        scratch.reset()
        try scratch.append(node)
        let key = Key(signature: scratch.words, proposal: proposal, container: environment.container,
                      safeArea: environment.safeArea, stackAxis: environment.stackAxis)
        if let found = index[key] { return found }
        var rowEnvironment = environment
        rowEnvironment.reportsScrollViews = false
        let placed = try engine.place(node, proposal, rowEnvironment)
        let number = Int32(clamping: rows.count)
        rows.append(RowPrototype(size: placed.size, placed: placed))
        index[key] = number
        return number
    }

    subscript(index: Int32) -> RowPrototype { rows[Int(index)] }
}
