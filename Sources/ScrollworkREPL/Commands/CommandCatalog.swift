import Foundation

/// Every command of the REPL with its usage and help text, in the order `help` lists them.
/// Messages live here, next to the parser that enforces the usages.
struct CommandInfo {
    let name: String
    let usage: String
    let summary: String
    let details: String
}

enum CommandCatalog {
    static let all: [CommandInfo] = [
        CommandInfo(name: "load", usage: "load PATH…", summary: "load declarations from .swift files and folders",
                    details: "The files (and every .swift file under a folder) load as one program, in any order. "
                        + "A declaration with errors keeps its last good version active. Quote a path with spaces."),
        CommandInfo(name: "reload", usage: "reload", summary: "re-read the loaded files and keep the scroll state",
                    details: "The current scene is rebuilt and scrolled back to where it was."),
        CommandInfo(name: "scene", usage: "scene NAME[(args)]", summary: "make a scene current",
                    details: "NAME is a #Preview title (quoted if it has spaces) or a View type."),
        CommandInfo(name: "screen", usage: "screen W H", summary: "set the screen size scenes are laid out in",
                    details: "The default is 390 × 844 points; the current scene is rebuilt."),
        CommandInfo(name: "device", usage: "device NAME | device none", summary: "lay scenes out on a device with its safe area",
                    details: "Devices: " + DeviceProfile.all.map(\.name).joined(separator: ", ") + ". Scroll views reaching the "
                        + "status bar or home indicator extend under them and inset their content by them; `device none` "
                        + "(the default) is a 390 × 844 screen with no safe area."),
        CommandInfo(name: "os", usage: "os VERSION", summary: "set the iOS version the app runs on (18.0 by default)",
                    details: "`#available(iOS 17.4, *)` holds when VERSION is 17.4 or later, `#unavailable` the opposite; "
                        + "`UIDevice.current.systemVersion` reads it. Example: `os 17.4`."),
        CommandInfo(name: "clock", usage: "clock YYYY-MM-DD [HH:MM[:SS]]", summary: "set the date the device's clock shows when a scene starts",
                    details: "2026-01-01 00:00:00 by default, read in the device's time zone; `Date()` is it plus the scene's time. "
                        + "Scenes opened afterwards and the open one's next reads use it. Example: `clock 2026-03-14 09:30`."),
        CommandInfo(name: "timezone", usage: "timezone ID", summary: "set the device's time zone (UTC by default)",
                    details: "A tz database name (Europe/Paris, America/New_York) or UTC/GMT; `TimeZone.current`, `Calendar.current`, "
                        + "`DateFormatter` and `formatted()` use it."),
        CommandInfo(name: "locale", usage: "locale ID", summary: "set the device's locale (en_US by default)",
                    details: "A locale identifier such as fr_FR or de_DE; `Locale.current`, `\\.locale`, `DateFormatter` and a date's "
                        + "`formatted()` use it (numbers keep en_US's format)."),
        CommandInfo(name: "scrolls", usage: "scrolls", summary: "list the scene's scroll views",
                    details: "Number (* marks the current one), .id, axis, the view that declares it, frame on the screen, offset. "
                        + "Outermost first in layout order, then those inside them."),
        CommandInfo(name: "use", usage: "use N|ID", summary: "make a scroll view current",
                    details: "Gestures, state, show's highlight, offset and item(…) then go to it; scroll(N|ID) reads any of them."),
        CommandInfo(name: "behavior", usage: "behavior EXPR", summary: "override the scene's target behaviour",
                    details: "Examples: behavior .paging, behavior SnapToTop(threshold: 80), behavior none."),
        CommandInfo(name: "touch", usage: "touch", summary: "put the finger down",
                    details: "Stops any motion where it is; the current target becomes originalTarget."),
        CommandInfo(name: "release", usage: "release [VELOCITY]", summary: "lift the finger",
                    details: "Uses the last drag's velocity unless one is given (pt/s, offset terms)."),
        CommandInfo(name: "drag", usage: "drag D [in T] | drag on ID DY [DX] | drag D at X Y [in T] | drag DX DY at X Y [in T]",
                    summary: "drag the content, or an item",
                    details: "drag D moves the finger so the offset would move by D points over T seconds "
                        + "(default 0.1); the finger stays down. drag on ID sends a drag gesture to an item. "
                        + "drag … at X Y puts the finger down at that point of the screen: the drag goes to the innermost "
                        + "scroll view there on its axis (D is along the current scroll view's axis; DX DY choose the direction, "
                        + "in offset terms) unless a drag gesture there takes it; that scroll view becomes current."),
        CommandInfo(name: "fling", usage: "fling V | fling V at X Y | fling VX VY at X Y",
                    summary: "touch and release at once with velocity V",
                    details: "V is in points per second, positive when the offset grows. With at X Y the fling goes where "
                        + "a drag there would (see help drag); that scroll view becomes current."),
        CommandInfo(name: "tap", usage: "tap ID | tap at X Y", summary: "tap the item with that id, or a point of the screen",
                    details: "tap at X Y finds the frontmost view there that takes touches (allowsHitTesting(false) lets "
                        + "them through, contentShape widens a view's area), names it, and runs the first tap action on the "
                        + "way out from it; a scroll view takes touches in its whole frame, and a moving one is stopped instead."),
        CommandInfo(name: "press", usage: "press ID | press ID then drag DY [DX]", summary: "long-press the item with that id",
                    details: "press ID then drag DY DX holds the press until it has lasted, then moves the finger by DY DX "
                        + "before it lifts: what a gesture combining a long press with a drag (sequenced(before:)) needs."),
        CommandInfo(name: "scrollto", usage: "scrollto ID [top|center|bottom] | scrollto offset Y | scrollto edge top|bottom",
                    summary: "programmatic scroll", details: "Add 'instant' at the end to jump without animation."),
        CommandInfo(name: "step", usage: "step [N]", summary: "advance N frames (default 1)", details: ""),
        CommandInfo(name: "wait", usage: "wait T", summary: "advance T seconds", details: ""),
        CommandInfo(name: "settle", usage: "settle [MAX]", summary: "advance until idle",
                    details: "Gives up after MAX seconds (default 10) and says \"not settled\"."),
        CommandInfo(name: "show", usage: "show", summary: "print the viewport", details: ""),
        CommandInfo(name: "state", usage: "state", summary: "phase, offset, velocity, targets, position, pins",
                    details: ""),
        CommandInfo(name: "items", usage: "items", summary: "every visible item with its frame and effects",
                    details: "Frames are in container coordinates."),
        CommandInfo(name: "print", usage: "print EXPR", summary: "evaluate an expression in the session",
                    details: "Names: offset, velocity, phase, time, geometry, naturalTarget, finalTarget, "
                        + "scrollPositionID, item(ID), state.NAME, refreshCount, fps and the behaviour's parameters."),
        CommandInfo(name: "expect", usage: "expect EXPR", summary: "like print; false is a failure",
                    details: "In a batch run a failed expectation makes the exit code 1."),
        CommandInfo(name: "set", usage: "set NAME = EXPR | set seed N", summary: "change a parameter, a @State, fps or the seed",
                    details: "Examples: set SnapToTop.threshold = 80, set threshold = 80, set state.selected = 3, set fps = 60. "
                        + "set seed N restarts the scene's random generator from N (0 by default); scenes opened afterwards start from N too."),
        CommandInfo(name: "trace", usage: "trace on|off", summary: "print simulation events as they happen",
                    details: "Phase changes, releases with their targets, pins, refreshes, state changes, script errors."),
        CommandInfo(name: "plot", usage: "plot offset|velocity", summary: "chart the last motion over time",
                    details: ""),
        CommandInfo(name: "watch", usage: "watch on|off", summary: "show the viewport after every command",
                    details: ""),
        CommandInfo(name: "export", usage: "export NAME | export html FILE", summary: "print a behaviour's Swift source, or write a replay page",
                    details: "export html FILE writes one self-contained HTML page (no network) that replays the last motion: "
                        + "the viewport frame by frame at the scene's size, play and a time scrubber, the offset and velocity "
                        + "plots, the event trace and the behaviour's source. FILE.html#t=1.5 opens it at 1.5 s."),
        CommandInfo(name: "save", usage: "save FILE.session", summary: "save the scene's commands as a session with expectations",
                    details: "Writes the loads and settings the scene opened with, `scene`, every command that changed it since "
                        + "(not show, print, expect, …), then `expect` lines for the phase, offset, final target, scroll "
                        + "position, pinned items and each @State that changed. `scrollwork run FILE.session` replays it."),
        CommandInfo(name: "presets", usage: "presets", summary: "list the presets on the search path",
                    details: "Searched: ./behaviors, $SCROLLWORK_PATH (colon-separated), ~/.scrollwork/behaviors."),
        CommandInfo(name: "preset", usage: "preset show NAME | preset import FILE [--force] | preset export NAME [FILE]",
                    summary: "show, import or export a preset",
                    details: "import checks the file (it must load, and its sibling NAME.session must pass) before copying it "
                        + "into ~/.scrollwork/behaviors; a name already on the search path needs --force. export writes "
                        + "the preset's file, or prints it without FILE."),
        CommandInfo(name: "help", usage: "help [CMD]", summary: "list commands, or explain one", details: ""),
        CommandInfo(name: "quit", usage: "quit", summary: "leave", details: ""),
    ]

    static var names: [String] { all.map(\.name) }

    static func info(_ name: String) -> CommandInfo? { all.first { $0.name == name } }

    static func overview() -> String {
        // Commands with several forms show the first; `help CMD` shows them all.
        let forms = all.map { $0.usage.components(separatedBy: " | ").first ?? $0.usage }
        let width = forms.map(\.count).max() ?? 20
        var lines = ["Commands:"]
        for (command, form) in zip(all, forms) {
            lines.append("  \(form.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)")
        }
        lines.append("A line that starts a declaration (struct, func, let, var, extension, #Preview, import, @) is code.")
        lines.append("`help CMD` explains one command.")
        return lines.joined(separator: "\n")
    }

    static func help(_ command: CommandInfo) -> String {
        var text = "usage: \(command.usage)\n\(command.summary)"
        if !command.details.isEmpty { text += "\n\(command.details)" }
        return text
    }
}
