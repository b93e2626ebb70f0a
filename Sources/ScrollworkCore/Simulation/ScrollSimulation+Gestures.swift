import Foundation

/// Touches, drags, releases and programmatic scrolls (docs/SEMANTICS.md, "Physics").
extension ScrollSimulation {
    /// Finger down: stops any motion where it is; the current target becomes `originalTarget`.
    public func touch() {
        guard canScroll, finger == nil else { return }
        motion = nil
        velocity = 0
        finger = Finger(raw: rawPosition(forShown: offset))
        touchDownTarget = ScrollTarget(rect: targetRect)
        motionLog = []
        record()
        setPhase(.tracking)
    }

    /// Moves the finger so the offset would move by `distance` over `duration`, a frame at a time;
    /// past an edge the rubber band shows less. The finger stays down.
    public func drag(by distance: Double, over duration: Double = 0.1) {
        guard canScroll, distance.isFinite, duration.isFinite else { return }
        touch()
        let frames = max(1, frameCount(for: duration))
        let speed = distance * framesPerSecond / Double(frames)
        if distance != 0 { setPhase(.interacting) }
        // Positions from the start, not running sums, so the drag ends exactly `distance` away.
        let start = finger?.raw ?? 0
        for frame in 1...frames {
            guard var current = finger, !Interruption.isRequested else { return }
            current.raw = start + distance * Double(frame) / Double(frames)
            current.velocity = speed
            finger = current
            offset = shownPosition(forRaw: current.raw)
            velocity = speed
            step()
        }
    }

    /// Finger up with `velocity` (or the last drag's): overscrolled, it springs back to the edge;
    /// otherwise the target behaviour picks the target and the physics heads there.
    public func release(velocity given: Double? = nil) {
        guard let current = finger else { return }
        let releaseVelocity = (given?.isFinite == true ? given : nil) ?? current.velocity
        // A finger that leaves with speed has moved: a flick passes through `.interacting`
        // before it decelerates, as a finger's gesture does in UIScrollView (isDragging).
        if releaseVelocity != 0 { setPhase(.interacting) }
        finger = nil
        let range = metrics.offsetRange, measured = targetMetrics
        if !range.contains(offset) {
            var edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            // A pull past the threshold refreshes once; UIRefreshControl does not start again
            // while it is refreshing.
            if !isRefreshing, let threshold = refreshThreshold, range.lowerBound - offset > threshold {
                refreshCount += 1
                isRefreshing = refreshHoldsContent
                emit(.refreshed)
            }
            if isRefreshing, offset < range.lowerBound { edge = range.lowerBound - Self.refreshControlHeight }
            let edgeTarget = measured.targetMin(forOffset: edge)
            lastRelease = ReleaseRecord(velocity: releaseVelocity, naturalTarget: edgeTarget, finalTarget: edgeTarget,
                                        leadingInset: measured.leadingInset)
            emit(.released(velocity: releaseVelocity, naturalTarget: edgeTarget, finalTarget: edgeTarget))
            start(physics.returnMotion(from: offset, velocity: releaseVelocity, to: edge), phase: .decelerating)
            return
        }
        let natural = physics.projectedOffset(from: offset, velocity: releaseVelocity, rate: decelerationRate)
        let naturalTarget = measured.clampedTargetMin(measured.targetMin(forOffset: natural))
        let finalTarget = chooseTarget(natural: naturalTarget, velocity: releaseVelocity, measured: measured)
        lastRelease = ReleaseRecord(velocity: releaseVelocity, naturalTarget: naturalTarget, finalTarget: finalTarget,
                                    leadingInset: measured.leadingInset)
        emit(.released(velocity: releaseVelocity, naturalTarget: naturalTarget, finalTarget: finalTarget))
        let plan = ReleasePlan(start: offset, velocity: releaseVelocity, naturalOffset: natural,
                               finalOffset: measured.offset(forTargetMin: finalTarget),
                               targetChanged: abs(finalTarget - naturalTarget) > 0.01,
                               range: range, rate: decelerationRate)
        start(physics.releaseMotion(plan), phase: .decelerating)
    }

    /// Touch down and release at once with `velocity`: tracking, interacting, then decelerating.
    public func fling(_ velocity: Double) {
        touch()
        release(velocity: velocity)
    }

    /// A programmatic scroll to `destination` (clamped): the bounce spring, or instant.
    public func scroll(toOffset destination: Double, animated: Bool = true) {
        guard destination.isFinite else { return }
        let clamped = metrics.clampedOffset(destination)
        finger = nil
        motionLog = []
        record()
        if !animated || clamped == offset {
            motion = nil
            offset = clamped
            velocity = 0
            offsetDidChange()
            setPhase(.idle)
            frameHandler?()
            // On a clock, the scene (or the clock's next frame) evaluates them once it is done.
            if clock == nil { evaluateFrameEffects() }
            return
        }
        start(physics.programmaticMotion(from: offset, to: clamped), phase: .animating)
    }

    /// Scrolls so the item's start is at the target rect's start (as it is now).
    public func scroll(toItem id: ItemID, animated: Bool = true) -> Bool {
        guard let index = layout.index(of: id) else { return false }
        let measured = targetMetrics
        let start = measured.axis.minimum(of: layout.items[index].frame)
        scroll(toOffset: measured.offset(forTargetMin: measured.clampedTargetMin(start)), animated: animated)
        return true
    }

    /// The behaviour's target for a release, clamped; the natural one if the behaviour fails.
    /// `measured` is the metrics as the target is taken (`targetMetrics` at the release).
    private func chooseTarget(natural: Double, velocity releaseVelocity: Double, measured: ScrollMetrics) -> Double {
        guard let behavior else { return natural }
        let axis = measured.axis
        var target = ScrollTarget(rect: axis.settingMinimum(of: targetRect, to: natural))
        let context = TargetContext(originalTarget: touchDownTarget, velocity: axis.vector(releaseVelocity),
                                    contentSize: measured.contentSize, containerSize: measured.targetSize,
                                    axis: axis, releaseTarget: targetRect, containerLength: measured.containerLength,
                                    targetStarts: layout.targetStarts, sizeClasses: sizeClasses)
        do {
            try behavior.updateTarget(&target, context: context)
        } catch {
            emit(.scriptError(PluginFailure(error, location: behavior.location,
                                            fallback: "\(behavior.displayName) failed; the scroll heads for the natural target")))
            return natural
        }
        let chosen = axis.minimum(of: target.rect)
        guard target.rect.isFinite else {
            emit(.scriptError(PluginFailure(PluginResultError.nonFiniteTarget(behavior: behavior.displayName),
                                            location: behavior.location)))
            return natural
        }
        return measured.clampedTargetMin(chosen)
    }

    private func shownPosition(forRaw raw: Double) -> Double {
        let range = metrics.offsetRange, dimension = metrics.containerLength
        if raw < range.lowerBound { return range.lowerBound - physics.rubberBand(range.lowerBound - raw, dimension: dimension) }
        if raw > range.upperBound { return range.upperBound + physics.rubberBand(raw - range.upperBound, dimension: dimension) }
        return raw
    }

    private func rawPosition(forShown shown: Double) -> Double {
        let range = metrics.offsetRange, dimension = metrics.containerLength
        if shown < range.lowerBound {
            return range.lowerBound - physics.rawDistance(forOverscroll: range.lowerBound - shown, dimension: dimension)
        }
        if shown > range.upperBound {
            return range.upperBound + physics.rawDistance(forOverscroll: shown - range.upperBound, dimension: dimension)
        }
        return shown
    }
}
