// Linux only: children are forked with Glibc's resource limits (see main.swift).
#if os(Linux)
import Foundation
import Glibc

/// Runs one input in a forked child with a CPU-time limit, an address-space limit and a file
/// size limit, standard streams redirected to files, and reports how it ended.
struct ChildProcess {
    enum Ending: Equatable {
        case finished
        /// Killed by a signal other than the limits': a crash (SIGSEGV on stack overflow, SIGILL/SIGTRAP on a trap).
        case crashed(signal: Int32)
        /// Over the CPU-time limit (SIGXCPU, or SIGKILL at the hard limit) or the backstop alarm.
        case hung
        /// Wrote more than the file size limit.
        case flooded
        /// Exited by itself with a status other than 0.
        case exited(Int32)
    }

    struct Outcome {
        var ending: Ending
        /// Peak resident memory, in kilobytes.
        var peakKilobytes: Int
    }

    let cpuSeconds: Int
    let memoryLimitMB: Int
    /// Output files may not grow past this (SIGXFSZ).
    static let outputLimitBytes = 64 << 20

    /// Forks; the child runs `body` with stdin from `input` (or /dev/null), stdout and stderr to the files.
    func run(folder: String, standardInput: String?, body: () -> Void) -> Outcome {
        let outPath = folder + "/stdout.txt", errPath = folder + "/stderr.txt"
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            redirect(0, standardInput ?? "/dev/null", flags: O_RDONLY)
            redirect(1, outPath, flags: O_WRONLY | O_CREAT | O_TRUNC)
            redirect(2, errPath, flags: O_WRONLY | O_CREAT | O_TRUNC)
            limit(RLIMIT_CPU, soft: rlim_t(cpuSeconds), hard: rlim_t(cpuSeconds + 1))
            limit(RLIMIT_AS, soft: rlim_t(memoryLimitMB) << 20, hard: rlim_t(memoryLimitMB) << 20)
            limit(RLIMIT_FSIZE, soft: rlim_t(Self.outputLimitBytes), hard: rlim_t(Self.outputLimitBytes))
            // A backstop for a child that waits instead of computing (CPU time would not grow).
            alarm(UInt32(cpuSeconds * 10))
            body()
            fflush(nil)
            _exit(0)
        }
        guard pid > 0 else { return Outcome(ending: .crashed(signal: 0), peakKilobytes: 0) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        let ending: Ending
        switch signal {
        case 0: ending = (status >> 8) & 0xFF == 0 ? .finished : .exited((status >> 8) & 0xFF)
        case SIGXCPU, SIGKILL, SIGALRM: ending = .hung
        case SIGXFSZ: ending = .flooded
        default: ending = .crashed(signal: signal)
        }
        return Outcome(ending: ending, peakKilobytes: Int(usage.ru_maxrss))
    }

    private func redirect(_ descriptor: Int32, _ path: String, flags: Int32) {
        let opened = open(path, flags, 0o644)
        guard opened >= 0 else { return }
        dup2(opened, descriptor)
        close(opened)
    }

    private func limit(_ resource: __rlimit_resource, soft: rlim_t, hard: rlim_t) {
        var value = rlimit(rlim_cur: soft, rlim_max: hard)
        setrlimit(Int32(resource.rawValue), &value)
    }
}
#endif
