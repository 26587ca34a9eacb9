#version 450
// Samples the water height (R32F, metres) at the probes' points, bilinearly
// as the surface is drawn, into a small buffer the CPU reads a step or two
// later (src/scenes/harbor/probe_reader.cpp).
#include "../../common/shared_layout.h"
#include "harbor_layout.h"

layout(local_size_x = 64) in;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D heights;
layout(std430, binding = HARBOR_SSBO_PROBE_POINTS) readonly buffer Points { vec2 points[]; };
layout(std430, binding = HARBOR_SSBO_PROBE_HEIGHTS) writeonly buffer Heights { float sampled[]; };
layout(location = HARBOR_LOC_PROBE_COUNT) uniform int count;

void main() {
  const int i = int(gl_GlobalInvocationID.x);
  if (i >= count) return;
  sampled[i] = textureLod(heights, points[i], 0.0).r;
}
