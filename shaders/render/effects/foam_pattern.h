// How white the water looks under a foam cover (0..1, the foam field's or a
// whitecap's share): not a flat wash but foam's own look. Light foam breaks
// into patches with bubbly edges, lacy where it thins; heavy foam is solid.
// Three octaves of value noise (cloud_layer.h's) 0.7 m, 0.25 m and 9 cm
// across make the patches, drifting slowly with the water; the share of the
// surface that turns white grows slowly at first (about 6 % at a cover of
// 0.3, 28 % at 0.5, 64 % at 0.7: a thinning trail leaves flecks, not a grey
// veil, and below a tenth nothing), and past 0.85 the patches close up. The
// smallest octave eats holes into the patches' edges: the bubbles. GLSL and
// C++ alike (common/shared_functions.h), so a unit test holds its shares.
#ifndef TIDEPOOL_FOAM_PATTERN_H
#define TIDEPOOL_FOAM_PATTERN_H

#include "cloud_layer.h"

#ifdef __cplusplus
namespace tp::foam_pattern {
using namespace tp::glsl;
using tp::cloud_layer::valueNoise;
#endif

// `world`: metres (x, z); `seconds`: the drift's clock. Returns 0..1 of white.
TP_SHARED_FUNCTION float foamWhiteness(vec2 world, float cover, float seconds) {
  if (cover <= 0.0f) return 0.0f;
  cover = min(cover, 1.0f);
  vec2 drift = vec2(0.04f, 0.025f) * seconds;
  float patches = 0.62f * valueNoise(world * 1.4f + drift, 11u) + 0.38f * valueNoise(world * 4.0f - drift, 12u);
  // The patches' noise gathers round 0.5 as the clouds' does (it never
  // reaches 0.95): a threshold falling from there to 0.2 as the cover grows
  // leaves a thin cover (below a tenth) clear.
  float threshold = mix(0.95f, 0.2f, cover);
  float inside = smoothstep(threshold - 0.03f, threshold + 0.03f, patches);
  // Bubbles: within 0.08 of the threshold, the finest octave punches holes.
  float edge = 1.0f - smoothstep(0.0f, 0.08f, patches - threshold);
  float bubbles = smoothstep(0.35f, 0.55f, valueNoise(world * 11.0f + 2.0f * drift, 13u));
  float white = inside * mix(1.0f, bubbles, edge);
  // Heavy foam is solid.
  return max(white, smoothstep(0.85f, 1.0f, cover));
}

// The pattern's mean whiteness for a cover: what a surface shaded once a
// vertex of a mesh coarser than the patches shows instead (light quality).
// Fitted to the pattern's measured shares (tests/unit/foam_pattern_test.cpp).
TP_SHARED_FUNCTION float foamMeanWhiteness(float cover) {
  float rising = smoothstep(0.12f, 1.0f, cover);
  return rising * sqrt(rising);
}

#ifdef __cplusplus
}  // namespace tp::foam_pattern
#endif

#endif
