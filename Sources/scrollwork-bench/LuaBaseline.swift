import Foundation

/// (c) The snap-to-top logic in Lua 5.4, timed by Lua itself (`os.clock`) so only its
/// own loop is measured, not process start-up. Skipped when `lua5.4` is not on PATH.
enum LuaBaseline {
    static let script = """
    local function updateTarget(self, target, context)
      if target.rect.minY < self.threshold and context.velocity.dy > 0 then
        target.rect.minY = 0
      end
    end
    local behavior = { threshold = 50 }
    local n = tonumber(arg[1])
    local sink = 0
    local function run(count)
      for i = 0, count - 1 do
        local k = i % 64
        local minY = (k * 7) % 100
        local context = { velocity = { dx = 0, dy = ((k % 3) - 1) * 500 },
                          containerSize = { width = 390, height = 844 } }
        local target = { rect = { minX = 0, minY = minY, width = 390, height = 844 } }
        updateTarget(behavior, target, context)
        sink = sink + target.rect.minY
      end
    end
    run(1000)
    local best = math.huge
    for _ = 1, 7 do
      local start = os.clock()
      run(n)
      local elapsed = os.clock() - start
      if elapsed < best then best = elapsed end
    end
    print(string.format("%.3f", best * 1e9 / n), sink)
    """

    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/lua5.4"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Nanoseconds per call as Lua measured them, or nil without Lua.
    static func measure(iterations: Int) throws -> Double? {
        guard let lua = executable() else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: lua)
        process.arguments = ["-", String(iterations)]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.flatMap { Double($0) }
    }
}
