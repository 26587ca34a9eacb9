#version 450
// Bakes the sky into a cube map, one invocation a texel of all six faces
// (sky_bake.h says what it holds). Run when the sun or the clouds move.
#include "sky_bake.h"

layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;
layout(binding = 0, rgba16f) uniform writeonly imageCube skyCube;

uniform vec3 sunDirection;  // unit, towards the sun
uniform float turbidity;    // 2 (very clear) .. 10 (hazy)
uniform float cloudCover;   // 0 .. 1
uniform vec2 cloudShift;    // metres the deck has drifted
uniform vec3 sunLight;      // the sunlight's colour, display scale
uniform vec3 seaBody;       // the open sea's own colour, in this light

void main() {
  int size = imageSize(skyCube).x;
  ivec3 texel = ivec3(gl_GlobalInvocationID);
  if (texel.x >= size || texel.y >= size) return;
  float s = (float(texel.x) + 0.5) / float(size) * 2.0 - 1.0;
  float t = (float(texel.y) + 0.5) / float(size) * 2.0 - 1.0;
  vec3 direction = cubeFaceDirection(texel.z, s, t);
  vec3 colour = bakedSkyColour(direction, sunDirection, turbidity, cloudCover, cloudShift, sunLight, seaBody);
  imageStore(skyCube, texel, vec4(colour, 1.0));
}
