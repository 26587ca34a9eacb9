// The ocean look's rocky core as a function of a unit direction: the GLSL
// twin of coreRelief and coreRadius (src/render/planet_core_mesh.cpp), the
// same lattice hash, value noise and octaves in the same float operations
// (own lerp rather than mix(), which drivers may round differently), so the
// GPU flock's fish keep clear of the very floor the CPU's fish see. pow()
// may differ from std::pow in its last bits.
#include "planet_layout.h"

float coreLatticeValue(int x, int y, int z) {
  uint h = uint(x) * 73856093u ^ uint(y) * 19349663u ^ uint(z) * 83492791u;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return float(h & 0xffffffu) / float(0x1000000);
}

float coreSmooth(float t) { return t * t * (3.0 - 2.0 * t); }
float coreLerp(float a, float b, float t) { return a + (b - a) * t; }

// Trilinear value noise with a smooth fade, in [0, 1].
float coreValueNoise(vec3 p) {
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

// Relief in [-1, 1] at a unit direction: five octaves, widened (see the C++).
float coreRelief(vec3 direction) {
  float sum = 0.0, amplitude = 1.0, frequency = 1.6;
  for (int octave = 0; octave < 5; ++octave) {
    sum += amplitude * (2.0 * coreValueNoise(direction * frequency + vec3(float(octave) * 11.3)) - 1.0);
    amplitude *= 0.48;
    frequency *= 2.1;
  }
  float widened = (sum < 0.0 ? -1.0 : 1.0) * pow(abs(sum), 0.75) * 1.1;
  return clamp(widened, -1.0, 1.0);
}

// The core's radius along a unit direction.
float coreRadius(vec3 direction) { return PLANET_CORE_RADIUS + PLANET_CORE_RELIEF * coreRelief(direction); }
