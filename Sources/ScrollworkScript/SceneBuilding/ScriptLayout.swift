import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A script's `Layout`, run by the scene's layout: `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` with the cache `makeCache(subviews:)` made.
///
/// The layout value is built with the views of one body evaluation, so its cache lives as
/// long as that evaluation's layout: made the first time the layout is asked anything, then
/// passed `inout` to every call, as SwiftUI keeps it for a container's lifetime.
/// `updateCache` is never needed here (the subviews of one evaluation never change); a
/// script's `explicitAlignment` is not asked (our stacks have no alignment guides; loading warns).
/// Each call runs under the step budget like any script code the layout runs.
final class ScriptLayout: CustomLayout {
    private let value: Value
    private let type: StructType
    private weak var runtime: SceneRuntime?
    private let range: SourceRange
    private let sizeMethod: ScriptFunction
    private let placeMethod: ScriptFunction
    private let makeCacheMethod: ScriptFunction?
    private var cache: Value?
    /// `stackOrientation` of the type's `static var layoutProperties`, if it declares one.
    let stackOrientation: Axis?

    init(_ value: Value, type: StructType, runtime: SceneRuntime, range: SourceRange) throws {
        func method(_ name: String, _ labels: [String?]) -> ScriptFunction? {
            type.methods(named: name)?.first { $0.labels == labels }
        }
        guard let size = method("sizeThatFits", ["proposal", "subviews", "cache"]) else {
            throw RuntimeFailure("'\(type.name)' does not conform to protocol 'Layout': it has no 'sizeThatFits(proposal:subviews:cache:)'")
        }
        guard let place = method("placeSubviews", ["in", "proposal", "subviews", "cache"]) else {
            throw RuntimeFailure("'\(type.name)' does not conform to protocol 'Layout': it has no 'placeSubviews(in:proposal:subviews:cache:)'")
        }
        self.value = value
        self.type = type
        self.runtime = runtime
        self.range = range
        sizeMethod = size
        placeMethod = place
        makeCacheMethod = method("makeCache", ["subviews"])
        stackOrientation = try Self.stackOrientation(of: type, machine: runtime.machine, context: runtime, range: range)
    }

    /// The layout's `static var layoutProperties` (stored or computed), read once per container.
    private static func stackOrientation(of type: StructType, machine: Machine, context: ScriptContext,
                                         range: SourceRange) throws -> Axis? {
        let properties: Value
        if let slot = type.staticSlots["layoutProperties"] {
            properties = machine.globals.slots[slot]
        } else if let getter = type.staticComputed["layoutProperties"] {
            machine.begin()
            properties = try getter.run(Frame(size: getter.frameSize, parent: nil, context: context), machine: machine, at: range)
        } else {
            return nil
        }
        guard case .symbol(let name) = try LayoutPropertiesValue.type.getter("stackOrientation")(properties) else { return nil }
        return name == "horizontal" ? .horizontal : .vertical
    }

    var typeName: String { type.name }

    func sizeThatFits(_ proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws -> Size {
        let list = Self.subviews(subviews)
        let result = try call(sizeMethod, [.host(ProposedSizeValue(proposal)), list, try madeCache(list)], cacheAt: 2)
        return try located(range) { try ValueReaders.size(result, "the size sizeThatFits returned") }
    }

    func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws {
        let list = Self.subviews(subviews)
        _ = try call(placeMethod, [.rect(bounds), .host(ProposedSizeValue(proposal)), list, try madeCache(list)], cacheAt: 3)
    }

    private static func subviews(_ proxies: [LayoutSubviewProxy]) -> Value {
        .array(proxies.enumerated().map { .host(LayoutSubviewValue($1, index: $0)) })
    }

    /// The cache, made by `makeCache(subviews:)` the first time (`()` for a layout without one).
    private func madeCache(_ subviews: Value) throws -> Value {
        if let cache { return cache }
        let made = try makeCacheMethod.map { try call($0, [subviews], cacheAt: nil) } ?? .none
        cache = made
        return made
    }

    /// Runs one of the layout's methods on the layout value; the `inout` cache at `cacheAt`
    /// is kept for the next call.
    private func call(_ function: ScriptFunction, _ arguments: [Value], cacheAt: Int?) throws -> Value {
        guard let runtime else { throw RuntimeFailure("the layout '\(type.name)' can only run as part of a scene") }
        var frame = function.makeFrame(context: runtime)
        defer { function.pool.give(&frame) }
        frame.slots[0] = value
        for (index, argument) in arguments.enumerated() where index < function.parameterSlots.count {
            frame.slots[function.parameterSlots[index]] = argument
        }
        runtime.machine.begin()
        let result = try function.run(frame, machine: runtime.machine, at: range)
        if let cacheAt, cacheAt < function.parameterSlots.count { cache = frame.slots[function.parameterSlots[cacheAt]] }
        return result
    }
}

/// Containers made by calling a layout with views (`MyLayout { … }`, `layout { … }`).
enum LayoutContainers {
    static func node(_ layout: Value, children: [ViewNode], range: SourceRange, in context: ScriptContext?) throws -> ViewNode {
        switch layout {
        case .host(let builtin as StackLayoutValue):
            return ViewNode(.stack(builtin.stack, children: children))
        case .host(let erased as AnyLayoutValue):
            return try node(erased.base, children: children, range: range, in: context)
        case .record(let record, _) where record.conforms(to: "Layout"):
            guard let runtime = context?.runtime else {
                throw RuntimeFailure("the layout '\(record.name)' can only be used as part of a scene")
            }
            let script = try ScriptLayout(layout, type: record.type, runtime: runtime, range: range)
            return ViewNode(.stack(StackNode(.custom(CustomLayoutNode(script))), children: children))
        default:
            throw RuntimeFailure("a value of type '\(layout.typeName)' is not a Layout")
        }
    }

    /// Whether a value is a layout (for `AnyLayout(_:)`).
    static func isLayout(_ value: Value) -> Bool {
        switch value {
        case .host(let object): return object is StackLayoutValue || object is AnyLayoutValue
        case .record(let record, _): return record.conforms(to: "Layout")
        default: return false
        }
    }
}
