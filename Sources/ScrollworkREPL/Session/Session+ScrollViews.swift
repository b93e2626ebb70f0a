import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// `scrolls`, `use` and `device`: the scroll views of a scene and the device it is laid out on.
extension Session {
    /// One line per scroll view: number (`*` marks the current one), `.id`, axis, what declares
    /// it, its frame on the screen and its offset.
    func listScrollViews(_ scene: any LiveScene) -> String {
        let summaries = scene.reading.scrollViews
        guard !summaries.isEmpty else { return "no scroll view is on screen now" }
        var rows: [[String]] = [["#", "id", "axis", "view", "frame (screen)", "offset"]]
        for summary in summaries {
            rows.append([(summary.isCurrent ? "*" : " ") + String(summary.number), summary.id ?? "-", summary.axis.rawValue,
                         summary.declaration, Format.rect(summary.frame), Format.number(summary.offset)])
        }
        return Format.table(rows)
    }

    /// `use N|ID`: gestures, `state`, `show`'s highlight, `offset` and `item(…)` go to that scroll view.
    func useScrollView(_ selector: String) throws -> String {
        let scene = try requireScene()
        let summary: ScrollViewReading
        do {
            summary = try scene.use(selector)
        } catch let diagnostic as Diagnostic {
            throw SessionFailure.usage(diagnostic.message)
        } catch let error as SceneError {
            throw SessionFailure.usage(error.description)
        }
        return "scroll view \(summary.number): \(summary.axis.rawValue) \(summary.declaration)"
            + (summary.id.map { " id \($0)" } ?? "")
    }

    /// `os VERSION`: the iOS version the app runs on, which `#available` reads when it runs.
    func setOSVersion(_ text: String) throws -> String {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ (0..<1000).contains($0 ?? -1) }) else {
            throw SessionFailure.usage("'\(Format.clipped(text))' is not an iOS version (write it as 17, 17.4 or 17.4.1)")
        }
        program.platform.osVersion = parts.compactMap { $0 }
        return "os iOS " + program.platform.osVersion.map(String.init).joined(separator: ".")
    }

    /// `device NAME` / `device none`: lays scenes out on that screen with its bars.
    func setDevice(_ name: String) throws -> String {
        if DeviceProfile.simplified(name) == "none" {
            device = nil
            // `device none` is an iPhone's screen: scale 3, the phone idiom.
            program.platform.scale = 3
            program.platform.idiom = "phone"
            return try relayOut(screen: Size(width: 390, height: 844), safeArea: .zero, announce: "device none: 390 × 844, no safe area")
        }
        guard let profile = DeviceProfile.named(name) else {
            let names = DeviceProfile.all.map(\.name)
            throw SessionFailure.usage("unknown device '\(name)'" + Suggestions.phrase(Suggestions.closest(to: name, among: names))
                + "; known: " + names.joined(separator: ", ") + ", none")
        }
        device = profile
        program.platform.scale = profile.scale
        program.platform.idiom = profile.idiom
        let insets = profile.safeArea
        return try relayOut(screen: profile.screen, safeArea: insets,
                            announce: "device \(profile.name): \(Format.number(profile.screen.width)) × \(Format.number(profile.screen.height)), "
                                + "safe area top \(Format.number(insets.top)) bottom \(Format.number(insets.bottom))")
    }

    /// Lays the current scene out again on a new screen, keeping its state, or builds it again
    /// when it cannot; the settings apply to the scenes made from now on either way.
    func relayOut(screen size: Size, safeArea: EdgeInsets, announce: String) throws -> String {
        var lines = [announce]
        if let scene, try scene.setScreen(size, safeArea: safeArea) {
            dropEventsOfRebuilding()
        } else if let source = sceneSource {
            let rebuilt = try registry.makeScene(source, program: program, screen: size, safeArea: safeArea)
            adopt(rebuilt)
            lines += reapplyBehaviorOverride(to: rebuilt)
        }
        screen = size
        return lines.joined(separator: "\n")
    }

    /// `tap at X Y`, `drag … at X Y`, `fling … at X Y`: routed by hit testing.
    func runTouch(_ command: Command) throws -> String {
        let scene = try requireScene()
        do {
            switch command {
            case .tapAt(let x, let y):
                return try scene.tap(at: Point(x: x, y: y))
            case .dragAt(let amount, let x, let y, let duration):
                try checkDragDuration(duration ?? 0.1)
                return try scene.drag(at: Point(x: x, y: y), by: vector(amount, scene), over: duration ?? 0.1)
            case .flingAt(let amount, let x, let y):
                return try scene.fling(at: Point(x: x, y: y), velocity: vector(amount, scene))
            default:
                return ""
            }
        } catch let error as SceneError {
            throw SessionFailure.usage(error.description)
        }
    }

    /// One amount is along the current scroll view's axis.
    private func vector(_ amount: Command.TouchAmount, _ scene: any LiveScene) -> Vector {
        switch amount {
        case .along(let value): return scene.simulation.metrics.axis == .vertical ? Vector(dx: 0, dy: value) : Vector(dx: value, dy: 0)
        case .vector(let dx, let dy): return Vector(dx: dx, dy: dy)
        }
    }

    /// The safe area scenes are laid out with: the device's bars, none without a device.
    var safeArea: EdgeInsets { device?.safeArea ?? .zero }
}
