import UIKit

/// A screen that shows every view feature the renderer supports, for `today screenshot
/// --scene gallery`, `today show --scene gallery` and the renderer's pixel tests: rounded and
/// clipped corners, shadows, a border, text in several weights and truncation, images in each
/// content mode, a gradient, a blur over content, a 3D-perspective layer and a scrolled scroll
/// view.
@MainActor
public enum FeatureGallery {
    /// Fills a window (390 × 844 points is the layout's size) with the gallery.
    public static func install(in window: UIWindow) {
        window.backgroundColor = .systemGroupedBackground
        let root = UIView(frame: window.bounds)
        root.autoresizingMask = .flexibleSize
        window.addSubview(root)

        let title = label("Gallery", font: .system(size: 34, weight: .bold), frame: CGRect(x: 20, y: 44, width: 350, height: 41))
        root.addSubview(title)

        // Row 1: corners, shadow, clipping, border.
        let shadowed = UIView(frame: CGRect(x: 20, y: 100, width: 106, height: 106))
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 20
        shadowed.layer.cornerCurve = .continuous
        shadowed.layer.shadowOpacity = 0.35
        shadowed.layer.shadowRadius = 14
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 6)
        shadowed.addSubview(label("shadow", font: .system(size: 15, weight: .semibold), frame: CGRect(x: 0, y: 40, width: 106, height: 24), alignment: .center))
        root.addSubview(shadowed)

        let clipped = UIView(frame: CGRect(x: 142, y: 100, width: 106, height: 106))
        clipped.layer.cornerRadius = 28
        clipped.layer.cornerCurve = .continuous
        clipped.clipsToBounds = true
        let oversized = UIImageView(image: ProceduralArtwork.sunset())
        oversized.frame = CGRect(x: -30, y: -20, width: 180, height: 135)
        clipped.addSubview(oversized)
        root.addSubview(clipped)

        let bordered = UIView(frame: CGRect(x: 264, y: 100, width: 106, height: 106))
        bordered.backgroundColor = UIColor(white: 0.9)
        bordered.layer.cornerRadius = 16
        bordered.layer.cornerCurve = .continuous
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = UIColor.systemBlue.cgColor
        bordered.addSubview(label("border", font: .system(size: 15, weight: .semibold), frame: CGRect(x: 0, y: 40, width: 106, height: 24), alignment: .center, color: .systemBlue))
        root.addSubview(bordered)

        // Row 2: text.
        let weights: [(UIFont.Weight, String)] = [(.ultraLight, "Ultralight"), (.regular, "Regular"), (.semibold, "Semibold"), (.black, "Black")]
        for (index, (weight, name)) in weights.enumerated() {
            root.addSubview(label(name, font: .system(size: 20, weight: weight), frame: CGRect(x: 20 + Double(index % 2) * 175, y: 226 + Double(index / 2) * 28, width: 170, height: 26)))
        }
        let truncated = label("A very long title that does not fit on a single line of the card", font: .system(size: 17, weight: .medium), frame: CGRect(x: 20, y: 286, width: 350, height: 22))
        root.addSubview(truncated)
        let wrapped = label("Body text wraps onto a second line and the rest is cut with an ellipsis when a third would be needed to show it all.", font: .system(size: 15), frame: CGRect(x: 20, y: 312, width: 350, height: 40))
        wrapped.numberOfLines = 2
        wrapped.textColor = UIColor(white: 0.35)
        root.addSubview(wrapped)
        root.addSubview(label("Centred", font: .system(size: 13, weight: .bold), frame: CGRect(x: 20, y: 356, width: 350, height: 18), alignment: .center, color: .systemGray))
        root.addSubview(label("RIGHT ALIGNED", font: .system(size: 13, weight: .bold), frame: CGRect(x: 20, y: 356, width: 350, height: 18), alignment: .right, color: .systemGray))

        // Row 3: content modes.
        let modes: [(UIView.ContentMode, String)] = [(.scaleToFill, "fill"), (.scaleAspectFit, "fit"), (.scaleAspectFill, "aspect fill"), (.center, "center")]
        let art = ProceduralArtwork.sunset(width: 96, height: 72)
        for (index, (mode, name)) in modes.enumerated() {
            let x = 20 + Double(index) * 90
            let view = UIImageView(frame: CGRect(x: x, y: 384, width: 80, height: 100))
            view.image = art
            view.contentMode = mode
            view.backgroundColor = UIColor(white: 0.82)
            view.clipsToBounds = true
            root.addSubview(view)
            root.addSubview(label(name, font: .system(size: 11, weight: .medium), frame: CGRect(x: x, y: 486, width: 80, height: 14), alignment: .center, color: .systemGray))
        }

        // Row 4: gradient, and blur over content.
        let gradient = GradientView(frame: CGRect(x: 20, y: 510, width: 170, height: 130))
        gradient.gradient = Gradient(colors: [UIColor(rgb: 0x00C6FB), UIColor(rgb: 0x005BEA), UIColor(rgb: 0x7F00FF)])
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.layer.cornerRadius = 18
        gradient.layer.cornerCurve = .continuous
        gradient.addSubview(label("Gradient", font: .system(size: 20, weight: .heavy), frame: CGRect(x: 14, y: 92, width: 150, height: 26), color: .white))
        root.addSubview(gradient)

        let blurBox = UIView(frame: CGRect(x: 200, y: 510, width: 170, height: 130))
        blurBox.layer.cornerRadius = 18
        blurBox.layer.cornerCurve = .continuous
        blurBox.clipsToBounds = true
        let stripes = UIImageView(image: ProceduralArtwork.stripes(width: 170, height: 130))
        stripes.frame = blurBox.bounds
        blurBox.addSubview(stripes)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 0, y: 50, width: 170, height: 80)
        blur.contentView.addSubview(label("Blur", font: .system(size: 20, weight: .heavy), frame: CGRect(x: 14, y: 42, width: 140, height: 26)))
        blurBox.addSubview(blur)
        root.addSubview(blurBox)

        // Row 5: perspective, and a scrolled scroll view.
        let flipped = UIImageView(image: ProceduralArtwork.sunset())
        flipped.frame = CGRect(x: 30, y: 668, width: 150, height: 112)
        flipped.layer.cornerRadius = 14
        flipped.layer.cornerCurve = .continuous
        flipped.clipsToBounds = true
        flipped.transform3D = CATransform3D(rotationAngle: -.pi / 5, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        root.addSubview(flipped)

        let scroll = UIScrollView(frame: CGRect(x: 200, y: 660, width: 170, height: 130))
        scroll.backgroundColor = .white
        scroll.layer.cornerRadius = 18
        scroll.layer.cornerCurve = .continuous
        scroll.contentSize = CGSize(width: 170, height: 12 * 34)
        for row in 0..<12 {
            let cell = label("Row \(row + 1)", font: .system(size: 15, weight: .medium), frame: CGRect(x: 16, y: Double(row) * 34, width: 138, height: 34))
            scroll.addSubview(cell)
            let rule = UIView(frame: CGRect(x: 16, y: Double(row + 1) * 34 - 0.5, width: 154, height: 0.5))
            rule.backgroundColor = UIColor(white: 0.8)
            scroll.addSubview(rule)
        }
        scroll.contentOffset = CGPoint(x: 0, y: 3 * 34 + 10)
        root.addSubview(scroll)
    }

    static func label(_ text: String, font: UIFont, frame: CGRect, alignment: NSTextAlignment = .natural, color: UIColor = .black) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        label.textAlignment = alignment
        label.textColor = color
        return label
    }
}
