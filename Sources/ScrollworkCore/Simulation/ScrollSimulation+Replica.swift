import Foundation

extension ScrollSimulation {
    /// A simulation of the same content and settings (metrics, layout, transitions, sticky
    /// rule, the container's place on the screen) resting at `offset`, overscroll included, with no handlers: it draws a moment of a
    /// recorded motion again (the replay page) without touching this simulation, its events or
    /// its scene. Pins are found for that offset and velocity; animated transitions show the
    /// values they head for, as they have no animation under way.
    public func replica(atOffset offset: Double, velocity: Double = 0) -> ScrollSimulation {
        let copy = ScrollSimulation(metrics: metrics, layout: layout)
        copy.physics = physics
        copy.behavior = behavior
        copy.transitions = transitions
        copy.decelerationRate = decelerationRate
        copy.bounceBehavior = bounceBehavior
        copy.sizeClasses = sizeClasses
        copy.containerFrame = containerFrame
        copy.nestedViews = nestedViews
        copy.offset = offset.isFinite ? offset : copy.offset
        copy.velocity = velocity.isFinite ? velocity : 0
        // Set last, so the pins are found once, for the offset above.
        copy.stickyRule = stickyRule
        copy.updatePins()
        return copy
    }
}
