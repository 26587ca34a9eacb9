#version 450
// The deep-water energy for a plot, first pass: one work group a row sums
// g·h²·cell² into partials[1 + row] (energy_total.comp adds them). With the
// potential energy ½·g·h² and, over a wave's cycle, as much kinetic, the
// total is about g·Σh²·cell² (per unit density): the exact split needs the
// spectrum (deepWaterEnergy), this needs no readback.
#include "deep_water_layout.h"

layout(local_size_x = 64) in;
layout(std430, binding = DW_SSBO_FIELD) readonly buffer Field { vec2 field[]; };
layout(std430, binding = DW_SSBO_ENERGY) buffer Sums { vec2 sums[]; };  // [0] total, [1 + row] partials

uniform int u_size;
uniform float u_weight;  // g·cell²

shared float rowPart[64];

void main() {
  const uint row = gl_WorkGroupID.x;
  float sum = 0.0;
  for (uint x = gl_LocalInvocationIndex; x < uint(u_size); x += 64u) {
    const float h = field[row * uint(u_size) + x].x;
    sum += h * h;
  }
  rowPart[gl_LocalInvocationIndex] = sum;
  memoryBarrierShared();
  barrier();
  for (uint half_ = 32u; half_ > 0u; half_ >>= 1u) {
    if (gl_LocalInvocationIndex < half_) rowPart[gl_LocalInvocationIndex] += rowPart[gl_LocalInvocationIndex + half_];
    memoryBarrierShared();
    barrier();
  }
  if (gl_LocalInvocationIndex == 0u) sums[1u + row] = vec2(0.5 * u_weight * rowPart[0]);
}
