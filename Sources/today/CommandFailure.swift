import ArgumentParser
import Foundation

/// Runs `body`; an error it throws is printed as `error: …` on standard error and the command
/// exits with status 1 (argument errors keep ArgumentParser's own handling).
func failingClearly<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode.failure
    }
}
