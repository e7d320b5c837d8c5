import Foundation
import Testing

/// The `today` executable built beside the test bundle, run as a child process.
struct TodayProcess {
    /// The executable's path: `swift build --build-tests` puts it beside the test bundle.
    static var executable: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("today").path
    }

    /// The running process.
    let process: Process
    /// Standard error, read as the process writes it.
    private let errorPipe = Pipe()

    /// Starts `today ARGUMENTS` in `folder`; `shellPrefix` (for example `ulimit -f 64;`) runs
    /// first in a `/bin/sh` that then becomes `today`. Standard output goes to `outputFile` in
    /// `folder` when one is named (a file, so the process never waits on a full pipe), else
    /// nowhere.
    init(_ arguments: [String], in folder: String, shellPrefix: String? = nil, outputFile: String? = nil) throws {
        process = Process()
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        if let shellPrefix {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            let quoted = ([Self.executable] + arguments).map { "'\($0)'" }.joined(separator: " ")
            process.arguments = ["-c", "\(shellPrefix) exec \(quoted)"]
        } else {
            process.executableURL = URL(fileURLWithPath: Self.executable)
            process.arguments = arguments
        }
        if let outputFile {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(outputFile).path
            guard FileManager.default.createFile(atPath: path, contents: nil), let output = FileHandle(forWritingAtPath: path) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            process.standardOutput = output
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = errorPipe
        try process.run()
    }

    /// Waits for the process to end; returns its status and what it wrote to standard error.
    func finish() -> (status: Int32, reason: Process.TerminationReason, error: String) {
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: error, as: UTF8.self))
    }
}
