/// Calls of the app's code in a preview's own body (a `#Preview`'s, a `PreviewProvider`'s
/// `previews`): Xcode runs that body once, and afterwards only the bodies of the views it made
/// run again, with the same view values. Scrollwork evaluates the whole scene again on a
/// change, so each such call (its arguments included) gives back, at every evaluation after
/// the first, the value it gave the first time (`PreviewReplay`): `ListView()` keeps the view
/// model its initialiser made and subscribed, rather than making and subscribing another.
/// The builtin views and modifiers around them are made again, as they hold no state.
extension ExpressionLowering {
    func replayedInPreview(_ call: Typed) -> Typed {
        guard replaysPreviewCalls else { return call }
        let eval = call.eval, site = PreviewReplay.Site()
        var replayed = Typed({ f in
            guard let runtime = f.context?.runtime, runtime.isInPreviewBody else { return try eval(f) }
            return try runtime.previewReplay.value(at: site) { try eval(f) }
        }, call.type)
        replayed.genericArguments = call.genericArguments
        return replayed
    }
}
