import Motion
import Testing
import TestSupport

struct ColorTests {
    @Test func hexForms() throws {
        #expect(try #require(Color(hex: "#007AFF")) == Color.systemBlue)
        #expect(try #require(Color(hex: "fff")) == Color.white)
        let translucent = try #require(Color(hex: "#FF000080"))
        #expect(translucent.red == 1 && isClose(translucent.alpha, 128.0 / 255, within: 1e-12))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
        #expect(Color(hex: "") == nil)
    }

    @Test func componentsClamp() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func interpolationIsComponentWiseAndStaysInRange() {
        let halfway = Color.black.interpolated(to: .white, amount: 0.5)
        #expect(halfway == Color(white: 0.5))
        let overshoot = Color.black.interpolated(to: .white, amount: 1.3)
        #expect(overshoot == .white)
        #expect(Color.clear.withAlphaComponent(1) == .black)
    }
}
