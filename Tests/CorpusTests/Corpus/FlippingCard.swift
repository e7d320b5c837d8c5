import UIKit

// A card that turns over to show its back, and a label whose text cross-dissolves, written with
// UIView's transition class methods as iOS code does.

final class FlippingCardView: UIView {
    let front = UIView()
    let back = UIView()
    let caption = UILabel()
    private(set) var completions: [Bool] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        front.frame = bounds
        front.backgroundColor = .systemBlue
        front.layer.cornerRadius = 20
        back.frame = bounds
        back.backgroundColor = .systemOrange
        back.layer.cornerRadius = 20
        addSubview(front)
        caption.frame = CGRect(x: 0, y: bounds.height + 16, width: bounds.width, height: 30)
        caption.textAlignment = .center
        caption.text = "Front"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Turns the card over, left edge first.
    func flip(duration: TimeInterval = 0.6) {
        let showing = front.superview != nil
        UIView.transition(from: showing ? front : back, to: showing ? back : front, duration: duration,
                          options: [.transitionFlipFromLeft]) { finished in
            self.completions.append(finished)
        }
    }

    /// Changes the caption with a cross-dissolve.
    func recaption(_ text: String, duration: TimeInterval = 0.4) {
        UIView.transition(with: caption, duration: duration, options: .transitionCrossDissolve, animations: {
            self.caption.text = text
        }) { finished in
            self.completions.append(finished)
        }
    }
}
