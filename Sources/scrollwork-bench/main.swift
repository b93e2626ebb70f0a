// Benchmarks print figures and ratios against baselines measured in the same run.
// Build and run: swift run -c release scrollwork-bench
ScrollingBenchmark.run()
