import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A local name: its slot in the frame and what is known of its type.
struct LocalName {
    let slot: Int
    var type: StaticType
    let isLet: Bool
    let range: SourceRange
    /// A `let` of a non-optional type declared with no value, given one later: reading it
    /// while it still has none is the error swiftc reports at compile time.
    var isGivenLater = false
    /// An `async let`: its slot may hold the error its child task threw (`ChildTaskFailure`),
    /// thrown where it is read.
    var isChildTask = false
    /// A computed local (`var total: Int { a + b }`): its slot holds the getter, run at each read.
    var isComputed = false
    /// `tab` of a `$tab` closure parameter: the slot of the binding that writes to it go through.
    var bindingSlot: Int?
    /// A parameter declared a metatype (`_ type: Bool.Type`): the type whose metatype it holds,
    /// which picks an overload where it is passed on (`decodeForce(type, forKey: key)`).
    var metatypeOf: String?
}

/// What `fallthrough` in the switch case being compiled reaches: the next case, with the
/// names that case binds and this one does not (which Swift refuses), or no case at all.
enum FallthroughTarget {
    case nextCase(unboundNames: [String])
    case noCase
}

/// The names visible while compiling one function or closure body.
///
/// Each local gets its own slot for the whole call (slots are not reused across blocks),
/// so closures that capture a frame always see the variable they named.
final class FunctionScope {
    /// How many function scopes (closures, loop bodies, capture lists) may enclose a closure:
    /// a closure made deeper is refused with a located error, as compiling it would recurse
    /// past the thread's stack.
    static let maximumNesting = 32
    let parent: FunctionScope?
    /// This scope's place in the chain: 1 for a top-level body.
    let nesting: Int
    private var blocks: [[String: LocalName]] = [[:]]
    private(set) var slotCount = 0
    /// The struct whose method is being compiled; `self` is slot 0.
    let selfType: StructType?
    let isMutating: Bool
    let returnType: StaticType
    /// The `Output` of the publisher the function declares it returns (`BodyChecker.publisherStep`).
    var publisherOutput: StaticType?
    /// Slots of `$0`, `$1` … in a closure without a signature, created on first use.
    var anonymousSlots: [Int: Int]?
    /// Which of `$0`, `$1` … the caller passes `inout` (`$0` of `reduce(into:)`), so the body may set them.
    var anonymousInout: [Bool] = []
    /// What is known of the types of `$0`, `$1` … from the callee (`Element` of `compactMap`).
    var anonymousTypes: [StaticType] = []
    var loopDepth = 0
    /// In a switch case, what a `fallthrough` reaches; nil outside one.
    var fallthroughTarget: FallthroughTarget?
    /// A for-in body with a frame per iteration: not a function of its own, so `$0` and
    /// `return` belong to the enclosing one.
    var isLoopIteration = false
    /// The type whose static member is being compiled; its static names resolve unqualified.
    var staticOwner: StructType?
    /// In a failable `init?`, the slot `return nil` sets.
    var failedInitSlot: Int?
    /// The declaration whose body this is, as `#function` names it (`go(a:_:)`, `title`).
    var functionName: String?
    /// Set for a preview's own body; its calls of the app's code are replayed
    /// (`ExpressionLowering.replayedInPreview`), in the closures written in it too.
    var isPreviewBody = false
    var isInPreviewBody: Bool { isPreviewBody || parent?.isInPreviewBody == true }
    /// Generic parameters of the function being compiled (`T` of `func f<T>`).
    var generics: [String: StaticType] = [:]
    /// Where an error thrown by the code being compiled goes (see `ErrorHandling`).
    var errors = ErrorHandling()
    /// The type of the first parameter each untyped local of this scope is passed to whole, by
    /// slot: what Swift infers for a closure's untyped parameter from its body
    /// (`{ bird in BirdIcon(bird: bird) }` takes a `Bird`).
    var argumentTypes: [Int: StaticType] = [:]
    /// The type of the one expression a body of no declared result type returns (`{ $0 + $1.price }`).
    var singleValueType: StaticType?

    /// Types declared in this body (`enum CancelID { … }`), by name.
    var localTypes: [String: StructType] = [:]

    /// A type declared in this body or an enclosing one.
    func localType(_ name: String) -> StructType? { nearest { $0.localTypes[name] } }

    /// A generic parameter of this function or an enclosing one.
    func generic(_ name: String) -> StaticType? { nearest { $0.generics[name] } }

    /// What `read` finds in this scope or, failing that, the nearest enclosing one.
    private func nearest<T>(_ read: (FunctionScope) -> T?) -> T? {
        var scope: FunctionScope? = self
        while let current = scope {
            if let found = read(current) { return found }
            scope = current.parent
        }
        return nil
    }

    /// The name of the declaration this scope or an enclosing one is the body of.
    var enclosingFunctionName: String? { nearest { $0.functionName } }

    init(parent: FunctionScope?, selfType: StructType?, isMutating: Bool, returnType: StaticType) {
        self.parent = parent
        self.nesting = (parent?.nesting ?? 0) + 1
        self.selfType = selfType
        self.isMutating = isMutating
        self.returnType = returnType
        if selfType != nil { _ = newSlot() }
    }

    func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    @discardableResult
    func declare(_ name: String, type: StaticType, isLet: Bool, isGivenLater: Bool = false, isChildTask: Bool = false,
                 isComputed: Bool = false, bindingSlot: Int? = nil, metatypeOf: String? = nil, range: SourceRange) -> LocalName {
        let local = LocalName(slot: newSlot(), type: type, isLet: isLet, range: range, isGivenLater: isGivenLater,
                              isChildTask: isChildTask, isComputed: isComputed, bindingSlot: bindingSlot, metatypeOf: metatypeOf)
        blocks[blocks.count - 1][name] = local
        return local
    }

    func pushBlock() { blocks.append([:]) }
    func popBlock() { if blocks.count > 1 { blocks.removeLast() } }

    /// The names the innermost block declares, to hide those declared after with `hiding`.
    var innermostNames: [String: LocalName] { blocks[blocks.count - 1] }

    /// Runs `body` with the innermost block's names as they were (`innermostNames` then): a
    /// guard's `else` does not see the names its conditions bind, as in Swift.
    func hiding<T>(after names: [String: LocalName], _ body: () -> T) -> T {
        let current = blocks[blocks.count - 1]
        blocks[blocks.count - 1] = names
        defer { blocks[blocks.count - 1] = current }
        return body()
    }

    /// The innermost local with this name in this function.
    func local(_ name: String) -> LocalName? {
        for block in blocks.reversed() { if let found = block[name] { return found } }
        return nil
    }

    /// The local with this name here or in an enclosing function, and how many frames out.
    func lookup(_ name: String) -> (depth: Int, local: LocalName)? {
        var scope: FunctionScope? = self, depth = 0
        while let current = scope {
            if let found = current.local(name) { return (depth, found) }
            scope = current.parent
            depth += 1
        }
        return nil
    }

    /// The scope `depth` frames out (as `lookup` counts them).
    func outwards(_ depth: Int) -> FunctionScope? {
        var scope: FunctionScope? = self
        for _ in 0..<depth { scope = scope?.parent }
        return scope
    }

    /// The method scope (self's owner) and how many frames out it is.
    func selfScope() -> (depth: Int, type: StructType, isMutating: Bool)? {
        var scope: FunctionScope? = self, depth = 0
        while let current = scope {
            if let type = current.selfType { return (depth, type, current.isMutating) }
            scope = current.parent
            depth += 1
        }
        return nil
    }

    /// The nearest enclosing static owner.
    var enclosingStaticOwner: StructType? {
        var scope: FunctionScope? = self
        while let current = scope {
            if let owner = current.staticOwner { return owner }
            scope = current.parent
        }
        return nil
    }

    var visibleNames: [String] {
        var names = [String]()
        var scope: FunctionScope? = self
        while let current = scope {
            for block in current.blocks { names.append(contentsOf: block.keys) }
            scope = current.parent
        }
        return names
    }

    /// The slot of `$index`, created on first use.
    func anonymousSlot(_ index: Int) -> Int? {
        guard anonymousSlots != nil else { return nil }
        if let slot = anonymousSlots?[index] { return slot }
        let slot = newSlot()
        anonymousSlots?[index] = slot
        return slot
    }
}

/// What handles an error thrown at the point being compiled, for swiftc's checks that every
/// call that can throw is marked with `try` and every `try` has somewhere for its error to go.
struct ErrorHandling {
    /// The body may throw: a `throws` function, a closure (Swift infers it throwing from
    /// its `try`), or top-level code.
    var propagates = false
    /// `do` blocks with a catch-all, `try?` and `try!` around the point.
    var handled = 0
    /// `do` blocks whose catch clauses do not catch everything, around the point.
    var partlyHandled = 0
    /// `try` expressions around the point.
    var marked = 0

    /// Whether an error thrown here leaves the code unhandled.
    var escapes: Bool { !propagates && handled == 0 }
}
