import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Where a hook was written and which one it is in the view tree, so an observer keeps its
/// last value across evaluations (the same view, the same key) and messages can point at it.
class SceneHook: ReaderHook {
    let range: SourceRange
    private let level: SceneRuntime.PathLevel?
    init(range: SourceRange, level: SceneRuntime.PathLevel?) {
        self.range = range
        self.level = level
    }
    /// The hook's place in the tree: its view's path and its number among hooks of its kind there.
    var key: String { level?.path ?? "" }
    var needsFrame: Bool { false }
}

/// `preference(key:value:)`: sets the key's value for the view, hiding its children's.
final class PreferenceHook: SceneHook {
    let preference: PreferenceKeyType
    let value: Value
    init(_ preference: PreferenceKeyType, value: Value, range: SourceRange) {
        self.preference = preference
        self.value = value
        super.init(range: range, level: nil)
    }
}

/// `transformPreference(_:_:)`: changes the value coming up from the view's children.
final class TransformPreferenceHook: SceneHook {
    let preference: PreferenceKeyType
    let callback: Callable
    init(_ preference: PreferenceKeyType, callback: Callable, range: SourceRange) {
        self.preference = preference
        self.callback = callback
        super.init(range: range, level: nil)
    }
}

/// `onPreferenceChange(_:perform:)`: runs the action when the value coming up changes.
final class PreferenceObserverHook: SceneHook {
    let preference: PreferenceKeyType
    let action: Callable
    init(_ preference: PreferenceKeyType, action: Callable, range: SourceRange, level: SceneRuntime.PathLevel?) {
        self.preference = preference
        self.action = action
        super.init(range: range, level: level)
    }
}

/// `onGeometryChange(for:of:action:)`: the view's geometry through `transform`, the action when it changes.
final class GeometryObserverHook: SceneHook {
    let transform: Callable
    let action: Callable
    /// The `(oldValue, newValue)` form, which is not called for the first value.
    let passesOldValue: Bool
    init(transform: Callable, action: Callable, passesOldValue: Bool, range: SourceRange, level: SceneRuntime.PathLevel?) {
        self.transform = transform
        self.action = action
        self.passesOldValue = passesOldValue
        super.init(range: range, level: level)
    }
    override var needsFrame: Bool { true }
}

/// `coordinateSpace(name:)` / `coordinateSpace(_:)`: names the view's frame for the views inside.
final class CoordinateSpaceHook: SceneHook {
    let name: String
    init(name: String, range: SourceRange) {
        self.name = name
        super.init(range: range, level: nil)
    }
    override var needsFrame: Bool { true }
}

/// `GeometryReader`: its place in the tree, for the frames it read while laid out, and its
/// content closure's folded form when it has one.
final class GeometryReaderHook: SceneHook {
    let fold: (form: ReaderPreferenceFold, content: Callable)?
    init(range: SourceRange, level: SceneRuntime.PathLevel?, fold: (form: ReaderPreferenceFold, content: Callable)?) {
        self.fold = fold
        super.init(range: range, level: level)
    }
    override var needsFrame: Bool { true }
}

/// `onScrollVisibilityChange(threshold:_:)`: runs the action with true when at least
/// `threshold` of the view shows in its scroll view, false when less does.
final class VisibilityObserverHook: SceneHook {
    let threshold: Double
    let action: Callable
    init(threshold: Double, action: Callable, range: SourceRange, level: SceneRuntime.PathLevel?) {
        self.threshold = threshold
        self.action = action
        super.init(range: range, level: level)
    }
    override var needsFrame: Bool { true }
}

/// `onScrollTargetVisibilityChange(idType:threshold:_:)`: runs the action with the ids of the
/// scroll view's target views showing by at least `threshold`, in layout order, when they change.
final class TargetVisibilityObserverHook: SceneHook {
    let threshold: Double
    let action: Callable
    init(threshold: Double, action: Callable, range: SourceRange, level: SceneRuntime.PathLevel?) {
        self.threshold = threshold
        self.action = action
        super.init(range: range, level: level)
    }
}

/// `anchorPreference(key:value:transform:)`: sets the key's value, made by `transform` from
/// the view's anchor, hiding its children's.
final class AnchorPreferenceHook: SceneHook {
    let preference: PreferenceKeyType
    let source: AnchorSourceValue
    let transform: Callable
    init(_ preference: PreferenceKeyType, source: AnchorSourceValue, transform: Callable, range: SourceRange) {
        self.preference = preference
        self.source = source
        self.transform = transform
        super.init(range: range, level: nil)
    }
    override var needsFrame: Bool { true }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the key's value coming up from the
/// view, which its layer is built from when laid out.
final class PreferenceValueHook: SceneHook {
    let preference: PreferenceKeyType
    init(_ preference: PreferenceKeyType, range: SourceRange, level: SceneRuntime.PathLevel?) {
        self.preference = preference
        super.init(range: range, level: level)
    }
}
