/// What a field's text is, for autofill (UIKit's `UITextContentType`, a string constant). Kept:
/// nothing is filled in on Linux.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The constant's value.
    public let rawValue: String

    /// A content type of a value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "url")
    /// A street address on one line.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}
