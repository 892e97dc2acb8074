{{note}}

@file:OptIn(ExperimentalMaterial3Api::class)

package {{package}}

{{animationImports}}
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.TopAppBarDefaults
import androidx.compose.material3.TopAppBarScrollBehavior
import androidx.compose.material3.TopAppBarState
import androidx.compose.material3.rememberTopAppBarState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp{{accessoryImports}}{{hiddenImports}}{{reducedMotionImports}}

/**
 * A track's value at input [x] (collapse progress or pull in dp): the first keyframe's value
 * before it, the last one's after it, and between two keyframes the [easing] of the way from one
 * value to the next.
 */
internal fun stretchyTrackValue(x: Float, at: FloatArray, values: FloatArray, easing: Easing): Float {
    if (x <= at[0]) return values[0]
    for (k in 0 until at.size - 1) {
        if (x < at[k + 1]) {
            val t = (x - at[k]) / (at[k + 1] - at[k])
            return values[k] + (values[k + 1] - values[k]) * easing.transform(t)
        }
    }
    return values[values.size - 1]
}

/** A track's `step` easing: the value holds until the next keyframe is reached. */
internal val StretchyStepEasing: Easing = Easing { t -> if (t < 1f) 0f else 1f }

/** What the scroll was doing when a trace sample was recorded. */
enum class StretchyTracePhase(val json: String) {
    /** The finger is on the screen. */
    Drag("drag"),
    /** The finger lifted: the sample carries the release velocity. */
    Release("release"),
    /** Moving on its own after a release: decelerating, snapping, bouncing back. */
    Coast("coast"),
    /** Standing still after a release: `stretchy verify` checks it is where the preset rests. */
    Rest("rest"),
}

/**
 * Records what a header does, as the JSON Lines trace `stretchy verify NAME trace.jsonl` checks
 * (docs/traces.md): call [record] every frame with the scroll offset and the header's height and
 * top as laid out (from `Modifier.onGloballyPositioned`, in dp), then save [text]. A sample with
 * a number that is not finite is left out (counted in [skippedSamples]); a time earlier than the
 * one before is recorded as that one.
 */
class StretchyTraceRecorder(val preset: String?) {
    private val lines = StringBuilder()
    private var lastTime = Double.NEGATIVE_INFINITY

    /** The number of samples recorded. */
    var sampleCount: Int = 0
        private set

    /** The number of samples left out because a number in them was not finite. */
    var skippedSamples: Int = 0
        private set

    init {
        lines.append("{\"format\": \"stretchy-trace\", \"version\": 1")
        if (preset != null) lines.append(", \"preset\": ").append(stretchyJsonString(preset))
        lines.append("}\n")
    }

    /**
     * One sample: at [timeSeconds] the scroll offset was [offset] (0 at rest, positive into the
     * content, negative pulled), the header [height] high with its top edge at [top] (0, or
     * negative once it moves up); [layers] as LAYER to PROPERTY (opacity, scale, translateX,
     * translateY, blur) to the value shown; on a [StretchyTracePhase.Release], the [velocity] in
     * dp per second, positive into the content.
     */
    fun record(
        timeSeconds: Double,
        offset: Float,
        height: Float,
        top: Float,
        layers: Map<String, Map<String, Float>> = emptyMap(),
        phase: StretchyTracePhase? = null,
        velocity: Float? = null,
    ) {
        val numbers = listOf(offset, height, top) + listOfNotNull(velocity) + layers.values.flatMap { it.values }
        if (!timeSeconds.isFinite() || numbers.any { !it.isFinite() }) {
            skippedSamples += 1
            return
        }
        val time = maxOf(timeSeconds, lastTime)
        lastTime = time
        lines.append("{\"t\": ").append(time).append(", \"offset\": ").append(offset)
            .append(", \"height\": ").append(height).append(", \"top\": ").append(top)
        if (layers.isNotEmpty()) {
            lines.append(", \"layers\": {")
            layers.entries.forEachIndexed { index, (layer, values) ->
                if (index > 0) lines.append(", ")
                lines.append(stretchyJsonString(layer)).append(": {")
                values.entries.forEachIndexed { position, (property, value) ->
                    if (position > 0) lines.append(", ")
                    lines.append(stretchyJsonString(property)).append(": ").append(value)
                }
                lines.append("}")
            }
            lines.append("}")
        }
        if (phase != null) lines.append(", \"phase\": \"").append(phase.json).append("\"")
        if (velocity != null) lines.append(", \"velocity\": ").append(velocity)
        lines.append("}\n")
        sampleCount += 1
    }

    /** The trace: its header line and one line per sample, each ending in a newline. */
    val text: String
        get() = lines.toString()
}

/** [text] as a JSON string: quotes, backslashes and control characters escaped. */
internal fun stretchyJsonString(text: String): String {
    val out = StringBuilder("\"")
    for (c in text) {
        when {
            c == '"' -> out.append("\\\"")
            c == '\\' -> out.append("\\\\")
            c < ' ' -> out.append("\\u").append(c.code.toString(16).padStart(4, '0'))
            else -> out.append(c)
        }
    }
    return out.append('"').toString()
}{{hiddenModifier}}{{reducedMotionFunction}}
{{presets}}
