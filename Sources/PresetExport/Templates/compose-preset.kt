
/**
{{summary}}
 */
object {{type}}Header {
    /** The header's height at rest (maxHeight). */
    val MaxHeight: Dp = {{maxHeight}}.dp

    /** The height it collapses to (minHeight). */
    val MinHeight: Dp = {{minHeight}}.dp

    /** How far the content scrolls before the header is collapsed: MaxHeight - MinHeight. */
    val CollapseRange: Dp = {{collapseRange}}.dp

    /**
     * `true` (collapse "shrink"): the header stays pinned and shrinks; `false` (collapse
     * "scroll"): it keeps its height and moves up until MinHeight of it shows.
     */
    const val Shrinks: Boolean = {{shrinks}}

    /** The share of a pull that does not grow the header: 0 grows 1:1, 1 never grows. */
    const val Damping: Float = {{damping}}

    /** The shadow shows while less than this much of the header is visible ({{shadowWord}}). */
    val ShadowThreshold: Dp = {{shadowThreshold}}.dp

    /** The shadow's blur radius; use it as an elevation. */
    val ShadowRadius: Dp = {{shadowRadius}}.dp

    /** Collapse progress values (0 expanded, 1 collapsed) the scroll may rest at; empty when it does not snap. */
    val SnapPositions: FloatArray = floatArrayOf({{snapPositions}})

    /** The collapse progress the scroll starts at. */
    const val InitialPosition: Float = {{initialPosition}}

    /** How far the background moves against the header as it collapses (0: with the header). */
    const val Parallax: Float = {{parallax}}

    /** The preset's spring ({{springDescription}}): stiffness {{stiffnessText}} on a unit mass. */
    val Spring: AnimationSpec<Float> = spring(dampingRatio = {{dampingRatio}}, stiffness = {{stiffness}})

    /** The spring the scroll snaps with{{snapWord}}. */
    val SnapAnimationSpec: AnimationSpec<Float>? = {{snapSpec}}

    /**
     * Whether a release settles on the snap position it was moving toward (snap.policy direction)
     * rather than the nearest one; Material 3's settle always takes the nearer.
     */
    const val SnapsByDirection: Boolean = {{snapsByDirection}}

    /** The pull, in dp, at which a refresh or stretch callback fires ({{pullTriggerWord}}). */
    val PullTrigger: Dp = {{pullTrigger}}.dp{{screen}}{{dynamicType}}{{reducedMotion}}

    {{flingSpec}}

    /** A TopAppBarState that starts at InitialPosition, its limit the CollapseRange. */
    @Composable
    fun rememberAppBarState(): TopAppBarState {
        val limit = with(LocalDensity.current) { {{limit}} }
        return rememberTopAppBarState(initialHeightOffsetLimit = limit, initialHeightOffset = limit * InitialPosition)
    }

    /** The preset's name, as the trace names it. */
    const val PresetName: String = {{nameLiteral}}

    /** A recorder of what this header does, for `stretchy verify` (the trace names the preset). */
    fun traceRecorder(): StretchyTraceRecorder = StretchyTraceRecorder(PresetName)

    /** The preset's scroll behaviour: {{behaviourWord}}, snapping with its spring. */
    @Composable
    fun scrollBehavior(state: TopAppBarState = rememberAppBarState()): TopAppBarScrollBehavior =
        TopAppBarDefaults.{{behaviour}}(
            state = state,
            snapAnimationSpec = SnapAnimationSpec,
            flingAnimationSpec = FlingAnimationSpec,
        )
}

/**
 * The frame of the "{{name}}" header as the scroll moves it: read it in a LargeTopAppBar-style
 * layout (height, translation, shadow, the tracks' values).
 */
@Stable
class {{type}}HeaderState(val appBarState: TopAppBarState, private val density: Density) {
    /**
     * How far the content is pulled down past the top. TopAppBarState does not see an
     * overscroll: set it from your own overscroll handling for the pull to grow the header.
     */
    var pull: Dp by mutableStateOf(0.dp)
{{stateDynamicType}}
    /** TopAppBarState's height offset in pixels: 0 expanded, -CollapseRange collapsed. */
    val heightOffset: Float
        get() = appBarState.heightOffset

    /** The collapse progress: 0 expanded, 1 collapsed. */
    val collapsedFraction: Float
        get() = if (pull > 0.dp) 0f else {{collapsedFraction}}

    /** How far the content has scrolled, up to the collapse range (negative while pulled). */
    val offset: Dp
        get() = if (pull > 0.dp) -pull else with(density) { (-heightOffset).toDp() }

    /** The header's height. */
    val height: Dp
        get() = when {
            pull > 0.dp -> {{stateMaxHeight}} + pull * (1f - {{type}}Header.Damping)
            {{type}}Header.Shrinks -> maxOf({{type}}Header.MinHeight, {{stateMaxHeight}} - offset)
            else -> {{stateMaxHeight}}
        }

    /** How far the header's top is moved up (negative) from the top of the viewport. */
    val translation: Dp
        get() = if (pull > 0.dp || {{type}}Header.Shrinks) 0.dp else -minOf(offset, {{stateCollapseRange}})

    /** The shadow's radius: ShadowRadius while less than ShadowThreshold of the header shows. */
    val shadowRadius: Dp
        get() = {{shadowExpression}}

    /** Where the background's top sits against the header's (parallax). */
    val backgroundOffset: Dp
        get() = {{stateCollapseRange}} * (collapsedFraction * {{parallaxSign}}{{type}}Header.Parallax)
{{triggerProperty}}{{tracks}}}

/** The header's state, following [scrollBehavior] (by default the preset's own). */
@Composable
fun remember{{type}}HeaderState(
    scrollBehavior: TopAppBarScrollBehavior = {{type}}Header.scrollBehavior(),
): {{type}}HeaderState {
    val density = LocalDensity.current
    return remember(scrollBehavior, density) { {{type}}HeaderState(scrollBehavior.state, density) }
}
