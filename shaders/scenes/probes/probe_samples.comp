#version 450
// Samples a field texture at a few points into a small buffer the CPU reads a
// step or two later, with no full-texture readback (src/scenes/probes/
// probe_sampler.*; the harbor's, the bowl's and the planet's probes). A
// point's sample: the value (r) as the surface shaders see it (bilinear, or
// the texel as stored), half the central difference one texel either side
// along u and v (r per texel), and the second channel (g).
#include "../../common/shared_layout.h"
#include "probe_layout.h"

layout(local_size_x = PROBE_GROUP) in;
layout(binding = TP_TEX_HEIGHT) uniform sampler2D field;
layout(std430, binding = PROBE_SSBO_POINTS) readonly buffer Points { vec2 points[]; };
layout(std430, binding = PROBE_SSBO_SAMPLES) writeonly buffer Samples { vec4 samples[]; };
layout(location = PROBE_LOC_COUNT) uniform int count;
layout(location = PROBE_LOC_ADDRESS) uniform int address;

void main() {
  const int i = int(gl_GlobalInvocationID.x);
  if (i >= count) return;
  if (address == PROBE_ADDRESS_TEXELS) {
    samples[i] = vec4(texelFetch(field, ivec2(points[i]), 0).r, 0.0, 0.0, 0.0);
    return;
  }
  const vec2 size = vec2(textureSize(field, 0));
  const vec2 uv = address == PROBE_ADDRESS_CELLS ? points[i] / size : points[i];
  const vec2 texel = 1.0 / size;
  const vec2 here = textureLod(field, uv, 0.0).rg;
  const float east = textureLod(field, uv + vec2(texel.x, 0.0), 0.0).r;
  const float west = textureLod(field, uv - vec2(texel.x, 0.0), 0.0).r;
  const float north = textureLod(field, uv + vec2(0.0, texel.y), 0.0).r;
  const float south = textureLod(field, uv - vec2(0.0, texel.y), 0.0).r;
  samples[i] = vec4(here.r, 0.5 * (east - west), 0.5 * (north - south), here.g);
}
