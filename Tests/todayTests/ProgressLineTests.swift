import Testing
@testable import today

/// The progress line's text: what is done of how much, the rate and the time left.
struct ProgressLineTests {
    @Test func theLineSaysWhatIsDoneTheRateAndTheTimeLeft() {
        #expect(ProgressLine.text(label: "recording", unit: "frames", done: 50, total: 200, elapsed: 2)
                == "recording: 50 of 200 frames, 25.0 a second, 6 s left")
        #expect(ProgressLine.text(label: "fuzzing", unit: "sequences", done: 30, total: nil, elapsed: 10, remaining: 49.2)
                == "fuzzing: 30 sequences, 3.0 a second, 50 s left")
        // Nothing done yet: no rate, no estimate.
        #expect(ProgressLine.text(label: "soaking", unit: "cycles", done: 0, total: 1000, elapsed: 0) == "soaking: 0 of 1000 cycles")
    }
}
