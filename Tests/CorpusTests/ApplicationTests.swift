import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The app delegate (Corpus/NotesApp.swift) launched by the host's side of UIApplication, and
/// the safe area, margins and status bar style its screen reads.
@MainActor
struct ApplicationTests {
    @Test func anAppDelegateLaunchesGoesToTheBackgroundComesBackAndTerminatesInUIKitsOrder() throws {
        let delegate = NotesAppDelegate()
        let application = UIApplication.shared
        #expect(application.launch(delegate: delegate))
        defer { application.terminate() }
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        #expect(application.applicationState == .active && application.delegate === delegate)
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow && application.keyWindow === window && application.windows.last === window)
        #expect(UIScreen.main.bounds == window.bounds && window.bounds.size == CGSize(width: 390, height: 844))
        #expect(window.rootViewController?.isViewLoaded == true)

        delegate.log = []
        application.enterBackground()
        application.enterBackground()
        #expect(application.applicationState == .background)
        application.enterForeground()
        #expect(delegate.log == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
        delegate.log = []
        application.terminate()
        #expect(delegate.log == ["willResignActive", "didEnterBackground", "willTerminate"])
        #expect(!application.hasLaunched && application.delegate == nil && !window.isKeyWindow)
    }

    /// An app with a scene (Corpus/JournalApp.swift): UIKit tells the scene delegate the
    /// life cycle instead of the app delegate, and the scene delegate's window is the app's.
    @Test func anAppWithASceneHearsItsLifeCycleThroughTheSceneDelegate() throws {
        let delegate = JournalAppDelegate()
        let application = UIApplication.shared
        #expect(application.launch(delegate: delegate))
        defer { application.terminate() }
        #expect(delegate.log == ["app: didFinishLaunching", "app: configurationForConnecting", "scene: willConnect",
                                 "scene: willEnterForeground", "scene: didBecomeActive"])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(application.connectedScenes.count == 1 && !application.supportsMultipleScenes)
        #expect(scene.activationState == .foregroundActive && application.applicationState == .active)
        #expect(application.openSessions == [scene.session] && scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication && scene.session.configuration.name == "Default Configuration")
        let sceneDelegate = try #require(scene.delegate as? JournalSceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene && scene.windows == [window] && scene.keyWindow === window)
        #expect(application.keyWindow === window && window.bounds.size == CGSize(width: 390, height: 844))
        #expect(scene.traitCollection.horizontalSizeClass == .compact && scene.screen === UIScreen.main)

        // The bar's appearance: indigo at the scroll edge (the large title shows) and white titles.
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let bar = navigation.navigationBar
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo && bar.scrollEdgeAppearance?.shadowColor != nil)
        #expect(bar.content.showsLargeTitle && bar.content.largeTitleLabel.textColor == .white)
        #expect(bar.content.largeTitleLabel.font == .systemFont(ofSize: 30, weight: .heavy) && bar.content.titleLabel.textColor == .white)
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        window.layoutIfNeeded()
        expectMatchesReference(renderer.render(window).image(), named: "journal-app")

        delegate.log = []
        application.enterBackground()
        #expect(scene.activationState == .background)
        application.enterForeground()
        #expect(delegate.log == ["scene: willResignActive", "scene: didEnterBackground", "scene: willEnterForeground",
                                 "scene: didBecomeActive"])
        delegate.log = []
        application.terminate()
        #expect(delegate.log == ["scene: willResignActive", "scene: didEnterBackground", "scene: didDisconnect", "app: willTerminate"])
        #expect(scene.activationState == .unattached && application.connectedScenes.isEmpty && application.openSessions.isEmpty)
        #expect(!window.isKeyWindow)
    }

    @Test func safeAreaAndLayoutMarginsFollowTheStatusBarAndHomeIndicator() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let notes = NotesViewController()
        window.rootViewController = notes
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(notes.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(notes.safeAreaChanges == 1)
        // UIKit's default margins (8) are added to the safe area; a root view's sides are at
        // least the system's minimum (16 on an iPhone's width, 20 past 414 points).
        #expect(notes.view.layoutMargins == UIEdgeInsets(top: 55, left: 16, bottom: 42, right: 16))
        #expect(notes.header.frame == CGRect(x: 16, y: 55, width: 358, height: 41))
        #expect(notes.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(notes.view.directionalLayoutMargins.leading == 16)
        notes.viewRespectsSystemMinimumLayoutMargins = false
        #expect(notes.view.layoutMargins.left == 8)
        notes.viewRespectsSystemMinimumLayoutMargins = true
        window.frame = CGRect(x: 0, y: 0, width: 430, height: 932)
        window.layoutIfNeeded()
        #expect(notes.view.layoutMargins.left == 20 && notes.header.frame.minX == 20)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.layoutIfNeeded()
        // A view in the middle of the screen is clear of both bars.
        let middle = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        notes.view.addSubview(middle)
        #expect(middle.safeAreaInsets == .zero && middle.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // A view straddling the status bar is inset by the part it covers.
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        notes.view.addSubview(top)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        top.insetsLayoutMarginsFromSafeArea = false
        #expect(top.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // The controller's additional insets add to its view's safe area.
        notes.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(notes.view.safeAreaInsets.top == 91 && notes.safeAreaChanges == 2)
        #expect(notes.header.frame.minY == 99)
        #expect(UIView().safeAreaInsets == .zero)
    }

    @Test func theStatusBarTakesTheControllersStyleAndUpdateAnimation() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.rootViewController = NotesViewController()
        window.layoutIfNeeded()
        #expect(window.statusBar.tintColor == .white)

        final class Hiding: UIViewController {
            var animation = UIStatusBarAnimation.fade
            var hidden = false
            override var prefersStatusBarHidden: Bool { hidden }
            override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
        }
        for animation in [UIStatusBarAnimation.fade, .slide, .none] {
            let hiding = Hiding()
            hiding.animation = animation
            window.rootViewController = hiding
            window.layoutIfNeeded()
            hiding.hidden = true
            UIView.animate(withDuration: 0.3) { hiding.setNeedsStatusBarAppearanceUpdate() }
            window.tick(elapsed: 0.15)
            let presented = window.statusBar.presentation
            switch animation {
            case .fade:
                #expect(presented.alpha > 0.2 && presented.alpha < 0.8 && CATransform3DIsIdentity(presented.transform))
            case .slide:
                #expect(presented.alpha > 0.2 && presented.alpha < 0.8 && presented.transform.m42 < -1)
            case .none:
                #expect(presented.alpha == 0)
            }
            #expect(window.statusBar.tintColor == .black)
            window.tick(elapsed: 0.3)
        }
    }

    @Test func systemFontsTakeUIKitsSizesAndWeights() {
        #expect(UIFont.systemFont(ofSize: 34, weight: .bold) == UIFont(size: 34, weight: .bold))
        #expect(UIFont.boldSystemFont(ofSize: 11).weight == .bold)
        #expect(UIFont.systemFont(ofSize: 17).pointSize == 17 && UIFont.systemFont(ofSize: 17).withSize(20).pointSize == 20)
        #expect(UIFont(name: "Inter", size: 12)?.familyName == "Inter")
    }
}
