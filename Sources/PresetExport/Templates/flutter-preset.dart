
{{summary}}
class {{type}}Header {
  {{type}}Header._();

  /// SliverAppBar.expandedHeight: the header's height at rest (maxHeight).
  static const double expandedHeight = {{maxHeight}};

  /// SliverAppBar.collapsedHeight: the height it collapses to (minHeight).
  static const double collapsedHeight = {{minHeight}};

  /// SliverAppBar.toolbarHeight, the row the title and actions sit in: {{toolbarWord}}.
  static const double toolbarHeight = {{toolbarHeight}};

  /// SliverAppBar.pinned: whether the collapsed header stays on screen.
  static const bool pinned = {{pinned}};

  /// SliverAppBar.floating: whether the header comes back on any scroll toward the top (quickReturn).
  static const bool floating = {{floating}};

  /// SliverAppBar.snap: whether a floating header snaps fully in or out.
  static const bool snap = {{snap}};

  /// SliverAppBar.stretch: whether a pull grows the header (damping below 1).
  static const bool stretch = {{stretch}};

  /// SliverAppBar.stretchTriggerOffset: {{triggerWord}}.
  static const double stretchTriggerOffset = {{stretchTriggerOffset}};

  /// Whether the preset has a pull trigger (pullTrigger): pass onStretchTrigger to [sliverAppBar]
  /// (or the delegate) to start a refresh when the pull reaches stretchTriggerOffset.
  static const bool hasPullTrigger = {{hasPullTrigger}};

  /// `true` (collapse "shrink"): the header shrinks in place; `false` (collapse "scroll"): it keeps
  /// its height and moves up until collapsedHeight of it shows.
  static const bool shrinks = {{shrinks}};

  /// The share of a pull that does not grow the header: 0 grows 1:1, 1 never grows.
  static const double damping = {{damping}};

  /// The shadow shows while less than this much of the header is visible ({{shadowWord}}).
  static const double shadowThreshold = {{shadowThreshold}};

  /// The shadow's blur radius (0: no shadow).
  static const double shadowRadius = {{shadowRadius}};

  /// Collapse progress values (0 expanded, 1 collapsed) the scroll rests at; empty when it does not snap.
  static const List<double> snapPositions = <double>[{{snapPositions}}];

  /// Whether the scroll snaps {{snapModeWord}}.
  static const bool snapsImmediately = {{snapsImmediately}};

  /// Whether a release snaps to the position it was moving toward (snap.policy direction: on into
  /// the content, or back toward the top) rather than the nearest one.
  static const bool snapsByDirection = {{snapsByDirection}};

  /// Whether a release travels as Android's spline fling (motion.fling android) rather than as
  /// UIScrollView's deceleration.
  static const bool flingsAsAndroid = {{flingsAsAndroid}};

  /// The collapse progress the scroll starts at.
  static const double initialPosition = {{initialPosition}};

  /// How far the background moves against the header as it collapses (0: with the header).
  static const double parallax = {{parallax}};{{screen}}{{dynamicType}}{{reducedMotion}}

  /// The preset's spring ({{springDescription}}).
  static const SpringDescription spring = SpringDescription(mass: 1.0, stiffness: {{stiffness}}, damping: {{springDamping}});

  /// How far a fling would travel per unit of release velocity (UIScrollView's {{deceleration}}).
  static const double projection = {{projection}};

  /// How far a release at [velocity] travels before snapping decides: {{flingWord}}.
  static double flingDistance(double velocity) =>
      flingsAsAndroid ? stretchyAndroidFlingDistance(velocity) : velocity * projection;

  /// The scroll physics: {{physicsWord}}.
  static const ScrollPhysics physics = {{type}}ScrollPhysics();

  /// The scroll offset to start at: initialPosition of the collapse range.
  static const double initialScrollOffset = {{initialScrollOffset}};

  /// The preset's name, as the trace names it.
  static const String presetName = {{nameLiteral}};

  /// A recorder of what this header does, for `stretchy verify` (the trace names the preset).
  static StretchyTraceRecorder traceRecorder() => StretchyTraceRecorder(presetName);

  /// A SliverAppBar with the preset's heights and behaviour. As [primary] (by default) it sits
  /// under the status bar and adds its height (MediaQuery.padding.top) to expandedHeight and
  /// collapsedHeight; with `primary: false` it is exactly the preset's heights.
  static SliverAppBar sliverAppBar({
    Widget? title,
    Widget? flexibleSpace,
    List<Widget>? actions,
    Future<void> Function()? onStretchTrigger,
    bool primary = true,{{sliverTextScale}}
  }) {
    return SliverAppBar(
      primary: primary,
      expandedHeight: {{sliverExpanded}},
      collapsedHeight: collapsedHeight,
      toolbarHeight: toolbarHeight,
      pinned: pinned,
      floating: floating,
      snap: snap,
      stretch: stretch,
      stretchTriggerOffset: stretchTriggerOffset,
      onStretchTrigger: onStretchTrigger,
      title: title,
      flexibleSpace: flexibleSpace,
      actions: actions,
    );
  }

  /// The header's frame at scroll [offset] (negative while pulled past the top).
  static {{type}}HeaderFrame frameAt(double offset{{frameAtParameter}}) => {{type}}HeaderFrame(offset{{frameAtArgument}});

  /// Where a release at [offset] with [velocity] (pixels per second, positive into the content)
  /// comes to rest on a snap position, or null when it is not snapped.
  static double? snapTarget(double offset, double velocity) {
    if (snapPositions.isEmpty) return null;
    const double range = {{collapseRange}};
    final double from = snapsImmediately || velocity.abs() < 200.0 ? offset : offset + flingDistance(velocity);
    if (from < snapPositions.first * range || from > snapPositions.last * range) return null;
    if (snapsByDirection && velocity != 0.0) {
      // snap.policy direction: the first position at or past [from] moving into the content,
      // the last one at or before it moving back.
      final List<double> offsets = snapPositions.map((double position) => position * range).toList();
      final double chosen = velocity > 0.0
          ? offsets.firstWhere((double candidate) => candidate >= from)
          : offsets.lastWhere((double candidate) => candidate <= from);
      return math.max(0.0, chosen);
    }
    double best = snapPositions.first * range;
    for (final double position in snapPositions) {
      final double candidate = position * range;
      if ((candidate - from).abs() <= (best - from).abs()) best = candidate;
    }
    return math.max(0.0, best);
  }
}

/// The frame of the "{{name}}" header at one scroll offset: height, translation, collapse
/// progress, shadow, background offset and the tracks' values.
class {{type}}HeaderFrame {
  {{type}}HeaderFrame(this.offset{{frameParameter}});

  /// The scroll offset: 0 at rest, positive scrolled into the content, negative pulled.
  final double offset;{{frameMembers}}

  /// Points pulled past the top.
  double get pull => math.max(0.0, -offset);

  /// Whether the pull has reached the preset's pull trigger (stretchTriggerOffset); always false
  /// without one.
  bool get triggered => {{type}}Header.hasPullTrigger && pull >= {{type}}Header.stretchTriggerOffset;

  /// The header's height.
  double get height {
    if (offset <= 0) return {{frameExpanded}} + (1 - {{type}}Header.damping) * pull;
    return {{type}}Header.shrinks ? math.max({{type}}Header.collapsedHeight, {{frameExpanded}} - offset) : {{frameExpanded}};
  }

  /// How far the header's top is moved up (negative) from the top of the viewport.
  double get translation => offset <= 0 || {{type}}Header.shrinks ? 0.0 : -math.min(offset, {{frameRange}});

  /// The collapse progress: 0 expanded, 1 collapsed.
  double get progress => offset <= 0 ? 0.0 : {{progressExpression}};

  /// The header's visible height (its bottom edge).
  double get visibleHeight => height + translation;

  /// The shadow's blur radius: shadowRadius while less than shadowThreshold of the header shows.
  double get shadowRadius => {{shadowExpression}};

  /// Where the background's top sits against the header's (parallax).
  double get backgroundOffset => {{parallaxSign}}{{type}}Header.parallax * progress * {{frameRange}};
{{tracks}}}

/// A SliverPersistentHeaderDelegate for the "{{name}}" header: its build lays out [layers]
/// (by layer name: background, title, ...) in the preset's frame, with the shadow and tracks.
class {{type}}HeaderDelegate extends SliverPersistentHeaderDelegate {
  {{type}}HeaderDelegate({required this.layers, this.vsync, this.onStretchTrigger{{delegateParameter}}});

  /// The header's layers by name, drawn in this order over each other.
  final Map<String, Widget> layers;

  /// Called when the pull reaches stretchTriggerOffset (Flutter's onStretchTrigger).
  final Future<void> Function()? onStretchTrigger;{{delegateMembers}}

  @override
  final TickerProvider? vsync;

  @override
  double get maxExtent => {{delegateExpanded}};

  @override
  double get minExtent => {{type}}Header.pinned ? {{type}}Header.collapsedHeight : 0.0;

  @override
  OverScrollHeaderStretchConfiguration? get stretchConfiguration => {{type}}Header.stretch
      ? OverScrollHeaderStretchConfiguration(
          stretchTriggerOffset: {{type}}Header.stretchTriggerOffset,
          onStretchTrigger: onStretchTrigger,
        )
      : null;

  @override
  FloatingHeaderSnapConfiguration? get snapConfiguration => {{type}}Header.snap && vsync != null
      ? FloatingHeaderSnapConfiguration(curve: Curves.easeOut, duration: const Duration(milliseconds: {{snapMilliseconds}}))
      : null;

  @override
  Widget build(BuildContext context, double shrinkOffset, bool overlapsContent) {
    return LayoutBuilder(builder: (BuildContext context, BoxConstraints constraints) {
      // Stretching lays the header out taller than maxExtent by the overscroll: that is the pull.
      final double stretched = constraints.maxHeight - maxExtent;
      final {{type}}HeaderFrame frame = {{type}}Header.frameAt(stretched > 0 ? -stretched : shrinkOffset{{delegateFrameArgument}});
      final List<Widget> children = <Widget>[];
      layers.forEach((String name, Widget child) {
        Widget layer = frame.layer(name, child);
        if (name == 'background' && frame.backgroundOffset != 0.0) {
          layer = Transform.translate(offset: Offset(0.0, frame.backgroundOffset), child: layer);
        }
        children.add(Positioned.fill(child: layer));
      });
      return DecoratedBox(
        decoration: BoxDecoration(
          boxShadow: frame.shadowRadius > 0
              ? <BoxShadow>[BoxShadow(color: const Color(0x54000000), blurRadius: frame.shadowRadius)]
              : const <BoxShadow>[],
        ),
        child: ClipRect(
          child: OverflowBox(
            alignment: Alignment.topCenter,
            minHeight: frame.height,
            maxHeight: frame.height,
            child: Transform.translate(
              offset: Offset(0.0, frame.translation),
              child: SizedBox(height: frame.height, child: Stack(children: children)),
            ),
          ),
        ),
      );
    });
  }

  @override
  bool shouldRebuild(covariant {{type}}HeaderDelegate oldDelegate) => oldDelegate.layers != layers || oldDelegate.vsync != vsync{{delegateRebuild}};
}

/// Scroll physics for the "{{name}}" header: {{physicsWord}}.
class {{type}}ScrollPhysics extends BouncingScrollPhysics {
  const {{type}}ScrollPhysics({ScrollPhysics? parent}) : super(parent: parent, decelerationRate: ScrollDecelerationRate.{{decelerationName}});

  @override
  {{type}}ScrollPhysics applyTo(ScrollPhysics? ancestor) => {{type}}ScrollPhysics(parent: buildParent(ancestor));

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final double? target = position.outOfRange ? null : {{type}}Header.snapTarget(position.pixels, velocity);
    if (target == null || (target - position.pixels).abs() < toleranceFor(position).distance) {
      if ({{type}}Header.flingsAsAndroid && target == null && !position.outOfRange &&
          velocity.abs() >= toleranceFor(position).velocity) {
        // motion.fling android: Flutter's own port of Android's spline fling.
        return ClampingScrollSimulation(position: position.pixels, velocity: velocity, tolerance: toleranceFor(position));
      }
      return super.createBallisticSimulation(position, velocity);
    }
    return ScrollSpringSimulation({{type}}Header.spring, position.pixels, target, velocity, tolerance: toleranceFor(position));
  }
}
