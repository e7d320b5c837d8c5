import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The store buttons (Corpus/StoreButtons.swift): configured buttons sized by their content in a
/// stack view, drawn in their styles, and a Follow button whose update handler restyles it when
/// a tap selects it.
@MainActor
struct StoreButtonsTests {
    @Test func configuredButtonsSizeThemselvesDrawTheirStylesAndFollowTheirState() throws {
        try withImageRasterizer(CairoImageRasterizer()) {
            let window = UIWindow(size: CGSize(width: 390, height: 360))
            let renderer = CairoRenderer(scale: 2)
            renderer.attach(to: window)
            let store = StoreButtonsViewController()
            window.rootViewController = store
            window.layoutIfNeeded()
            // GET: the small size's 15-point title (measured by the renderer) with 22 and 6 points
            // around it; the others at the medium size's 12 and 7.
            let get = store.getButton
            let titleWidth = try #require(window.textMeasurer).size(of: "GET", style: get.configuredTitleStyleForTesting, width: nil)
            #expect(get.frame.size == CGSize(width: titleWidth.width + 44, height: titleWidth.height + 12))
            #expect(store.buyButton.frame.height == store.followButton.frame.height)
            #expect(store.followButton.currentTitle == "Follow")
            let image = try #require(renderer.render(window).image())
            expectMatchesReference(image, named: "store-buttons")
            // The GET capsule is grey at its middle left, clear past its round end.
            let middle = get.convert(CGPoint(x: 6, y: get.bounds.midY), to: window)
            #expect(image.color(atPixelX: Int(2 * middle.x), y: Int(2 * middle.y)) == .systemGray5.inLight)
            let corner = get.convert(CGPoint(x: 1, y: 1), to: window)
            #expect(image.color(atPixelX: Int(2 * corner.x), y: Int(2 * corner.y)) == .white)
            // The price button is filled with the tint.
            let buy = store.buyButton.convert(CGPoint(x: 8, y: store.buyButton.bounds.midY), to: window)
            #expect(image.color(atPixelX: Int(2 * buy.x), y: Int(2 * buy.y)) == .systemBlue.inLight)

            // A tap selects Follow: its handler makes it a filled "Following", wider.
            let before = store.followButton.frame.width
            var finger = Finger(on: window)
            let follow = store.followButton.convert(CGPoint(x: store.followButton.bounds.midX, y: store.followButton.bounds.midY), to: window)
            finger.tap(at: follow)
            finger.wait(frames: 2)
            #expect(store.followButton.isSelected && store.followButton.currentTitle == "Following")
            #expect(store.followButton.frame.width > before)
            let selected = try #require(renderer.render(window).image())
            let fill = store.followButton.convert(CGPoint(x: 6, y: store.followButton.bounds.midY), to: window)
            #expect(selected.color(atPixelX: Int(2 * fill.x), y: Int(2 * fill.y)) == .systemBlue.inLight)
        }
    }
}

extension UIButton {
    /// The title style a configured button draws in (the size's font; the colour does not matter
    /// to its measure).
    var configuredTitleStyleForTesting: TextStyle {
        let size = configuration?.buttonSize ?? .medium
        let font: UIFont = size == .small ? .systemFont(ofSize: 15) : size == .mini ? .systemFont(ofSize: 12) : .systemFont(ofSize: 17)
        return TextStyle(font: font, color: .black, alignment: .center, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    }
}
