import UIKit
import Testing
import TestSupport

struct ColorTests {
    @Test func hexForms() throws {
        #expect(try #require(UIColor(hex: "#007AFF")) == UIColor.systemBlue)
        #expect(try #require(UIColor(hex: "fff")) == UIColor.white)
        let translucent = try #require(UIColor(hex: "#FF000080"))
        #expect(translucent.red == 1 && isClose(translucent.alpha, 128.0 / 255, within: 1e-12))
        #expect(UIColor(hex: "#12345") == nil)
        #expect(UIColor(hex: "#GGGGGG") == nil)
        #expect(UIColor(hex: "") == nil)
    }

    @Test func componentsClamp() {
        let color = UIColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func interpolationIsComponentWiseAndStaysInRange() {
        let halfway = UIColor.black.interpolated(to: .white, amount: 0.5)
        #expect(halfway == UIColor(white: 0.5))
        let overshoot = UIColor.black.interpolated(to: .white, amount: 1.3)
        #expect(overshoot == .white)
        #expect(UIColor.clear.withAlphaComponent(1) == .black)
    }
}
