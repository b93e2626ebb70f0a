import Foundation
import ScrollworkCore
import ScrollworkScene

/// The modifiers of SPEC §6 applied to views, from evaluated arguments.
enum ViewModifiers {
    enum Kind { case visual, view }

    /// Accepted with no layout effect.
    static let visual: Set<String> = [
        "foregroundColor", "foregroundStyle", "font", "fontWeight", "fontDesign", "bold", "italic", "underline",
        "strikethrough", "monospaced", "monospacedDigit", "kerning", "tracking", "lineSpacing", "lineLimit",
        "multilineTextAlignment", "minimumScaleFactor", "truncationMode", "textCase", "cornerRadius", "clipShape",
        "clipped", "mask", "shadow", "tint", "accentColor", "fill", "stroke", "strokeBorder", "border", "buttonStyle",
        "contentShape", "imageScale", "symbolRenderingMode", "symbolVariant", "renderingMode", "interpolation",
        "animation", "transition", "zIndex", "compositingGroup", "drawingGroup", "allowsHitTesting", "disabled",
        "labelsHidden", "redacted", "preferredColorScheme", "colorScheme", "environment", "tag", "hidden",
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityHidden",
        "accessibilityElement", "accessibilityAddTraits", "navigationTitle", "navigationBarTitleDisplayMode",
        "toolbar", "statusBarHidden", "persistentSystemOverlays", "sensoryFeedback", "contentTransition",
        "backgroundStyle", "listRowInsets", "listRowBackground", "listStyle", "textSelection", "blendMode",
        "colorMultiply", "colorInvert", "luminanceToAlpha", "scrollContentBackground", "scrollClipDisabled",
        "layoutPriority", "onAppear", "onDisappear", "task", "onChange", "symbolEffect",
    ]

    /// Modifiers with a layout, scroll, interaction or effect meaning.
    static let handled: Set<String> = [
        "frame", "padding", "aspectRatio", "scaledToFit", "scaledToFill", "containerRelativeFrame", "id", "overlay",
        "background", "offset", "ignoresSafeArea", "scrollTargetLayout", "scrollTarget", "scrollTargetBehavior",
        "scrollTransition", "contentMargins", "safeAreaPadding", "scrollPosition", "scrollIndicators",
        "scrollBounceBehavior", "scrollDisabled", "defaultScrollAnchor", "stickyBehavior", "sticky",
        "onScrollGeometryChange", "onScrollPhaseChange", "refreshable", "scrollDecelerationRate", "onTapGesture",
        "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "resizable", "scaleEffect",
        "opacity", "rotationEffect", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "onChanged", "onEnded", "threshold", "fixedSize",
    ]

    /// The labels that make `frame(…)` a flexible frame; kept once rather than built per call.
    private static let flexibleFrameLabels: Set<String> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// Whether a `frame(…)` label is one of a flexible frame. All of them start with "m" or "i",
    /// so `width:`, `height:` and `alignment:` (the common frame) are told apart without hashing.
    private static func isFlexibleFrameLabel(_ label: String?) -> Bool {
        guard let label, let first = label.utf8.first, first == UInt8(ascii: "m") || first == UInt8(ascii: "i") else {
            return false
        }
        return flexibleFrameLabels.contains(label)
    }

    /// Modifiers whose unlabeled closure is a view builder.
    static let builderModifiers: Set<String> = ["overlay", "background"]

    static func kind(of name: String) -> Kind? {
        if handled.contains(name) { return .view }
        if visual.contains(name) { return .visual }
        return nil
    }

    /// The modified value, or nil when `base` is not something these modifiers apply to.
    static func apply(_ name: String, to base: Value, _ a: ViewArguments, range: SourceRange) throws -> Value? {
        if case .host(let gesture as GestureValue) = base {
            let closure = a.firstUnlabeledClosure
            switch name {
            case "onChanged": return .host(GestureValue(minimumDistance: gesture.minimumDistance, onChanged: closure, onEnded: gesture.onEnded))
            case "onEnded": return .host(GestureValue(minimumDistance: gesture.minimumDistance, onChanged: gesture.onChanged, onEnded: closure))
            default: return nil
            }
        }
        if name == "threshold", let configuration = transitionConfiguration(base) {
            var copy = configuration
            if case .host(let argument as SceneArgument)? = a.unlabeled(0), case .threshold(let threshold) = argument.kind {
                copy.threshold = threshold
            } else if let symbol = ArgumentReader.symbol(a.unlabeled(0)) {
                copy.threshold = symbol == "centered" ? .centered : symbol == "hidden" ? .visible(0) : .visible(1)
            }
            return .host(SceneArgument(.transition(copy)))
        }
        let node: ViewNode
        if case .host(let view as ViewValue) = base {
            node = view.node
        } else {
            guard ViewConversion.isView(base) else { return nil }
            node = try ViewConversion.node(base, range: range)
        }
        return .host(ViewValue(try modify(node, name, a, range: range)))
    }

    static func transitionConfiguration(_ value: Value?) -> TransitionConfiguration? {
        switch value {
        case .symbol("interactive")?: return .interactive
        case .symbol("animated")?: return .animated
        case .symbol("identity")?: return .identity
        case .host(let argument as SceneArgument)?:
            if case .transition(let configuration) = argument.kind { return configuration }
            return nil
        default: return nil
        }
    }

    private static func runtime() throws -> SceneRuntime {
        guard let runtime = SceneRuntime.current else { throw RuntimeFailure("views can only be built as part of a scene") }
        return runtime
    }

    /// The modifiers that only append one modifier to the view, whatever the view is.
    static let appendingModifiers: Set<String> = ["frame", "padding", "safeAreaPadding"]

    /// The modifier `frame(…)`, `padding(…)` or `safeAreaPadding(…)` appends.
    private static func appended(_ name: String, _ a: ViewArguments) throws -> ViewModifier? {
        let double = ArgumentReader.double
        switch name {
        case "frame":
            let alignment = try ArgumentReader.alignment(a["alignment"]) ?? .center
            if a.labels.contains(where: isFlexibleFrameLabel) {
                return .flexibleFrame(FlexibleFrame(minWidth: try double(a["minWidth"]), idealWidth: try double(a["idealWidth"]),
                                                    maxWidth: try double(a["maxWidth"]), minHeight: try double(a["minHeight"]),
                                                    idealHeight: try double(a["idealHeight"]),
                                                    maxHeight: try double(a["maxHeight"]), alignment: alignment))
            }
            return .frame(width: try double(a["width"]), height: try double(a["height"]), alignment: alignment)
        case "padding", "safeAreaPadding":
            let (edges, length) = try edgesAndLength(a)
            let insets = edges.insets(length ?? 16)
            return name == "padding" ? .padding(insets) : .safeAreaPadding(insets)
        default:
            return nil
        }
    }

    /// One of the `appendingModifiers` on a view value: when nothing else holds the value (a
    /// view just built, as in `HStack { … }.padding().frame(height: 60)`), the modifier is
    /// appended in place, sparing a new view value and a copy of the modifier list per call.
    /// False when `value` is not a builtin view value.
    static func append(_ name: String, to value: inout Value, _ a: ViewArguments) throws -> Bool {
        guard case .host(_ as ViewValue) = value, let modifier = try appended(name, a),
              var view = takeView(&value) else { return false }
        if isKnownUniquelyReferenced(&view) {
            // Room for a few, so a chain such as `.padding(…).frame(…)` allocates the list once.
            if view.node.modifiers.isEmpty { view.node.modifiers.reserveCapacity(4) }
            view.node.modifiers.append(modifier)
            value = .host(view)
        } else {
            value = .host(ViewValue(view.node.modified(modifier)))
        }
        return true
    }

    /// The view value in `value`, leaving `.none` there, so the caller's reference is the only one.
    private static func takeView(_ value: inout Value) -> ViewValue? {
        guard case .host(let object) = value, let view = object as? ViewValue else { return nil }
        value = .none
        return view
    }

    private static func modify(_ node: ViewNode, _ name: String, _ a: ViewArguments, range: SourceRange) throws -> ViewNode {
        let double = ArgumentReader.double
        if let modifier = try appended(name, a) { return node.modified(modifier) }
        switch name {
        case "contentMargins":
            let (edges, length) = try edgesAndLength(a)
            let placement = ArgumentReader.symbol(a["for"]).flatMap(ContentMarginPlacement.init(rawValue:)) ?? .automatic
            return node.contentMargins(edges, length ?? 0, for: placement)
        case "aspectRatio", "scaledToFit", "scaledToFill":
            var ratio: Double?
            if case .size(let size)? = a.unlabeled(0) { ratio = size.height > 0 ? size.width / size.height : nil } else {
                ratio = try double(a.unlabeled(0))
            }
            let fill = name == "scaledToFill" || ArgumentReader.symbol(a["contentMode"]) == "fill"
            return node.aspectRatio(ratio, contentMode: fill ? .fill : .fit)
        case "containerRelativeFrame":
            let axes = try ArgumentReader.axes(a.unlabeled(0)) ?? .vertical
            var transform: ContainerLengthTransform?
            if let closure = a.unlabeledClosures.first {
                let machine = try runtime().machine
                transform = ContainerLengthTransform { length, axis in
                    machine.begin()
                    let axisValue = Value.symbol(axis == .vertical ? "vertical" : "horizontal")
                    guard let result = try? closure.call([.double(length), axisValue]),
                          let number = try? double(result) else { return .nan }
                    return number
                }
            }
            let frame = ContainerRelativeFrame(axes: axes, count: try ArgumentReader.int(a["count"]) ?? 1,
                                               span: try ArgumentReader.int(a["span"]) ?? 1,
                                               spacing: try double(a["spacing"]) ?? 0,
                                               alignment: try ArgumentReader.alignment(a["alignment"]) ?? .center,
                                               transform: transform)
            return node.modified(.containerRelativeFrame(frame))
        case "id":
            guard let value = a.unlabeled(0) else { return node }
            return node.id(ViewConversion.itemID(value))
        case "overlay", "background":
            let content = a.unlabeledClosures.first.map(Value.function) ?? a.unlabeled(0) ?? a["content"]
            guard let view = try ArgumentReader.view(content, range: range) else { return node }
            let alignment = try ArgumentReader.alignment(a["alignment"]) ?? .center
            return name == "overlay" ? node.overlay(alignment: alignment, view) : node.background(alignment: alignment, view)
        case "offset":
            var x = try double(a["x"]) ?? 0, y = try double(a["y"]) ?? 0
            if case .size(let size)? = a.unlabeled(0) { x = size.width; y = size.height }
            let moved = node.offset(x: x, y: y)
            return BodyEffects.applying({ $0.offsetX += x; $0.offsetY += y }, to: moved, runtime: SceneRuntime.current)
        case "fixedSize":
            let horizontal = try ArgumentReader.bool(a["horizontal"]) ?? a.isEmpty
            let vertical = try ArgumentReader.bool(a["vertical"]) ?? a.isEmpty
            return node.modified(.fixedSize(AxisSet(rawValue: (horizontal ? 1 : 0) | (vertical ? 2 : 0))))
        case "ignoresSafeArea":
            return node.modified(.ignoresSafeArea(try ArgumentReader.edges(a["edges"]) ?? .all))
        case "scrollTargetLayout", "scrollTarget":
            if try ArgumentReader.bool(a["isEnabled"]) == false { return node }
            return node.modified(name == "scrollTarget" ? .scrollTarget : .scrollTargetLayout)
        case "resizable":
            guard case .image(let systemName, _) = node.content else { return node }
            var copy = node
            copy.content = .image(systemName: systemName, resizable: true)
            return copy
        case "scaleEffect", "opacity", "rotationEffect", "blur", "brightness", "contrast", "saturation", "grayscale",
             "hueRotation":
            return try effect(node, name, a)
        default:
            return try ViewModifiers.scrollOrInteraction(node, name, a, range: range, runtime: try runtime())
        }
    }

    /// `padding(16)`, `padding(.horizontal)`, `padding(.top, 8)`: edges (all by default) and a length.
    static func edgesAndLength(_ a: ViewArguments) throws -> (EdgeSet, Double?) {
        let first = a.unlabeled(0)
        switch first.map(StateBox.unwrap) {
        case .int?, .double?, .symbol("infinity")?:
            return (.all, try ArgumentReader.double(first))
        case nil:
            return (.all, nil)
        default:
            return (try ArgumentReader.edges(first) ?? .all, try ArgumentReader.double(a.unlabeled(1)))
        }
    }

    private static func effect(_ node: ViewNode, _ name: String, _ a: ViewArguments) throws -> ViewNode {
        let double = ArgumentReader.double
        let first = a.unlabeled(0)
        var degrees = 0.0
        if case .angle(let radians)? = first { degrees = radians * 180 / .pi }
        var scaleX = 1.0, scaleY = 1.0
        if name == "scaleEffect" {
            if case .size(let size)? = first {
                scaleX = size.width; scaleY = size.height
            } else if let uniform = try double(first) {
                scaleX = uniform; scaleY = uniform
            } else {
                scaleX = try double(a["x"]) ?? 1; scaleY = try double(a["y"]) ?? 1
            }
        }
        let amount = name == "blur" ? try double(a["radius"]) ?? 0 : (try? double(first)) ?? 0
        return BodyEffects.applying({ effects in
            switch name {
            case "scaleEffect": effects.scaleX *= scaleX; effects.scaleY *= scaleY
            case "opacity": effects.opacity *= amount
            case "rotationEffect": effects.rotation += degrees
            case "hueRotation": effects.hueRotation += degrees
            case "blur": effects.blur += amount
            case "brightness": effects.brightness += amount
            case "contrast": effects.contrast *= amount
            case "saturation": effects.saturation *= amount
            default: effects.grayscale = max(effects.grayscale, amount)
            }
        }, to: node, runtime: SceneRuntime.current)
    }
}
