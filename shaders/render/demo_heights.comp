#version 450
// The demo scene's surface: a few travelling sine waves plus ring-shaped
// splash packets, evaluated at simulated time `time` into an R32F height
// texture (metres). Not a simulation: a stand-in that exercises the
// rendering, the clock and click-to-scene until the real solvers arrive.
#include "../common/shared_layout.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform writeonly image2D heights;

const int kWaves = 4;
const int kMaxSplashes = 16;
const float kGravity = 9.81;  // m/s²

uniform vec2 extent;        // metres covered by the texture, centred on the origin
uniform float time;         // simulated seconds
uniform float amplitude;    // metres, of the longest wave
uniform float wavelength;   // metres, of the longest wave
uniform float windAngle;    // radians, direction the waves travel (0 = +x)
uniform float speedScale;   // multiplies the deep-water phase speed
uniform int splashCount;
uniform vec4 splashes[kMaxSplashes];  // x, z (metres), birth time (s), height (metres)
uniform float splashSpeed;  // m/s, of the ring front
uniform float splashDecay;  // 1/s

float waves(vec2 p) {
  // Shorter waves at equal steepness, spread ±35° around the wind.
  const float lengthRatio[kWaves] = float[](1.0, 0.61, 0.37, 0.23);
  const float angleOffset[kWaves] = float[](0.0, 0.45, -0.6, 0.25);
  float h = 0.0;
  for (int i = 0; i < kWaves; ++i) {
    float lambda = wavelength * lengthRatio[i];
    float k = 6.2831853 / lambda;
    float speed = sqrt(kGravity / k) * speedScale;  // deep water: c = sqrt(g/k)
    float angle = windAngle + angleOffset[i];
    vec2 direction = vec2(cos(angle), sin(angle));
    h += amplitude * lengthRatio[i] * sin(k * (dot(direction, p) - speed * time) + float(i) * 1.7);
  }
  return h;
}

float splashRings(vec2 p) {
  float h = 0.0;
  for (int i = 0; i < splashCount; ++i) {
    float age = time - splashes[i].z;
    if (age < 0.0) continue;
    float r = distance(p, splashes[i].xy);
    float front = splashSpeed * age;
    float width = 0.35 + 0.25 * front;           // the packet spreads as it travels
    float x = (r - front) / width;
    float envelope = exp(-x * x) * exp(-splashDecay * age) / sqrt(1.0 + front);
    // A crest leading a trough: the cosine's lobes integrate to about zero volume.
    h += splashes[i].w * envelope * cos(3.0 * x + 1.2);
  }
  return h;
}

void main() {
  ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  ivec2 size = imageSize(heights);
  if (any(greaterThanEqual(cell, size))) return;
  vec2 uv = (vec2(cell) + 0.5) / vec2(size);  // texel centres, as the surface samples them
  vec2 p = (uv - 0.5) * extent;
  imageStore(heights, cell, vec4(waves(p) + splashRings(p)));
}
