import UIKit
import Testing
import TestSupport

struct ColorTests {
    @Test func hexForms() throws {
        #expect(try #require(UIColor(hex: "#007AFF")) == .systemBlue.inLight)
        #expect(try #require(UIColor(hex: "fff")) == UIColor.white)
        let translucent = try #require(UIColor(hex: "#FF000080"))
        #expect(translucent.red == 1 && isClose(translucent.alpha, 128.0 / 255, within: 1e-12))
        #expect(UIColor(hex: "#12345") == nil)
        #expect(UIColor(hex: "#GGGGGG") == nil)
        #expect(UIColor(hex: "") == nil)
    }

    @Test func hueSaturationAndBrightnessGiveUIKitsColours() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1) == UIColor(red: 1, green: 0, blue: 0))
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1) == UIColor(red: 1, green: 0, blue: 0))
        let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1)
        #expect(isClose(green.green, 1, within: 1e-12) && isClose(green.red, 0, within: 1e-12) && green.blue == 0)
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(isClose(orange.red, 1, within: 1e-12) && isClose(orange.green, 0.5, within: 1e-12) && orange.blue == 0 && orange.alpha == 0.5)
        // Brightness 0.8, saturation 0.5 at 210°: max 0.8, min 0.4, the middle halfway.
        let steel = UIColor(hue: 210.0 / 360, saturation: 0.5, brightness: 0.8)
        #expect(isClose(steel.red, 0.4, within: 1e-12) && isClose(steel.green, 0.6, within: 1e-12) && isClose(steel.blue, 0.8, within: 1e-12))
        #expect(UIColor(hue: 0.6, saturation: 0, brightness: 0.25) == UIColor(white: 0.25))
        #expect(UIColor(hue: .nan, saturation: 2, brightness: -1) == .black)
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
