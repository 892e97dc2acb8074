#if canImport(SwiftUI) || canImport(UIKit)
    import HeaderGeometry

    /// Where a preset's header, its room in the content and its strip go on a screen whose top
    /// safe-area inset is `safeAreaTop` (docs/screen.md#the-safe-area): the frame's offsets are
    /// measured from the header's resting top, which is below the status bar for `below` and the
    /// screen's top edge for `included` and `added`.
    struct ScreenLayout: Equatable {
        let preset: HeaderPreset
        let context: ScreenContext

        /// The header's resting top, from the screen's top edge.
        var origin: Double {
            preset.safeArea == .below ? context.safeAreaTop : 0
        }

        /// The content's room for the expanded header, from the top of the content.
        var headerRoom: Double {
            origin + preset.expandedHeight(in: context)
        }

        /// The content between the header and the strip (a profile's bio): `accessory.offset`.
        var introHeight: Double {
            preset.accessory?.offset ?? 0
        }

        /// The content's room for the strip.
        var accessoryRoom: Double {
            preset.accessory?.height ?? 0
        }

        /// The least height of a page's content: shorter pages are padded so that the header can
        /// collapse fully on every page.
        var minimumPageHeight: Double {
            preset.minimumPageHeight(in: context)
        }
    }
#endif
