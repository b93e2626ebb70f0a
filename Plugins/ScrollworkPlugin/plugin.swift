import Foundation
import PackagePlugin

/// `swift package scrollwork ARGUMENTS…`: runs the `scrollwork` tool, built from this package,
/// with the arguments, in the root of the package that asks (so `check behaviors/` checks that
/// package's presets). The tool's exit status is the command's: a failing check fails CI.
@main
struct ScrollworkPlugin: CommandPlugin {
    struct ToolFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "scrollwork exited with status \(status)" }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scrollwork")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("scrollwork \(arguments.joined(separator: " ")) failed (exit status \(process.terminationStatus))")
            throw ToolFailed(status: process.terminationStatus)
        }
    }
}
