import Foundation

/// One parsed REPL line.
enum Command: Equatable {
    enum ScrollDestination: Equatable {
        case item(String, anchor: Anchor)
        case offset(Double)
        case edge(EdgeName)
    }
    enum Anchor: String, Equatable, CaseIterable { case top, center, bottom, leading, trailing }
    enum EdgeName: String, Equatable { case top, bottom }
    enum PlotKind: String, Equatable { case offset, velocity }
    /// A distance or velocity in offset terms: along the current scroll view's axis, or a vector.
    enum TouchAmount: Equatable {
        case along(Double)
        case vector(dx: Double, dy: Double)
    }

    case load([String])
    case reload
    case scene(String)
    case screen(width: Double, height: Double)
    /// `device NAME`, `device none`.
    case device(String)
    /// `os VERSION`: the iOS version `#available` compares with (18.0 by default).
    case os(String)
    /// `clock DATE [TIME]`, `timezone ID`, `locale ID`: the device's clock and region.
    case clock(String)
    case timeZone(String)
    case locale(String)
    case scrolls
    /// `use N|ID`.
    case use(String)
    case behavior(String)
    case touch
    case release(Double?)
    case drag(Double, duration: Double?)
    case dragOn(String, dy: Double, dx: Double)
    case fling(Double)
    /// `tap at X Y`, `drag D at X Y`, `drag DX DY at X Y`, `fling V at X Y`, `fling VX VY at X Y`:
    /// routed by hit testing. A single amount is along the current scroll view's axis.
    case tapAt(x: Double, y: Double)
    case dragAt(TouchAmount, x: Double, y: Double, duration: Double?)
    case flingAt(TouchAmount, x: Double, y: Double)
    case tap(String)
    case press(String)
    /// `press ID then drag DY DX`: a long press held, then moved before the finger lifts.
    case pressThenDrag(String, dy: Double, dx: Double)
    case scrollTo(ScrollDestination, instant: Bool)
    case step(Int)
    case wait(Double)
    case settle(Double?)
    case show
    case state
    case items
    case print(String)
    case expect(String)
    case set(name: String, value: String)
    case trace(Bool)
    case plot(PlotKind)
    case watch(Bool)
    case export(String)
    /// `save FILE.session`: the current scene's commands and expectations for where they left it.
    case save(String)
    /// `export html FILE`: a self-contained page replaying the last motion.
    case exportHTML(String)
    case presets
    case presetShow(String)
    case presetImport(String, force: Bool)
    case presetExport(String, file: String?)
    case help(String?)
    case quit
    /// Declarations typed or pasted at the prompt, loaded like a file.
    case code(String)
    /// An empty line or a comment.
    case nothing
}

/// A line that is not a valid command, with what to do about it.
struct CommandError: Error, Equatable, CustomStringConvertible {
    let message: String
    var description: String { message }

    static func usage(_ name: String) -> CommandError {
        CommandError(message: "usage: \(CommandCatalog.info(name)?.usage ?? name)")
    }

    /// A command leaves a bracket, comment or string open: it is one line, and only
    /// declarations continue on the next, so the next lines still run as commands.
    static let unclosed = CommandError(message: "unbalanced brackets: a command is one line "
        + "(only declarations such as `struct` or `func` continue on the next lines)")
}
