import CairoRenderer
import Testing
import TestSupport
import UIKit

/// Images made by drawing (Corpus/DrawnImages.swift): avatars, an icon and a card's picture,
/// shown in image views, against a reference.
@MainActor
struct DrawnImagesTests {
    @Test func avatarsAnIconAndACardsPictureAreDrawnIntoImages() throws {
        try withImageRasterizer(CairoImageRasterizer()) { try checkAvatarsAnIconAndACardsPicture() }
    }

    private func checkAvatarsAnIconAndACardsPicture() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 220))
        window.backgroundColor = .white
        let renderer = CairoRenderer(scale: 2)
        renderer.attach(to: window)

        let card = UIView(frame: CGRect(x: 200, y: 20, width: 170, height: 100))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        let title = UILabel(frame: CGRect(x: 16, y: 16, width: 140, height: 30))
        title.text = "Card"
        title.font = .boldSystemFont(ofSize: 24)
        title.textColor = .white
        card.addSubview(title)
        window.addSubview(card)

        let avatars = [("AB", UIColor.systemBlue), ("JK", UIColor.systemPink), ("Z", UIColor.systemGreen)].enumerated().map { index, entry in
            let view = UIImageView(image: AvatarFactory.avatar(initials: entry.0, color: entry.1, diameter: 56))
            view.frame.origin = CGPoint(x: 20 + CGFloat(index) * 60, y: 20)
            return view
        }
        let icon = UIImageView(image: AvatarFactory.starIcon(side: 48))
        icon.frame.origin = CGPoint(x: 20, y: 100)
        let picture = UIImageView(image: CardPicture.image(of: card))
        picture.frame = CGRect(x: 200, y: 140, width: 85, height: 50)  // half size, as a stand-in
        for view in avatars + [icon, picture] { window.addSubview(view) }

        // The images are the drawing's size at the screen's scale (the icon's format says 2).
        #expect(avatars[0].image?.size == CGSize(width: 56, height: 56))
        #expect(icon.image?.scale == 2 && icon.image?.pixelWidth == 96)
        #expect(picture.image?.size == CGSize(width: 170, height: 100))

        window.tick(elapsed: 1.0 / 60)
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "drawn-images")
        // An avatar: its colour round the letters, white outside its disc (the clip), and
        // white letters in the middle.
        #expect(image.color(atPixelX: 2 * 48, y: 2 * 26) == .systemBlue.inLight)
        #expect(image.color(atPixelX: 2 * 21, y: 2 * 21) == .white)
        let middle = (2 * 36..<2 * 60).flatMap { x in (2 * 40..<2 * 56).map { (x, $0) } }
        #expect(middle.contains { image.color(atPixelX: $0.0, y: $0.1) == .white })
        // The icon: orange at its edge, white at the star's centre.
        #expect(image.color(atPixelX: 2 * 24, y: 2 * 140) == .systemOrange.inLight)
        #expect(image.color(atPixelX: 2 * 44, y: 2 * 124) == .white)
        // The card's picture: teal where the card is, its corners cut, half its size.
        #expect(image.color(atPixelX: 2 * 270, y: 2 * 180) == .systemTeal.inLight)
        #expect(image.color(atPixelX: 2 * 200 + 1, y: 2 * 140 + 1) == .white)
    }
}
