// A deck of fair-weather cloud at one height, as a function of the point
// where a view ray meets it: value noise summed over octaves (fractional
// Brownian motion; Musgrave's fBm in Ebert et al., "Texturing and Modeling",
// 3rd ed., ch. 16), thresholded so that `cover` (0..1) is about the share
// of the sky it hides. Lattice values come from an integer hash, so the
// GLSL (the sky bake) and the C++ (its twin in the tests) agree to float
// rounding; see common/shared_functions.h.
#ifndef TIDEPOOL_CLOUD_LAYER_H
#define TIDEPOOL_CLOUD_LAYER_H

#include "../../common/shared_functions.h"

#ifdef __cplusplus
namespace tp::cloud_layer {
using namespace tp::glsl;
#endif

#define TP_CLOUD_HEIGHT 1500.0f    // metres above the sea: the cumulus base of a fair day
#define TP_CLOUD_SPACING 2000.0f   // metres between lattice points of the largest octave
#define TP_CLOUD_OCTAVES 5

// PCG's output permutation as a hash of one word (Jarzynski & Olano 2020,
// "Hash Functions for GPU Rendering", JCGT 9(3)), of the two coordinates chained.
TP_SHARED_FUNCTION uint cloudHash(uint value) {
  uint state = value * 747796405u + 2891336453u;
  uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
  return (word >> 22u) ^ word;
}
TP_SHARED_FUNCTION float latticeValue(ivec2 cell, uint octave) {
  uint key = cloudHash(cloudHash(uint(cell.x) + octave * 1013u) + uint(cell.y));
  return float(key >> 8u) * (1.0f / 16777216.0f);  // the top 24 bits: exact in a float
}

// Value noise in [0, 1): lattice values blended with smoothstep weights.
TP_SHARED_FUNCTION float valueNoise(vec2 point, uint octave) {
  vec2 base = floor(point);
  vec2 f = point - base;
  vec2 w = f * f * (vec2(3.0f) - 2.0f * f);
  ivec2 cell = ivec2(int(base.x), int(base.y));
  float a = latticeValue(cell, octave), b = latticeValue(cell + ivec2(1, 0), octave);
  float c = latticeValue(cell + ivec2(0, 1), octave), d = latticeValue(cell + ivec2(1, 1), octave);
  return mix(mix(a, b, w.x), mix(c, d, w.x), w.y);
}

// fBm of `point` (metres on the deck): octaves of halving size and weight,
// each turned 37° against the last so that the lattice's rows do not line up.
TP_SHARED_FUNCTION float cloudNoise(vec2 point) {
  vec2 p = point * (1.0f / TP_CLOUD_SPACING);
  float sum = 0.0f, weight = 0.5f;
  for (int octave = 0; octave < TP_CLOUD_OCTAVES; ++octave) {
    sum += weight * valueNoise(p, uint(octave));
    p = vec2(0.8f * p.x - 0.6f * p.y, 0.6f * p.x + 0.8f * p.y) * 2.0f;
    weight *= 0.5f;
  }
  return sum / (1.0f - weight * 2.0f);  // the weights' total: 1 − 2^-octaves
}

// How much of the light a cloud at `point` stops (0 clear .. 1 opaque) under
// `cover`: the fBm above a threshold that falls as the cover grows, over a
// soft edge 0.15 wide. The noise's values gather round 0.5 (a tenth of them
// below 0.33, a tenth above 0.67), and the threshold follows those
// quantiles, so that about `cover` of the deck is more than half opaque.
TP_SHARED_FUNCTION float cloudDensity(vec2 point, float cover) {
  if (cover <= 0.0f) return 0.0f;
  float threshold = mix(0.635f, 0.215f, clamp(cover, 0.0f, 1.0f));
  return smoothstep(threshold, threshold + 0.15f, cloudNoise(point));
}

#ifdef __cplusplus
}  // namespace tp::cloud_layer
#endif

#endif
