import ArgumentParser
import Foundation
import HeadlessHost

/// Runs `body`; an error it throws is printed as `error: …` on standard error and the command
/// exits with status 1 (argument errors keep ArgumentParser's own handling); an interruption
/// (Ctrl-C, `SIGTERM`) exits with the signal's status, 128 + its number.
func failingClearly<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let exit as ExitCode {
        throw exit
    } catch let interrupted as InterruptionMonitor.Interrupted {
        FileHandle.standardError.write(Data("error: \(interrupted)\n".utf8))
        throw ExitCode(interrupted.exitStatus)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode.failure
    }
}
