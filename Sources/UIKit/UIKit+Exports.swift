// `import UIKit` is all a file needs, as on iOS: UIKit re-exports Foundation, and Motion's value
// types (springs, curves, keyframes and the geometry they move).
@_exported import Foundation
@_exported import Motion
