import Foundation

/// (c) The snap-to-top logic of (a) in Lua 5.4 and in LuaJIT's interpreter (`luajit -joff`),
/// timed by Lua itself (`os.clock`, CPU time) so only its own loop is measured, not process
/// start-up. A baseline whose program is not on PATH is skipped.
///
/// Each call does what the Swift side does per call: the 64 inputs (a context with its
/// velocity and container size, and a start for the target) are built before the loop; per
/// call the one target table's `rect.minY` is reset to the input's start, `updateTarget` is
/// called and `rect.minY` is read back into a sum. No table is made inside the loop.
struct LuaBaseline {
    let name: String
    let executable: String
    let arguments: [String]

    static let script = """
    if jit and jit.status() then error("the LuaJIT baseline must run with the JIT off (-joff)") end
    local function updateTarget(self, target, context)
      if target.rect.minY < self.threshold and context.velocity.dy > 0 then
        target.rect.minY = 0
      end
    end
    local behavior = { threshold = 50 }
    local contexts, starts = {}, {}
    for k = 0, 63 do
      contexts[k + 1] = { velocity = { dx = 0, dy = ((k % 3) - 1) * 500 },
                          containerSize = { width = 390, height = 844 },
                          contentSize = { width = 390, height = 5000 } }
      starts[k + 1] = (k * 7) % 100
    end
    local target = { rect = { minX = 0, minY = 0, width = 390, height = 844 } }
    local n = tonumber(arg[1])
    local sink = 0
    local function run(count)
      for i = 0, count - 1 do
        local k = i % 64 + 1
        target.rect.minY = starts[k]
        updateTarget(behavior, target, contexts[k])
        sink = sink + target.rect.minY
      end
    end
    run(math.floor(n / 10) + 1000)
    local start = os.clock()
    run(n)
    local elapsed = os.clock() - start
    print(string.format("%.3f", elapsed * 1e9 / n), sink)
    """

    /// Lua 5.4 and LuaJIT with its JIT compiler off, the ones found on PATH.
    static func available() -> (found: [LuaBaseline], missing: [String]) {
        var found = [LuaBaseline](), missing = [String]()
        for (name, program, arguments) in [("Lua 5.4", "lua5.4", [String]()), ("LuaJIT -joff", "luajit", ["-joff"])] {
            if let path = executable(named: program) {
                found.append(LuaBaseline(name: name, executable: path, arguments: arguments))
            } else {
                missing.append("\(name): \(program) not found on PATH")
            }
        }
        return (found, missing)
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Nanoseconds per call of one timed run, as Lua measured it.
    func measure(iterations: Int) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["-", String(iterations)]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(Self.script.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
              let value = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.flatMap({ Double($0) })
        else { throw BenchmarkError.baselineFailed(name) }
        return value
    }
}
