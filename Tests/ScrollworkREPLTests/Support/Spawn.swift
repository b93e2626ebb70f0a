import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts a program with posix_spawn and waits for it with waitpid. Foundation's `Process`
/// can miss a child's exit when tests run in parallel, so the end-to-end tests use this;
/// standard streams go to files, so no pipe can fill up and block.
enum Spawn {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `path` with `arguments` in `directory` (nil: the current one); returns the exit
    /// status (128 + signal if killed). `started` is given the child's id once it runs (to
    /// signal it).
    static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
                    input: URL? = nil, output: URL? = nil, error: URL? = nil,
                    started: ((pid_t) -> Void)? = nil) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, error?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The working directory is set through `env -C`: Glibc's addchdir is not visible to Swift.
        let program = directory == nil ? path : "/usr/bin/env"
        let words = directory.map { ["-C", $0.path, path] } ?? []
        let argv = ([program] + words + arguments).map { strdup($0) } + [nil]
        let env = (environment ?? ProcessInfo.processInfo.environment).sorted { $0.key < $1.key }
            .map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            env.forEach { free($0) }
        }
        // Test threads block signals; the child must start with none blocked and default handlers,
        // or the terminal programs it runs never see SIGWINCH, SIGINT and friends.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, env)
        guard spawned == 0 else { throw Failure(description: "cannot start \(program): error \(spawned)") }
        started?(pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(errno)") }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
