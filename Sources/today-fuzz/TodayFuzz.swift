import FuzzTargets
import Foundation

#if FUZZING
/// The target this process fuzzes, from `TODAY_FUZZ_TARGET` (libFuzzer owns the command line).
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

/// libFuzzer's entry point: one input, handed to the target named by `TODAY_FUZZ_TARGET`.
@_cdecl("LLVMFuzzerTestOneInput")
public func todayFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let target: FuzzTarget
    if let selectedTarget {
        target = selectedTarget
    } else {
        let name = ProcessInfo.processInfo.environment["TODAY_FUZZ_TARGET"] ?? ""
        guard let named = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("today-fuzz: set TODAY_FUZZ_TARGET to one of \(names) (got '\(name)')\n".utf8))
            exit(2)
        }
        selectedTarget = named
        target = named
    }
    let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = target.run(input)
    return 0
}
#else
/// Without libFuzzer (`swift build` as usual), `today-fuzz TARGET FILE...` runs files through a
/// target once each and prints what the parser made of them: how a finding is reproduced in a
/// debugger, and what keeps this target building in every configuration.
@main
struct TodayFuzz {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("usage: today-fuzz TARGET FILE...  (targets: \(names))\nscripts/fuzz TARGET runs one under libFuzzer.\n".utf8))
            exit(2)
        }
        var status: Int32 = 0
        for path in arguments.dropFirst() {
            guard let input = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("today-fuzz: cannot read \(path)\n".utf8))
                status = 1
                continue
            }
            switch target.run(input) {
            case .accepted(let summary): print("\(path): accepted: \(summary)")
            case .refused(let message): print("\(path): refused: \(message)")
            }
        }
        exit(status)
    }
}
#endif
