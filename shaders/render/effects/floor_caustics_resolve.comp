#version 450
// The caustics' map from the light the scatter pass counted into each texel
// (floor_caustics_scatter.comp): 1 where flat water would light the floor,
// brighter where waves focus the light. The count is emptied as it is read,
// ready for the next frame's scatter.
#include "../../common/shared_layout.h"
#include "floor_caustics_arrivals.glsl"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_OUT, r16f) uniform writeonly image2D light;
uniform int mapSize;
// A focus's brightest texel, relative to flat water: past it the net of
// light would only burn out to white where the sun's glow already does.
const float kBrightest = 8.0;

void main() {
  const ivec2 texel = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(texel, ivec2(mapSize)))) return;
  const uint count = imageLoad(arrivals, texel).r;
  imageStore(arrivals, texel, uvec4(0u));
  imageStore(light, texel, vec4(min(float(count) / kFlatWaterArrivals, kBrightest)));
}
