import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// The code of what stands in for names scrollwork cannot run (`TypedPlaceholder`).
extension ExpressionLowering {
    func placeholder(_ placeholder: TypedPlaceholder) -> Typed {
        switch placeholder {
        case .value(let name):
            let value = Value.host(PlaceholderValue(name))
            return Typed({ _ in value }, .placeholder(name))
        case .absent(let name):
            return Typed({ _ in .none }, .placeholder(name))
        case .member(let base, let name, let typeName):
            return Typed({ f in
                let value = try base(f)
                if let placeholder = PlaceholderValue.of(value) { return placeholder.member(name) }
                // A value its declared initial value made (`[]` for a `MusicItemCollection`): what
                // the unknown type gives for the member is not known either. Nil stays nil.
                if case .none = value { return .none }
                return .host(PlaceholderValue(name))
            }, .placeholder(typeName))
        case .view(let text, let module):
            // A view, not a `Text`: `Text`'s own members (`+`, `bold()` giving `Text`) are not its.
            var view = Typed(text, .named("View"))
            view.placeholderModule = module
            return view
        case .representable(let text, let range):
            let filling = ViewModifier.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))
            return Typed({ f in
                var view = try text(f)
                try ViewModifiers.append(filling, to: &view, range: range, in: f.context)
                return view
            }, .named("View"))
        }
    }
}
