import UIKit

// Images made by drawing, as iOS apps make them: a contact's placeholder avatar (initials on a
// coloured disc) and a badge icon with UIGraphicsImageRenderer, and a picture of a card taken
// with drawHierarchy(in:afterScreenUpdates:), shown small as a transition's stand-in. Plain
// iOS code: it compiles against Apple's UIKit too. The helpers are on the main actor: Today's
// image renderers draw there (UIKit's may draw on any thread), and views are main-actor state
// on both.

@MainActor
enum AvatarFactory {
    /// Initials in white, centred on a disc of `color`.
    static func avatar(initials: String, color: UIColor, diameter: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            let bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
            UIBezierPath(ovalIn: bounds).addClip()
            color.setFill()
            context.fill(bounds)

            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.boldSystemFont(ofSize: diameter * 0.38),
                .foregroundColor: UIColor.white,
                .paragraphStyle: paragraph,
            ]
            let textHeight = diameter * 0.5
            initials.draw(in: CGRect(x: 0, y: (diameter - textHeight) / 2, width: diameter, height: textHeight),
                          withAttributes: attributes)
        }
    }

    /// A rounded square with a white star, for a favourites button.
    static func starIcon(side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let cg = context.cgContext
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: side * 0.22).fill()
            cg.translateBy(x: side / 2, y: side / 2)
            cg.move(to: CGPoint(x: 0, y: -side * 0.32))
            for point in 1..<10 {
                let radius = point % 2 == 0 ? side * 0.32 : side * 0.13
                cg.rotate(by: .pi / 5)
                cg.addLine(to: CGPoint(x: 0, y: -radius))
            }
            cg.closePath()
            cg.setFillColor(UIColor.white.cgColor)
            cg.fillPath()
        }
    }
}

@MainActor
enum CardPicture {
    /// A picture of `view` as the screen shows it.
    static func image(of view: UIView) -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds)
        return renderer.image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }
}
