/// The providers of the standard surface, in the order their names are registered.
enum SurfaceProviders {
    static let standard: [any SurfaceProvider.Type] = [
        SwiftNumbersSurface.self, SwiftMathSurface.self, SwiftStringsSurface.self, SwiftCollectionsSurface.self,
        SwiftGlobalsSurface.self, CoreGraphicsSurface.self, SwiftUIGeometrySurface.self, SwiftUIScrollValuesSurface.self,
        SwiftUIContainersSurface.self, SwiftUILeafViewsSurface.self, SwiftUILayoutModifiersSurface.self,
        SwiftUIScrollModifiersSurface.self, SwiftUIEffectsSurface.self, SwiftUITransitionsSurface.self,
        SwiftUIInteractionSurface.self, SwiftUIReadersSurface.self, SwiftUIEnvironmentSurface.self, SwiftUIScrollPositionSurface.self,
        SwiftUIPresentationSurface.self,
        SwiftUIVisualSurface.self,
    ]
}
