import Foundation

/// SwiftUI's `ScrollPhase`.
public enum ScrollPhase: String, CaseIterable, Hashable, Sendable {
    /// At rest.
    case idle
    /// Finger down, not yet moved.
    case tracking
    /// Finger dragging.
    case interacting
    /// Released, heading to the target.
    case decelerating
    /// A programmatic scroll.
    case animating

    public var isScrolling: Bool { self != .idle }
}
