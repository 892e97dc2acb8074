{{note}}

@file:OptIn(ExperimentalMaterial3Api::class)

package {{package}}

import androidx.compose.animation.core.AnimationSpec
import androidx.compose.animation.core.CubicBezierEasing
import androidx.compose.animation.core.DecayAnimationSpec
import androidx.compose.animation.core.Easing
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.exponentialDecay
import androidx.compose.animation.core.spring
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
import androidx.compose.ui.unit.dp

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
{{presets}}
