/// The providers of the standard surface, in the order their names are registered.
enum SurfaceProviders {
    static let standard: [any SurfaceProvider.Type] = [
        SwiftNumbersSurface.self, SwiftMathSurface.self, SwiftStringsSurface.self, SwiftStringIndicesSurface.self, SwiftCollectionsSurface.self, SwiftDictionarySetSurface.self, SwiftSequenceAlgorithmsSurface.self,
        SwiftGlobalsSurface.self, SwiftDumpSurface.self, SwiftClosedRangeSurface.self, SwiftPartialRangeSurface.self, CombineSubscriptionSurface.self, CombineOperatorsSurface.self, CombineSubjectsSurface.self, SwiftAnyHashableSurface.self, SwiftRandomSurface.self, FoundationComparisonSurface.self, OSLogLoggerSurface.self, SwiftConcurrencySurface.self, SwiftAsyncStreamSurface.self, FoundationValuesSurface.self, FoundationBundleSurface.self,
        DispatchSurface.self, FoundationDateFormatterSurface.self, FoundationDateFormatStyleSurface.self, FoundationDurationFormatSurface.self, FoundationRelativeFormatStyleSurface.self, FoundationTimerSurface.self, FoundationTimerPublisherSurface.self, FoundationNotificationSurface.self, FoundationFormattingSurface.self, FoundationTextDateStyleSurface.self, FoundationListFormatSurface.self, FoundationLocaleSurface.self, FoundationIndexSetSurface.self, FoundationMeasurementSurface.self, FoundationCalendarSurface.self, CoreGraphicsSurface.self, SwiftUIGeometrySurface.self, SwiftUIScrollValuesSurface.self,
        SwiftUIContainersSurface.self, SwiftUILeafViewsSurface.self, SwiftUILayoutModifiersSurface.self,
        SwiftUIScrollModifiersSurface.self, SwiftUIEffectsSurface.self, SwiftUITransitionsSurface.self,
        SwiftUIInteractionSurface.self, SwiftUIReadersSurface.self, SwiftUIAnchorPreferenceSurface.self, SwiftUIEnvironmentSurface.self, SwiftUIScrollPositionSurface.self,
        SwiftUIPresentationSurface.self, SwiftUILegacyAlertSurface.self, SwiftUIAnimationSurface.self, SwiftUIPathSurface.self, SwiftUIVisualSurface.self, SwiftUITextLayoutSurface.self,
        SwiftUINavigationSurface.self, SwiftUIControlsSurface.self, FoundationURLSurface.self, FoundationFileSurface.self, FoundationUserDefaultsSurface.self, FoundationAttributedStringSurface.self, FoundationUTTypeSurface.self, SwiftUIViewModifierSurface.self, SwiftUILifecycleSurface.self, SwiftUIStylesSurface.self, SwiftUIGaugeSurface.self,
        FoundationURLResourceSurface.self, FoundationURLComponentsSurface.self, FoundationByteCountSurface.self, FoundationNumberFormatterSurface.self, FoundationRelativeDateSurface.self,
        SwiftUIAppearanceSurface.self, SwiftUINotSimulatedSurface.self, SwiftUIControlDecorationSurface.self, SwiftUIShapeStylesSurface.self, SwiftUIAsyncImagePhaseSurface.self, SwiftUISubviewsSurface.self, SwiftUILayoutProtocolSurface.self, SwiftUIMatchedGeometrySurface.self, SwiftUITransactionSurface.self, SwiftUINavigationPathSurface.self, SwiftUIToolbarSurface.self, SwiftUIBarSurface.self,
        SwiftUIAccessibilitySurface.self, SwiftUISplitViewSurface.self, SwiftUIDatePickerSurface.self, SwiftUILabeledContentSurface.self, SwiftUIMenuSurface.self, SwiftUILinkSurface.self, SwiftUIStepperSurface.self, SwiftUIControlGroupSurface.self, SwiftUITextEntrySurface.self, SwiftUIDisclosureSurface.self, SwiftUIShareLinkSurface.self, SwiftUIGridSurface.self, SwiftUIPhaseAnimatorSurface.self, SwiftUIKeyframeSurface.self,
        UIKitScreenSurface.self, UIKitDeviceSurface.self, UIKitBezierPathSurface.self, UIKitFeedbackSurface.self, UIKitAssetsSurface.self, UIKitApplicationSurface.self, UIKitSceneSurface.self, UIKitAppearanceSurface.self, UIKitFontSurface.self,
        FoundationResourcesSurface.self, FoundationJSONSurface.self, SwiftDataSurface.self,
        FoundationURLRequestSurface.self, FoundationURLSessionSurface.self, FoundationNSErrorSurface.self, FoundationRangeSurface.self, FoundationCacheSurface.self,
        UIKitTextCheckerSurface.self, CoreLocationSurface.self, CloudKitAccountSurface.self,
    ]
}
