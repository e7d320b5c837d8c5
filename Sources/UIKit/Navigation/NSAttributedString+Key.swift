import Foundation

/// The text attributes UIKit adds to Foundation's keys, those Today reads: bar titles take a
/// font and a colour from them (`UINavigationBarAppearance.titleTextAttributes`), and drawn
/// strings also a paragraph style.
extension NSAttributedString.Key {
    /// The text's font (a ``UIFont``).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The text's colour (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// How the text's paragraphs are set (an ``NSParagraphStyle``).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}
