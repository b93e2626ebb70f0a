// Benchmarks print figures and ratios against baselines measured in the same run.
// Build and run: swift run -c release scrollwork-bench [scrolling|scene]
let selected = CommandLine.arguments.dropFirst()
if selected.isEmpty || selected.contains("scrolling") { ScrollingBenchmark.run() }
if selected.isEmpty || selected.contains("scene") { SceneLoadBenchmark.run() }
