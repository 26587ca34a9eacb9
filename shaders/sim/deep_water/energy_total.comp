#version 450
// The deep-water energy for a plot, second pass: sums[0] = Σ partials, as
// (kinetic, potential) halves of it (energy_rows.comp says why they are equal).
#include "deep_water_layout.h"

layout(local_size_x = 1) in;
layout(std430, binding = DW_SSBO_ENERGY) buffer Sums { vec2 sums[]; };

uniform int u_rows;

void main() {
  vec2 total = vec2(0.0);
  for (int row = 0; row < u_rows; ++row) total += sums[1 + row];
  sums[0] = total;
}
