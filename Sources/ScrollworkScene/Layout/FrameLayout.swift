import ScrollworkCore

// The sizing rules of the frame-like modifiers and of the leaf views, as SwiftUI applies them.

extension FlexibleFrame {
    /// The proposal passed to the child: an unspecified length becomes the ideal one,
    /// then the proposal is clamped into `[min, max]`.
    func childProposal(_ proposal: Proposal) -> Proposal {
        Proposal(width: Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
                 height: Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
    }

    /// The frame's size from the child's size and the clamped proposal: with no proposal it
    /// hugs the child within its bounds; with one, a bound makes it take the proposed length
    /// (`maxWidth: .infinity` fills, `minWidth` grows a small child).
    func size(child: Size, proposal: Proposal) -> Size {
        Size(width: Self.length(child.width, proposal.width, minWidth, maxWidth),
             height: Self.length(child.height, proposal.height, minHeight, maxHeight))
    }

    private static func clamp(_ value: Double?, _ low: Double?, _ high: Double?) -> Double? {
        guard var value else { return nil }
        if let low, value < low { value = low }
        if let high, value > high { value = high }
        return value
    }

    private static func length(_ child: Double, _ proposed: Double?, _ low: Double?, _ high: Double?) -> Double {
        guard let proposed else { return clamp(child, low, high) ?? child }
        var result = child
        if let low { result = max(low, min(result, proposed)) }
        if let high { result = min(high, max(result, proposed)) }
        return result
    }
}

enum AspectRatioLayout {
    /// The size `aspectRatio` proposes to its child: the largest size of the ratio inside the
    /// proposal (`.fit`) or the smallest covering it (`.fill`); an unspecified or infinite
    /// length follows from the other one, or from the child's ideal size when both are missing.
    static func childProposal(ratio given: Double?, mode: ContentMode, proposal: Proposal, ideal: Size?) -> Proposal {
        let idealSize = ideal ?? Size(width: 10, height: 10)
        var ratio = given ?? (idealSize.height > 0 ? idealSize.width / idealSize.height : 1)
        if !(ratio.isFinite && ratio > 0) { ratio = 1 }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let wider = width / max(height, .leastNonzeroMagnitude) > ratio
            let useHeight = mode == .fit ? wider : !wider
            return useHeight ? Proposal(width: height * ratio, height: height) : Proposal(width: width, height: width / ratio)
        case let (width?, nil):
            return Proposal(width: width, height: width / ratio)
        case let (nil, height?):
            return Proposal(width: height * ratio, height: height)
        case (nil, nil):
            return Proposal(width: idealSize.width, height: idealSize.width / ratio)
        }
    }
}

enum LeafLayout {
    static let imageSide = 24.0
    /// The length of a shape or colour on an axis with no proposal.
    static let unproposedShapeLength = 10.0
    static let defaultSpacing = 8.0

    /// A `Spacer`: along its stack's axis it takes what is offered, at least its minimum;
    /// across it takes nothing. Outside a stack it fills on both axes.
    static func spacerSize(minLength: Double?, proposal: Proposal, stackAxis: Axis?) -> Size {
        let minimum = max(0, minLength.flatMap { $0.isFinite ? $0 : nil } ?? defaultSpacing)
        guard let axis = stackAxis else {
            return Size(width: max(minimum, proposal.width ?? minimum), height: max(minimum, proposal.height ?? minimum))
        }
        let along = max(minimum, proposal.along(axis) ?? minimum)
        return axis == .vertical ? Size(width: 0, height: along) : Size(width: along, height: 0)
    }

    /// How thick a `Divider` is.
    static let dividerThickness = 1.0

    /// A `Divider`: 1 pt along its stack's axis, across it whatever it is offered (nothing when
    /// offered nothing); outside a stack, a horizontal line.
    static func dividerSize(proposal: Proposal, stackAxis: Axis?) -> Size {
        let axis = stackAxis ?? .vertical
        let offered = proposal.across(axis).flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
        return axis.size(along: dividerThickness, across: offered)
    }
}
