import Testing
import TodayApp
import UIKit

/// The close button is the seed's 30-point disc however it is made.
@MainActor
struct CloseButtonTests {
    @Test func aCloseButtonIsAThirtyPointDisc() {
        let button = CloseButton()
        #expect(button.frame.size == CGSize(width: 30, height: 30))
        #expect(button.layer.cornerRadius == 15)
    }
}
