// MapKit's SwiftUI map and what it shows, declarations only. Its values (CLLocationCoordinate2D,
// MKCoordinateRegion …) are declared with UIKit's stubs, which SwiftUI's re-export.
import SwiftUI

public struct MapInteractionModes: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1), zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4), pitch = MapInteractionModes(rawValue: 8)
    public static let all = MapInteractionModes(rawValue: 15)
}

public enum MapUserTrackingMode { case none, follow }

public struct MapCameraPosition {
    public static var automatic: MapCameraPosition { fatalError() }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { fatalError() }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fatalError() }
    public var region: MKCoordinateRegion? { nil }
    public var positionedByUser: Bool { false }
    public var followsUserLocation: Bool { false }
}

public protocol MapContent {}
public protocol MapAnnotationProtocol {}

@resultBuilder public enum MapContentBuilder {
    public static func buildBlock(_ content: MapContent...) -> some MapContent { Marker("", coordinate: CLLocationCoordinate2D()) }
}

public struct Marker: MapContent {
    public init(_ titleKey: String, coordinate: CLLocationCoordinate2D) {}
    public init(_ titleKey: String, systemImage: String, coordinate: CLLocationCoordinate2D) {}
}

public struct Annotation<Content: View>: MapContent {
    public init(_ titleKey: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {}
}

public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {}
}

public struct MapMarker: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

public struct MapPin: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories(), excludingAll = PointOfInterestCategories()
}

public struct MapStyle {
    public static var standard: MapStyle { fatalError() }
    public static var imagery: MapStyle { fatalError() }
    public static var hybrid: MapStyle { fatalError() }
    public static func standard(elevation: MapStyle.Elevation = .automatic, emphasis: MapStyle.StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { fatalError() }
    public static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle { fatalError() }
    public static func hybrid(elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { fatalError() }

    public struct Elevation: Sendable {
        public static let automatic = Elevation(), flat = Elevation(), realistic = Elevation()
    }

    public struct StandardEmphasis: Sendable {
        public static let automatic = StandardEmphasis(), muted = StandardEmphasis()
    }
}

public struct Map: View {
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {}
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {}
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {}
    public init<C: MapContent>(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
                               @MapContentBuilder content: () -> C) {}
    public init(initialPosition: MapCameraPosition, interactionModes: MapInteractionModes = .all) {}
    public init<C: MapContent>(initialPosition: MapCameraPosition, interactionModes: MapInteractionModes = .all,
                               @MapContentBuilder content: () -> C) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    public func mapStyle(_ style: MapStyle) -> some View { self }
}
