// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for any file that imports
// both Testing and a module named UIKit (on Apple platforms it adds image attachments). The Linux
// toolchain declares it but does not ship it, so a test file importing Today's UIKit would fail
// with "no such module '_Testing_UIKit'". This empty module is that overlay for Linux; every test
// target that imports UIKit depends on it.
