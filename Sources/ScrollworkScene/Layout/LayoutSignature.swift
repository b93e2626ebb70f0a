import ScrollworkCore

/// A view tree written out as the numbers its layout depends on, and nothing else.
///
/// Two rows with equal signatures lay out identically under the same proposal, so a
/// million `Text("Row \(i)")` rows need as many layouts as there are distinct text
/// lengths. Labels, ids, actions, colours and scroll data are left out; text is kept as
/// its line lengths.
struct LayoutSignature {
    private(set) var words: [UInt64] = []
    /// A running FNV-1a style digest of the words: cheaper than hashing the array again,
    /// and only a first test; equal digests are confirmed by comparing the words.
    private(set) var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    private var nesting = 0
    /// Whether a reader modifier or a `GeometryReader` was written out.
    private(set) var hasReaders = false
    /// Whether a view inside the row (not the row itself, nor inside a scroll view of the row)
    /// has effects or an `.id` of its own, or may have (a `GeometryReader`'s content)
    /// (`ScrollViewLayout.nestedViews(ofItemAt:)`).
    private(set) var hasNestedViews = false
    /// How many scroll views the views being written out are in.
    private var scrollDepth = 0
    /// Where the words of the row's text are in `words`, when the row is a `Text`.
    private(set) var rowText: Range<Int>?

    mutating func reset() {
        words.removeAll(keepingCapacity: true)
        digest = 0xcbf2_9ce4_8422_2325
        nesting = 0
        scrollDepth = 0
        hasReaders = false
        hasNestedViews = false
        rowText = nil
    }

    /// Starts again from a signature written out before (a context's): its words and its
    /// digest, so the rows sharing a context do not digest its words again one by one.
    mutating func reset(to start: LayoutSignature) {
        reset()
        words.append(contentsOf: start.words)
        digest = start.digest
    }

    /// The proposal and the environment values a row's layout depends on.
    mutating func appendContext(_ proposal: Proposal, _ environment: LayoutEnvironment) {
        word(0xFE)
        optional(proposal.width); optional(proposal.height)
        number(environment.container.width); number(environment.container.height)
        insets(environment.safeArea)
        word(environment.stackAxis == nil ? 0 : environment.stackAxis == .vertical ? 1 : 2)
        text(environment.text)
    }

    private static func index(_ weight: TextFont.Weight) -> UInt64 {
        UInt64(TextFont.Weight.allCases.firstIndex(of: weight) ?? 0)
    }

    /// Text settings change a text's size: rows under different fonts never share a layout.
    private mutating func text(_ text: TextEnvironment) {
        number(text.font.size); word(Self.index(text.font.weight))
        word(text.weight.map { Self.index($0) + 1 } ?? 0)
        word(text.lineLimit.map { UInt64(bitPattern: Int64($0)) &+ 1 } ?? 0)
        number(text.lineSpacing); number(text.minimumScaleFactor); word(UInt64(bitPattern: Int64(text.reservedLines)))
    }

    mutating func append(_ node: ViewNode) throws {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= LayoutEngine.nestingLimit else { throw SceneLayoutError.tooDeep(limit: LayoutEngine.nestingLimit) }
        try append(node.content)
        for position in node.modifiers.indices { try append(node.modifiers[position]) }
        word(0xFF)
    }

    private mutating func word(_ value: UInt64) {
        words.append(value)
        digest = (digest ^ value) &* 0x0000_0100_0000_01b3
    }
    private mutating func number(_ value: Double) { word(value.bitPattern) }
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
            word(1); word(UInt64(axes.rawValue))
            scrollDepth += 1
            defer { scrollDepth -= 1 }
            try children(nodes)
        case .stack(let stack, let nodes):
            word(2)
            switch stack.kind {
            case .vertical: word(0)
            case .horizontal: word(1)
            case .z: word(2)
            // A script's layout may size rows differently for the same shape: rows never share it.
            case .custom(let custom): word(3); word(custom.serial)
            }
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
            try forEach.checkRowLimit()
            word(4); word(UInt64(forEach.count))
            for element in 0..<forEach.count { try append(try forEach.row(element)) }
        case .section(let section):
            word(5); try children(section.header); try children(section.content); try children(section.footer)
        case .spacer(let minLength):
            word(6); optional(minLength)
        case .text(let string):
            word(7)
            let start = words.count
            appendText(string)
            if nesting == 1 { rowText = start..<words.count }
        case .image(_, let resizable, let natural):
            word(8); word(resizable ? 1 : 0)
            if let natural { word(natural.width.bitPattern); word(natural.height.bitPattern) }
        case .shape, .color, .linearGradient:
            word(9)
        case .button(let label, _):
            word(10); try children(label)
        case .group(let nodes):
            word(11); try children(nodes)
        case .empty:
            word(12)
        case .geometryReader:
            // It takes what it is offered, whatever its content; what the content holds (an
            // `.id`, an effect) is known only when a row builds it, so its rows are looked into.
            word(14)
            hasReaders = true
            if scrollDepth == 0 { hasNestedViews = true }
        case .divider:
            word(13)
        }
    }

    /// A text's words. Only where the words break matters (`TextWrapping`): per line, its
    /// tokens, then a 0. Most row texts are one ASCII line: one pass over the bytes gives the
    /// same tokens without Foundation or grapheme breaking.
    mutating func appendText(_ string: String) {
        var isSimple = true
        for byte in string.utf8 where byte >= 0x80 || byte == 0x0A {
            isSimple = false
            break
        }
        if isSimple {
            word(1)
            appendASCIITokens(string)
        } else {
            let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
            word(UInt64(lines.count))
            for line in lines {
                for token in TextWrapping.tokens(of: line) { tokenWord(token.spaces, token.length) }
                word(0)
            }
        }
    }

    /// `TextWrapping.tokens(of:)` for one line of ASCII, straight from the bytes.
    private mutating func appendASCIITokens(_ string: String) {
        var spaces = 0, length = 0, emitted = false
        for byte in string.utf8 {
            if byte == UInt8(ascii: " ") {
                if length > 0 { tokenWord(spaces, length); emitted = true; spaces = 0; length = 0 }
                spaces += 1
            } else {
                length += 1
                if byte == UInt8(ascii: "-") { tokenWord(spaces, length); emitted = true; spaces = 0; length = 0 }
            }
        }
        if length > 0 || spaces > 0 || !emitted { tokenWord(spaces, length) }
        word(0)
    }

    /// A token as one word with the top bit set, so the 0 ending a line cannot be mistaken for one.
    private mutating func tokenWord(_ spaces: Int, _ length: Int) {
        word(1 << 63 | UInt64(truncatingIfNeeded: spaces) << 32 | UInt64(truncatingIfNeeded: length) & 0xFFFF_FFFF)
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
        case .fixedSize(let axes):
            word(112); word(UInt64(axes.rawValue))
        case .overlay(let view, let viewAlignment):
            word(107); alignment(viewAlignment)
            try append(view)
        case .background(let view, let viewAlignment):
            word(108); alignment(viewAlignment)
            try append(view)
        case .ignoresSafeArea(let edges):
            word(109); word(UInt64(edges.rawValue))
        case .tag(let tag):
            // Tags do not change a layout, but a TabView shows the page its selection names.
            word(113); word(UInt64(bitPattern: Int64(tag.hashValue)))
        case .safeAreaPadding(let padding):
            word(110); insets(padding)
        case .text(let setting):
            word(116)
            switch setting {
            case .font(let font): word(1); number(font.size); word(Self.index(font.weight))
            case .weight(let weight): word(2); word(weight.map { Self.index($0) + 1 } ?? 0)
            case .environmentFont(let weight): word(7); word(weight.map { Self.index($0) + 1 } ?? 0)
            case .lineLimit(let limit): word(3); word(limit.map { UInt64(bitPattern: Int64($0)) &+ 1 } ?? 0)
            case .lineSpacing(let spacing): word(4); number(spacing)
            case .reservedLines(let lines): word(6); word(UInt64(bitPattern: Int64(lines)))
            case .minimumScaleFactor(let factor): word(5); number(factor)
            }
        case .safeAreaInset(let inset):
            word(115); word(UInt64(Edge.allCases.firstIndex(of: inset.edge) ?? 0)); alignment(inset.alignment); optional(inset.spacing)
            try append(inset.view)
        case .contentMargins(let edges, let length, let placement):
            word(111); word(UInt64(edges.rawValue)); number(length); word(placement == .scrollIndicators ? 1 : 0)
        case .reader:
            // No layout effect, but rows with readers must not share a prototype with rows without.
            word(114)
            hasReaders = true
        case .id where nesting == 1:
            // Where a row's own `.id` is among its layout modifiers says which view it names.
            word(118)
        case .listCell:
            word(119)
        case .layoutPriority(let priority):
            word(120); number(priority)
        case .position(let x, let y):
            word(121); number(x); number(y)
        case .scrollTransition(let transition) where nesting > 1 && scrollDepth == 0:
            // Which view inside the modifiers a nested transition reads is part of the layout.
            word(117); word(transition.layersInside.map { UInt64($0) &+ 1 } ?? 0)
            hasNestedViews = true
        case .scrollTransition, .id, .matchedGeometry:
            // No layout effect either; a view inside the row with one is found per row on screen
            // (a matched one for where its group is), so such rows must not share a prototype
            // with rows without.
            if nesting > 1, scrollDepth == 0 {
                word(117)
                hasNestedViews = true
            }
        default:
            break
        }
    }
}

/// One distinct row layout: the size and the placed subtree shared by every row with its signature,
/// and what it was laid out under, so a row holding a scroll view can be laid out again for real.
struct RowPrototype {
    var size: Size
    /// For a custom layout, its subviews still waiting for its place (`RowPrototypes.prototype(_:at:engine:)`).
    var placed: PlacedView
    /// Whether its rows hold reader modifiers or a `GeometryReader`.
    var hasReaders = false
    /// Whether views inside its rows have effects or ids of their own (`LayoutSignature.hasNestedViews`).
    var hasNestedViews = false
    /// Whether a `GeometryReader` inside built content: each row builds its own, so a row is laid
    /// out again to find the views in it (`ScrollViewLayout.placedRow`).
    var holdsReaderContent = false
    var proposal: Proposal
    var environment: LayoutEnvironment
    /// Whether a scroll view is inside (a carousel in a row), so rows of this shape are
    /// looked at when they come on screen.
    var holdsScrollView: Bool
}

/// The row layouts computed so far, found by signature, proposal and environment.
final class RowPrototypes {
    /// A row's signature with its proposal and environment; hashed by its digest alone.
    private struct Key: Hashable {
        var words: [UInt64]
        var digest: UInt64
        static func == (a: Key, b: Key) -> Bool { a.digest == b.digest && a.words == b.words }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    /// What of a proposal and an environment `LayoutSignature.appendContext` writes out.
    private struct Context: Equatable {
        var proposal: Proposal
        var container: Size
        var safeArea: EdgeInsets
        var stackAxis: Axis?
        var text: TextEnvironment

        init(_ proposal: Proposal, _ environment: LayoutEnvironment) {
            self.proposal = proposal
            container = environment.container
            safeArea = environment.safeArea
            stackAxis = environment.stackAxis
            text = environment.text
        }
    }

    // Read and written once or twice per row, each access complete before the next: exempt
    // from run-time exclusivity checks, which cost a million rows a tenth of their layout.
    @exclusivity(unchecked) private(set) var rows: [RowPrototype] = []
    /// `rows[i].holdsScrollView`, apart, so the check made for every row reads one byte (`holdsScrollView(_:)`).
    @exclusivity(unchecked) private var holdsScrollViews: [Bool] = []
    /// `rows[i].size`, apart, so the size read for every row copies no placed view.
    @exclusivity(unchecked) private var sizes: [Size] = []
    /// `rows[i].placed.idRect`, apart: read for every row with an `.id` of its own.
    @exclusivity(unchecked) private var idRects: [Rect?] = []
    /// `rows[i].hasReaders` and `rows[i].hasNestedViews`, apart for the same reason.
    @exclusivity(unchecked) private var readers: [Bool] = []
    @exclusivity(unchecked) private var nestedViews: [Bool] = []
    @exclusivity(unchecked) private var index: [Key: Int32] = [:]
    @exclusivity(unchecked) private var scratch = LayoutSignature()
    /// The last context written out, and its words: the rows of a container share one, so
    /// a million rows write it out once rather than a million times.
    @exclusivity(unchecked) private var lastContext: Context?
    @exclusivity(unchecked) private var contextSignature = LayoutSignature()
    /// The prototype the last look-up found or made, with its key.
    @exclusivity(unchecked) private var lastFound: (key: Key, number: Int32)?
    /// When the last row looked up is a `Text`: its modifiers, and where its text's words are in
    /// `lastFound`'s. The rows of a `ForEach` share their modifiers' storage, so a row with the
    /// same storage (held here, so no other list can take its place meanwhile) and the same
    /// text words has the same signature, found without writing the rest out again.
    @exclusivity(unchecked) private var lastText: (modifiers: [ViewModifier], words: Range<Int>)?
    @exclusivity(unchecked) private var textScratch = LayoutSignature()

    /// The prototype for `node` under `proposal`, laying it out the first time its signature is seen.
    func prototype(for node: ViewNode, _ proposal: Proposal, _ environment: LayoutEnvironment,
                   engine: LayoutEngine) throws -> Int32 {
        let context = Context(proposal, environment)
        if context != lastContext {
            var written = LayoutSignature()
            written.appendContext(proposal, environment)
            contextSignature = written
            lastContext = context
            lastText = nil
        }
        // A million `Text` rows of a `ForEach`, most of the same shape as the one before.
        if case .text(let string) = node.content, let last = lastText, let found = lastFound,
           Self.shareStorage(last.modifiers, node.modifiers) {
            textScratch.reset()
            textScratch.appendText(string)
            if found.key.words[last.words].elementsEqual(textScratch.words) { return found.number }
        }
        // The context first: its digest is then where every row of the container starts.
        scratch.reset(to: contextSignature)
        try scratch.append(node)
        // Taken before laying the row out, which may look up rows of its own.
        let rowText = scratch.rowText
        let number = try signedPrototype(for: node, proposal, environment, engine: engine)
        lastText = rowText.map { (node.modifiers, $0) }
        return number
    }

    /// Whether two lists of modifiers are one storage, so equal.
    private static func shareStorage(_ a: [ViewModifier], _ b: [ViewModifier]) -> Bool {
        guard a.count == b.count else { return false }
        return a.isEmpty || a.withUnsafeBufferPointer { first in b.withUnsafeBufferPointer { first.baseAddress == $0.baseAddress } }
    }

    /// `prototype(for:…)` found by the row's whole signature, written out in `scratch`; it is
    /// left in `lastFound`.
    private func signedPrototype(for node: ViewNode, _ proposal: Proposal, _ environment: LayoutEnvironment,
                                 engine: LayoutEngine) throws -> Int32 {
        // Neighbouring rows mostly share a layout (`Row 10` to `Row 99`): the last one found
        // is tried first, sparing the table's hashing and probing.
        if let last = lastFound, last.key.digest == scratch.digest, last.key.words == scratch.words { return last.number }
        let key = Key(words: scratch.words, digest: scratch.digest)
        if let found = index[key] {
            lastFound = (key, found)
            return found
        }
        var rowEnvironment = environment
        rowEnvironment.reportsScrollViews = false
        // A custom layout's subviews wait for its place in its container (`prototype(_:at:engine:)`):
        // placed at (0, 0) first, each of its rows was laid out twice.
        let placed = node.isCustomLayout ? try engine.layout(node, proposal, rowEnvironment, placing: true)
                                         : try engine.place(node, proposal, rowEnvironment)
        var row = RowPrototype(size: placed.size, placed: placed, hasReaders: scratch.hasReaders,
                               hasNestedViews: scratch.hasNestedViews, proposal: proposal,
                               environment: environment, holdsScrollView: placed.holdsScrollView)
        row.holdsReaderContent = scratch.hasReaders && placed.holdsReaderContent
        let number = append(row)
        index[key] = number
        lastFound = (key, number)
        return number
    }

    /// The row of `prototype`, a custom layout, with its subviews placed from bounds at `origin`,
    /// its place in the container holding it: shared with no other row, as no other is at that
    /// place. `prototype` keeps them waiting, for the next row of it.
    func prototype(_ prototype: Int32, at origin: Point, engine: LayoutEngine) throws -> Int32 {
        var row = rows[Int(prototype)]
        try engine.placeCustomSubviews(of: &row.placed, at: origin)
        row.holdsScrollView = row.placed.holdsScrollView
        row.holdsReaderContent = row.hasReaders && row.placed.holdsReaderContent
        return append(row)
    }

    private func append(_ row: RowPrototype) -> Int32 {
        let number = Int32(clamping: rows.count)
        rows.append(row)
        holdsScrollViews.append(row.holdsScrollView)
        sizes.append(row.size)
        idRects.append(row.placed.idRect)
        readers.append(row.hasReaders)
        nestedViews.append(row.hasNestedViews)
        return number
    }

    subscript(index: Int32) -> RowPrototype { rows[Int(index)] }

    func size(of index: Int32) -> Size { sizes[Int(index)] }
    /// Where the view the row's own `.id` names is in the row, when layout modifiers follow the `.id`.
    func idRect(of index: Int32) -> Rect? { idRects[Int(index)] }
    func holdsScrollView(_ index: Int32) -> Bool { holdsScrollViews[Int(index)] }
    func hasReaders(_ index: Int32) -> Bool { readers[Int(index)] }
    func hasNestedViews(_ index: Int32) -> Bool { nestedViews[Int(index)] }
}
