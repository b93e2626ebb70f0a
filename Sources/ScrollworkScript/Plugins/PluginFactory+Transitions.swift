import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// What the factory found out about one transition closure, once.
struct FoldedClosure {
    /// Keeps the closure's function (the key of the entry) alive with the entry.
    let function: ScriptFunction
    /// The closure folded to its modifiers, when it has that shape and reads nothing of
    /// the place it was written in.
    let chain: EffectChain?
    /// Set with `chain`: transitions of this closure are the same wherever it runs, so
    /// every row gets one shared transition entry (see `ScrollTransitionModifier.sharingKey`).
    let sharingKey: Int?
}

extension PluginFactory {
    /// A transition closure as a core effect. The folded `EffectChain` runs it when the
    /// closure has the usual `{ content, phase in content.a(…).b(…) }` shape; otherwise (or
    /// with `folding` off, for tests comparing the two) the closure runs as written.
    ///
    /// `syntax` is the closure as parsed, when the caller has it (REPL input, in the file
    /// `input`); a closure made by scene code is found again in the program's source.
    func transitionEffect(_ closure: Callable, syntax: ClosureExpression? = nil, in input: SourceFile? = nil,
                          at range: SourceRange, folding: Bool = true) -> ScriptTransitionEffect {
        let chain = folding ? fold(closure, syntax: syntax.map { ($0, input) })?.chain : nil
        return ScriptTransitionEffect(closure: closure, chain: chain, program: program, range: range)
    }

    /// `view.scrollTransition(_ configuration:, axis:) { content, phase in … }` in a scene.
    func scrollTransition(on node: ViewNode, configuration given: Value, axis: Value, closure: Callable,
                          at range: SourceRange) throws -> ViewNode {
        var configuration = ViewModifiers.transitionConfiguration(given) ?? .interactive
        if let axis = ArgumentReader.symbol(axis) { configuration.axis = axis == "horizontal" ? .horizontal : .vertical }
        let folded = fold(closure, syntax: nil)
        let effect = ScriptTransitionEffect(closure: closure, chain: folded?.chain, program: program, range: range)
        var copy = node
        // Effects written in the body before the transition stay, after the closure's.
        var body = ItemEffects.identity
        if let index = copy.modifiers.lastIndex(where: { if case .scrollTransition = $0 { return true }; return false }) {
            body = BodyEffects.effects(of: copy)
            copy.modifiers.remove(at: index)
        }
        // Attached to the view with the modifiers written so far, whatever is written after it.
        let modifier = body.isIdentity
            ? ScrollTransitionModifier(configuration: configuration, effect: effect, sharingKey: folded?.sharingKey,
                                       layersInside: copy.modifiers.count)
            : ScrollTransitionModifier(configuration: configuration,
                                       effect: TransitionWithBodyEffects(transition: effect, body: body),
                                       layersInside: copy.modifiers.count)
        return copy.modified(.scrollTransition(modifier))
    }

    /// The closure's folded form. A closure of the program's code is worked out on its first
    /// use and kept (a scene makes one per row); one typed at the REPL comes with its syntax
    /// and is made once, so it is not kept.
    func fold(_ closure: Callable, syntax given: (ClosureExpression, SourceFile?)?) -> FoldedClosure? {
        guard let function = closure.function else { return nil }
        if let (syntax, input) = given {
            let chain = compileChain(syntax, input: input)
            return FoldedClosure(function: function, chain: chain, sharingKey: nil)
        }
        let key = ObjectIdentifier(function)
        if let known = foldedClosures[key] { return known }
        var chain: EffectChain?
        if let found = closureSyntax(of: function), !readsShadowableNames(found) {
            chain = compileChain(found, input: nil)
        }
        // Keys are positive and counted per factory, so they never meet the body-effect keys
        // (negative) or the keys of another program's closures.
        let entry = FoldedClosure(function: function, chain: chain,
                                  sharingKey: chain == nil ? nil : foldedClosures.count + 1)
        foldedClosures[key] = entry
        return entry
    }

    private func compileChain(_ syntax: ClosureExpression, input: SourceFile?) -> EffectChain? {
        // The compiler gets the text through the files, not through the factory: compiled code
        // it hands back must not hold the factory that keeps that code.
        var files = self.files
        if let input { files[input.id] = input }
        return EffectChain.compile(syntax, compiler: program.expressionCompiler(sourceFile: { files[$0] }))
    }

    /// The closure expression a scene closure was compiled from, parsed again from the
    /// program's own copy of the file. Everything before the closure is blanked to spaces, so
    /// the offsets (and any error's place) are those of the real file.
    func closureSyntax(of function: ScriptFunction) -> ClosureExpression? {
        let range = function.range
        guard let file = files[range.file], range.start >= 0, range.end <= file.utf8.count, !range.isEmpty else { return nil }
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: range.start)
        bytes.append(contentsOf: file.utf8[range.start..<range.end])
        let padded = SourceFile(id: file.id, path: file.path, text: String(decoding: bytes, as: UTF8.self))
        let (expression, diagnostics) = FrontEnd.parseExpression(padded)
        guard !diagnostics.containsErrors, expression.range == range, case .closure(let syntax) = expression.kind else {
            return nil
        }
        return syntax
    }

    /// Whether the closure names a global variable or function: in a scene a local of the
    /// view body may hide it, which the folded form (compiled with no enclosing scope) would
    /// not see, so such closures run as written.
    private func readsShadowableNames(_ syntax: ClosureExpression) -> Bool {
        let parameters = Set((syntax.parameters ?? []).map(\.name))
        return BodyChecker.identifiers(in: syntax.body).contains { name in
            !parameters.contains(name) && (program.globals[name] != nil || program.functions[name] != nil)
        }
    }

    /// A sharing key for a `visualEffect` closure that reads nothing but its own parameters
    /// (and literals, and the standard library): its effects depend only on the item's geometry,
    /// so every row can share one transition entry. Nil for a closure reading anything else.
    func geometryClosureKey(_ closure: Callable) -> Int? {
        guard let function = closure.function else { return nil }
        let key = ObjectIdentifier(function)
        if let known = geometryClosureKeys[key] { return known.sharing }
        var sharing: Int?
        if let syntax = closureSyntax(of: function) {
            let parameters = Set((syntax.parameters ?? []).map(\.name))
            let free = BodyChecker.identifiers(in: syntax.body).subtracting(parameters)
            let standard = free.allSatisfy { name in
                name.hasPrefix("$") || (program.globals[name] == nil && program.functions[name] == nil
                                        && program.types[name] == nil && !Surface.standard.overloads(.global, name).isEmpty)
            }
            // Far from the transition keys (counted from 1) and the body-effect keys (negative).
            if standard { sharing = Int(Int32.max) + geometryClosureKeys.count + 1 }
        }
        geometryClosureKeys[key] = (function, sharing)
        return sharing
    }
}
