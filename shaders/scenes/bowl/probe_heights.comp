#version 450
// Height probes (src/scenes/bowl/height_probes.*): for each point (cell units,
// centres at +0.5) the height and velocity sampled bilinearly from the spring
// state, as the surface shader sees them, and the slope by central
// differences one cell apart (dh per cell).
#include "../../common/shared_layout.h"
#include "bowl_layout.h"

layout(local_size_x = BOWL_MAX_PROBES) in;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D u_state;  // RG32F: height, velocity
layout(std430, binding = TP_SSBO_EXTRA) writeonly buffer Samples { vec4 samples[]; };
layout(location = 0) uniform int u_count;
layout(location = 1) uniform vec2 u_points[BOWL_MAX_PROBES];

void main() {
  int i = int(gl_LocalInvocationID.x);
  if (i >= u_count) return;
  vec2 size = vec2(textureSize(u_state, 0));
  vec2 uv = u_points[i] / size;
  vec2 texel = 1.0 / size;
  vec2 here = textureLod(u_state, uv, 0.0).rg;
  float east = textureLod(u_state, uv + vec2(texel.x, 0.0), 0.0).r;
  float west = textureLod(u_state, uv - vec2(texel.x, 0.0), 0.0).r;
  float north = textureLod(u_state, uv + vec2(0.0, texel.y), 0.0).r;
  float south = textureLod(u_state, uv - vec2(0.0, texel.y), 0.0).r;
  samples[i] = vec4(here.r, 0.5 * (east - west), 0.5 * (north - south), here.g);
}
