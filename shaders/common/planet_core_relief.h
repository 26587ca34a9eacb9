// The ocean look's rocky core as a function of a unit direction, compiled both
// as C++ (src/scenes/planet/planet_core_mesh.cpp builds the core's mesh from it, and
// the CPU fish and crates keep above it) and as GLSL (the GPU flock's
// shell_volume.glsl), so both sides see the very same floor: a lattice hash,
// trilinear value noise with a smooth fade, five octaves, widened. Own lerp
// rather than mix(), which drivers may round differently; pow() may still
// differ from std::pow in its last bits.
#ifndef TIDEPOOL_CORE_RELIEF_H
#define TIDEPOOL_CORE_RELIEF_H

#include "shared_functions.h"
#include "planet_geometry.h"

#ifdef __cplusplus
namespace tp::core_relief {
using namespace tp::glsl;
#endif

// A hash of an integer lattice point to [0, 1).
TP_SHARED_FUNCTION float coreLatticeValue(int x, int y, int z) {
  uint h = uint(x) * 73856093u ^ uint(y) * 19349663u ^ uint(z) * 83492791u;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return float(h & 0xffffffu) / float(0x1000000);
}

TP_SHARED_FUNCTION float coreSmooth(float t) { return t * t * (3.0f - 2.0f * t); }
TP_SHARED_FUNCTION float coreLerp(float a, float b, float t) { return a + (b - a) * t; }

// Trilinear value noise with a smooth fade, in [0, 1].
TP_SHARED_FUNCTION float coreValueNoise(vec3 p) {
  vec3 cell = floor(p);
  vec3 f = p - cell;
  int x = int(cell.x), y = int(cell.y), z = int(cell.z);
  float u = coreSmooth(f.x), v = coreSmooth(f.y), w = coreSmooth(f.z);
  float x00 = coreLerp(coreLatticeValue(x, y, z), coreLatticeValue(x + 1, y, z), u);
  float x10 = coreLerp(coreLatticeValue(x, y + 1, z), coreLatticeValue(x + 1, y + 1, z), u);
  float x01 = coreLerp(coreLatticeValue(x, y, z + 1), coreLatticeValue(x + 1, y, z + 1), u);
  float x11 = coreLerp(coreLatticeValue(x, y + 1, z + 1), coreLatticeValue(x + 1, y + 1, z + 1), u);
  return coreLerp(coreLerp(x00, x10, v), coreLerp(x01, x11, v), w);
}

// Relief in [-1, 1] at a unit direction. Five octaves (amplitudes sum to
// 1.94); value-noise sums rarely stray far from 0, so they are widened: some
// tops reach the shallows and some basins the deep.
TP_SHARED_FUNCTION float coreRelief(vec3 direction) {
  float sum = 0.0f, amplitude = 1.0f, frequency = 1.6f;
  for (int octave = 0; octave < 5; ++octave) {
    sum += amplitude * (2.0f * coreValueNoise(direction * frequency + vec3(float(octave) * 11.3f)) - 1.0f);
    amplitude *= 0.48f;
    frequency *= 2.1f;
  }
  float widened = (sum < 0.0f ? -1.0f : 1.0f) * pow(abs(sum), 0.75f) * 1.1f;
  return clamp(widened, -1.0f, 1.0f);
}

// The core's radius along a unit direction.
TP_SHARED_FUNCTION float coreRadius(vec3 direction) {
  return float(PLANET_CORE_RADIUS) + float(PLANET_CORE_RELIEF) * coreRelief(direction);
}

#ifdef __cplusplus
}  // namespace tp::core_relief
#endif

#endif
