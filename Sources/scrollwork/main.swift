import Foundation
import ScrollworkREPL

exit(ScrollworkTool().run(CommandLine.arguments))
