#version 450
// The four sums of the spring surface's energy (see
// src/sim/spring_surface/spring_surface_energy.hpp), one partial per work
// group: Σ v², and over each unordered pair of water 8-neighbours (taken once,
// from the forward half of the neighbourhood) Σ Δh², Σ Δh·Δv, Σ Δv²; then the
// level's two, Σ h and Σ v. Two vec4 a group; the C++ side adds them in double.
#include "spring_surface_common.glsl"

layout(binding = TP_IMAGE_STATE_IN, rg32f) uniform readonly image2D u_state;
layout(std430, binding = TP_SSBO_EXTRA) writeonly buffer EnergyPartials { vec4 partials[]; };  // 2 a group

const ivec2 kForwardPairs[4] = ivec2[4](ivec2(1, 0), ivec2(-1, 1), ivec2(0, 1), ivec2(1, 1));
shared vec4 s_sums[TP_GROUP_2D * TP_GROUP_2D];
shared vec2 s_level[TP_GROUP_2D * TP_GROUP_2D];

void main() {
  ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  vec4 sums = vec4(0.0);
  vec2 level = vec2(0.0);
  if (isWater(cell)) {
    vec2 self = imageLoad(u_state, cell).rg;
    level = self;
    sums.x = self.y * self.y;
    for (int i = 0; i < 4; ++i) {
      ivec2 neighbour = cell + kForwardPairs[i];
      if (!isWater(neighbour)) continue;
      vec2 delta = imageLoad(u_state, neighbour).rg - self;
      sums.yzw += vec3(delta.x * delta.x, delta.x * delta.y, delta.y * delta.y);
    }
  }
  // Tree reduction in shared memory (every invocation reaches every barrier).
  uint local = gl_LocalInvocationIndex;
  s_sums[local] = sums;
  s_level[local] = level;
  barrier();
  for (uint stride = uint(TP_GROUP_2D * TP_GROUP_2D) / 2u; stride > 0u; stride /= 2u) {
    if (local < stride) {
      s_sums[local] += s_sums[local + stride];
      s_level[local] += s_level[local + stride];
    }
    barrier();
  }
  if (local == 0u) {
    uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    partials[2u * group] = s_sums[0];
    partials[2u * group + 1u] = vec4(s_level[0], 0.0, 0.0);
  }
}
