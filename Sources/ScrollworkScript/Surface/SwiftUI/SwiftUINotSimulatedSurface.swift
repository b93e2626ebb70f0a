/// SwiftUI modifiers whose effect a user would notice on iOS but that scrollwork does not
/// simulate: each is accepted (its arguments are not run) with one located warning that says
/// what is missing, and the view it modifies is kept as it is.
enum SwiftUINotSimulatedSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            for (declarations, caveat) in notSimulated {
                t.unsupported(declarations, doc: "Not simulated: \(caveat).", caveat: caveat)
            }
        }
        surface.extend("View") { t in
            // A debugging aid: SwiftUI prints to the console what made the body run again.
            t.staticFunction("static func _printChanges()", role: .unsupported, doc: "Not simulated: nothing is printed.",
                             caveat: "what made the view's body run again is not printed here") { _ in .none }
        }
        surface.type("ListSectionSpacing", doc: "The space between a grouped list's sections (not simulated).") { t in
            t.constant("static let `default`: ListSectionSpacing", role: .visual, doc: "The list style's own spacing.", .symbol("default"))
            t.constant("static let compact: ListSectionSpacing", role: .visual, doc: "A smaller spacing.", .symbol("compact"))
            t.staticFunction("static func custom(_ spacing: CGFloat) -> ListSectionSpacing", role: .visual, doc: "This many points.") { a in a[0] }
        }
        surface.extend("ForEach") { t in
            t.unsupported(["func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent",
                           "func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent"],
                          doc: "Not simulated: rows cannot be swiped to delete or dragged to move.",
                          caveat: "rows cannot be swiped to delete or dragged to move here; the action never runs")
        }
    }

    static let notSimulated: [([String], String)] = [
        // Layout and text.
        (["func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View",
          "func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View"],
         "the view is aligned by its stack's alignment, not by the computed guide"),
        (["func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View", "func listSectionSpacing(_ spacing: CGFloat) -> some View"],
         "a List here is laid out plain, its sections with no space between them"),
        // tvOS, watchOS and macOS only: an iOS target does not compile it, their own targets run it.
        (["func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void) -> some View"],
         "focus moves only on tvOS, watchOS and macOS (iOS has not this modifier), so onFocusChange never runs here"),
        // Presentation and navigation.
        (["func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View",
          "func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View"],
         "the sheet is never presented, so its content is not shown"),
        (["func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View",
          "func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View"],
         "the cover is never presented, so its content is not shown"),
        (["func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View"],
         "the popover is never presented, so its content is not shown"),
        (["func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View",
          "func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View"],
         "navigation pushes nothing, so the destination is not shown"),
        (["func searchable(text: Binding<String>) -> some View",
          "func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View"],
         "the search field is not shown"),
        (["func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View",
          "func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View"],
         "a long press does not open the menu; the view is kept as it is"),
        (["func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View"],
         "rows cannot be swiped, so the actions are not shown"),
        // Input the simulation has no source of.
        (["func focused(_ condition: FocusState<Bool>.Binding) -> some View",
          "func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View"],
         "nothing takes keyboard focus here, so the binding is not changed by it"),
        (["func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View",
          "func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View"],
         "no assistive technology moves focus here, so the binding is not changed by it"),
        (["func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View"],
         "no text is typed here, so the action never runs"),
        (["func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (Result<[URL], Error>) -> Void) -> some View",
          "func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View"],
         "no file picker is shown and no file is picked here, so the completion never runs"),
        (["func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View",
          "func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View",
          "func onDrag(_ data: @escaping () -> NSItemProvider) -> some View",
          "func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View",
          "func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View",
          "func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View"],
         "drag and drop between views is not simulated; the action never runs"),
        // Transitions.
        (["func transition(_ t: AnyTransition) -> some View", "func transition<T: Transition>(_ transition: T) -> some View"],
         "an inserted or removed view appears or goes at once, without the transition"),
        (["func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View"],
         "the change's animation is not altered by it"),
        (["func onOpenURL(perform action: @escaping (URL) -> ()) -> some View"], "no URL is opened here, so the action never runs"),
        (["func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View",
          "func navigationTransition(_ style: some NavigationTransition) -> some View"],
         "navigation pushes nothing, so the zoom transition is not shown"),
        (["func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View"],
         "no haptic is played or traced when the trigger changes"),
        (["func scrollClipDisabled(_ disabled: Bool = true) -> some View"], "content is still clipped to the scroll view's frame"),
    ]
}
