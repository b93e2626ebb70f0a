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
                guard let placeholder = PlaceholderValue.of(try base(f)) else { return .none }
                return placeholder.member(name)
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
