#version 450
// SEED DESIGN, benchmark only (never used by the app): seed 000's sphere
// simulation shader as the Godot scene runs it. One fragment per vertex of an
// 8-bit height texture (r = positive, g = negative waves, height = r − g),
// neighbour indices in six RGBA8 textures n1..n6, one neighbour slot each:
//   z' = a·Σ z_k / |K| + (2 − a)·z − z_old
// Two changes the seed's 642-vertex sphere did not need: the seed wrote an
// index into r and g (16 bits) and laid the vertices out in one row; level 10
// has 10.5 million vertices, so here the index takes r, g, b (24 bits, r the
// highest byte) and the textures wrap at 2048 texels a row (vertex i at
// (i mod 2048, i div 2048)); the bytes are rounded before they are combined
// (the seed's float sum of 8-bit fractions is not exact past 16 bits).
// Alpha 0 marks "no neighbour", as in the seed.
#include "bench_layout.h"

layout(binding = 0) uniform sampler2D z_tex;
layout(binding = 1) uniform sampler2D z_old_tex;
layout(binding = 2) uniform sampler2D n1;
layout(binding = 3) uniform sampler2D n2;
layout(binding = 4) uniform sampler2D n3;
layout(binding = 5) uniform sampler2D n4;
layout(binding = 6) uniform sampler2D n5;
layout(binding = 7) uniform sampler2D n6;
layout(location = TP_SEED_LOC_A) uniform float a;
layout(location = TP_SEED_LOC_GRID_POINTS) uniform ivec2 textureSize2D;
layout(location = TP_SEED_LOC_VERTEX_COUNT) uniform int num_vertices;
layout(location = 0) out vec4 color;

vec2 getNeighbour(sampler2D n, vec2 uv) {
  const vec4 c = texture(n, uv);
  if (c.a == 0.0) return vec2(-1.0);
  const int idx = int(round(c.r * 255.0)) * 65536 + int(round(c.g * 255.0)) * 256 + int(round(c.b * 255.0));
  return (vec2(idx & 2047, idx >> 11) + 0.5) / vec2(textureSize2D);
}

void main() {
  const ivec2 texel = ivec2(gl_FragCoord.xy);
  if (texel.y * 2048 + texel.x >= num_vertices) {  // padding after the last vertex
    color = vec4(0.0);
    return;
  }
  const vec2 UV = gl_FragCoord.xy / vec2(textureSize2D);
  const vec2 uv1 = getNeighbour(n1, UV);
  const vec2 uv2 = getNeighbour(n2, UV);
  const vec2 uv3 = getNeighbour(n3, UV);
  const vec2 uv4 = getNeighbour(n4, UV);
  const vec2 uv5 = getNeighbour(n5, UV);
  const vec2 uv6 = getNeighbour(n6, UV);

  float num_n = 5.0;
  vec2 sum_z = vec2(0.0);
  sum_z += texture(z_tex, uv1).rg;
  sum_z += texture(z_tex, uv2).rg;
  sum_z += texture(z_tex, uv3).rg;
  sum_z += texture(z_tex, uv4).rg;
  sum_z += texture(z_tex, uv5).rg;
  if (uv6 != vec2(-1.0)) {
    sum_z += texture(z_tex, uv6).rg;
    num_n++;
  }
  const vec2 z = texture(z_tex, UV).rg;
  const vec2 z_old = texture(z_old_tex, UV).rg;
  color = vec4(a * sum_z / num_n + (2.0 - a) * z - z_old, 0.0, 1.0);
}
