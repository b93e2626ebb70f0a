import ScrollworkScene

/// MapKit's SwiftUI map, drawn only. A `Map` takes the space it is offered, as a shape does
/// (10 pt where nothing is); what it shows is tiles our model does not observe. Panning and
/// zooming it are not simulated, so its region or position binding changes only by code, and
/// its annotations are not drawn, so a button in one takes no taps: each `Map` says so in one
/// located warning. What it shows (`Marker`, `Annotation`, `MapMarker`, `MapPin`,
/// `MapAnnotation`) and its style are accepted and drawn only.
enum MapKitViewsSurface: SurfaceProvider {
    static let notSimulated = "panning and zooming a map is not simulated, so its region or position changes only by code; "
        + "its annotations are not drawn, so a button in one takes no taps"

    static func register(in surface: inout SurfaceBuilder) {
        cameraPosition(&surface)
        map(&surface)
        content(&surface)
    }

    private static func cameraPosition(_ surface: inout SurfaceBuilder) {
        let type = LocationTypes.cameraPosition
        surface.type("MapCameraPosition", doc: "What a map shows: a region, or what MapKit picks.") { t in
            t.staticProperty("static var automatic: MapCameraPosition { get }", doc: "What the map's content needs; no region.") {
                type.make([.none, .bool(false)])
            }
            t.staticFunction("static func region(_ region: MKCoordinateRegion) -> MapCameraPosition", doc: "This region.") { a in
                type.make([a[0], .bool(false)])
            }
            t.staticFunction("static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition",
                             doc: "Following the user's location; no region.") { _ in type.make([.none, .bool(true)]) }
            t.property("var region: MKCoordinateRegion? { get }", doc: "The region it was made with, else nil.", type.getter("region"))
            t.property("var followsUserLocation: Bool { get }", doc: "Whether it follows the user's location.",
                       type.getter("followsUserLocation"))
            t.property("var positionedByUser: Bool { get }", doc: "False: no one pans the map here.") { _ in .bool(false) }
        }
        surface.type("MapInteractionModes", .optionSet, doc: "How a user may move a map (not simulated: no one does).") { t in
            for (name, bits) in [("pan", 1), ("zoom", 2), ("rotate", 4), ("pitch", 8), ("all", 15)] {
                t.constant("static let \(name): MapInteractionModes", role: .visual, doc: "A way to move the map.", .int(bits))
            }
        }
        surface.type("MapUserTrackingMode", .enum, doc: "Whether a map follows the user's location (no location here).") { t in
            t.cases(["none", "follow"], role: .visual, doc: "A tracking mode.")
        }
    }

    private static func map(_ surface: inout SurfaceBuilder) {
        func map(_ a: SurfaceArguments) -> Value { ViewConstructors.view(ViewNode(.shape(.rectangle))) }
        let modes = "interactionModes: MapInteractionModes = .all"
        let region = "coordinateRegion: Binding<MKCoordinateRegion>, \(modes), showsUserLocation: Bool = false, "
            + "userTrackingMode: Binding<MapUserTrackingMode>? = nil"
        let doc = "A map filling the space it is offered; drawn only."
        surface.type("Map", conformsTo: ["View"], doc: "A map filling the space it is offered; drawn only.") { t in
            for declaration in [
                "init(\(region))",
                "init<Items>(\(region), annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation)",
                "init(position: Binding<MapCameraPosition>, \(modes))",
                "init(position: Binding<MapCameraPosition>, \(modes), @ViewBuilder content: () -> Content)",
                "init(initialPosition: MapCameraPosition, \(modes))",
                "init(initialPosition: MapCameraPosition, \(modes), @ViewBuilder content: () -> Content)",
            ] {
                t.initializer(declaration, role: .view, doc: doc, caveat: notSimulated, map)
            }
        }
    }

    private static func content(_ surface: inout SurfaceBuilder) {
        func none(_ a: SurfaceArguments) -> Value { ViewConstructors.view(.empty) }
        let doc = "A mark on a map; not drawn here."
        let marks: [(String, [String])] = [
            ("Marker", ["init(_ titleKey: String, coordinate: CLLocationCoordinate2D)",
                        "init(_ titleKey: String, systemImage: String, coordinate: CLLocationCoordinate2D)"]),
            ("Annotation", ["init(_ titleKey: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content)"]),
            ("MapAnnotation", ["init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content)"]),
            ("MapMarker", ["init(coordinate: CLLocationCoordinate2D, tint: Color? = nil)"]),
            ("MapPin", ["init(coordinate: CLLocationCoordinate2D, tint: Color? = nil)"]),
        ]
        for (name, declarations) in marks {
            surface.type(name, conformsTo: ["View"], doc: doc) { t in
                for declaration in declarations { t.initializer(declaration, role: .visual, doc: doc, none) }
            }
        }
        surface.type("MapStyle", doc: "How a map is drawn (drawn only).") { t in
            for name in ["standard", "imagery", "hybrid"] {
                t.constant("static var \(name): MapStyle { get }", role: .visual, doc: "A map style.", .symbol(name))
            }
            let elevation = "elevation: MapStyle.Elevation = .automatic"
            let places = "pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false"
            for (name, parameters) in [("standard", "\(elevation), emphasis: MapStyle.StandardEmphasis = .automatic, \(places)"),
                                       ("imagery", elevation), ("hybrid", "\(elevation), \(places)")] {
                t.staticFunction("static func \(name)(\(parameters)) -> MapStyle", role: .visual,
                                 doc: "The \(name) style with these options (drawn only).") { _ in .symbol(name) }
            }
        }
        surface.type("MapStyle.Elevation", doc: "Whether a map is drawn flat or in relief (drawn only).") { t in
            for name in ["automatic", "flat", "realistic"] {
                t.constant("static let \(name): MapStyle.Elevation", role: .visual, doc: "An elevation.", .symbol(name))
            }
        }
        surface.type("MapStyle.StandardEmphasis", doc: "How strongly a standard map is drawn (drawn only).") { t in
            for name in ["automatic", "muted"] {
                t.constant("static let \(name): MapStyle.StandardEmphasis", role: .visual, doc: "An emphasis.", .symbol(name))
            }
        }
        surface.type("PointOfInterestCategories", doc: "Which points of interest a map shows (drawn only).") { t in
            for name in ["all", "excludingAll"] {
                t.constant("static let \(name): PointOfInterestCategories", role: .visual, doc: "A set of categories.", .symbol(name))
            }
        }
        surface.extend("View") { t in t.visual(["func mapStyle(_ style: MapStyle) -> some View"], doc: "How a map is drawn.") }
    }
}
