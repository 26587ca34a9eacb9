#version 450
// SEED DESIGN, benchmark only (never used by the app): seed 002's
// simulation.shader as the Godot demo runs it. A fragment shader renders the
// next heights into an 8-bit texture (RGBA8 here; the demo's viewport is
// RGB8), positive waves in red and negative waves in green, height = r − g,
// each channel stepped on its own and clamped to [0, 1] by the 8-bit target:
//   z' = a·(z_E + z_W + z_N + z_S) + (2 − 4a)·z − z_old
// Neighbours by texture() at UV ± one texel (nearest, clamped to edge, which
// makes the edge reflect like our solver). The demo also samples the boat
// collision textures and the land texture every step; the benchmark runs our
// solver without boats or land, so they are left out here too (in the seed's
// favour). src/bench/seed_grid_wave.cpp does the rest of the design: the
// whole texture read back to the CPU and uploaded again every step.
#include "bench_layout.h"

layout(binding = 0) uniform sampler2D z_tex;
layout(binding = 1) uniform sampler2D old_z_tex;
layout(location = TP_SEED_LOC_A) uniform float a;
layout(location = TP_SEED_LOC_GRID_POINTS) uniform float grid_points;
layout(location = 0) out vec4 color;

void main() {
  const vec2 UV = gl_FragCoord.xy / grid_points;
  const float pix_size = 1.0 / grid_points;
  const vec4 z = a * (texture(z_tex, UV + vec2(pix_size, 0.0)) + texture(z_tex, UV - vec2(pix_size, 0.0)) +
                      texture(z_tex, UV + vec2(0.0, pix_size)) + texture(z_tex, UV - vec2(0.0, pix_size))) +
                 (2.0 - 4.0 * a) * texture(z_tex, UV) - texture(old_z_tex, UV);
  color = vec4(z.r, z.g, 0.0, 1.0);  // z_new_pos, z_new_neg
}
