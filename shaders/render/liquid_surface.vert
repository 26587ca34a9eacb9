#version 450
// A liquid's surface from a depth field: a flat grid (uv in [0,1]²) lifted by
// one channel of a texture times metresPerUnit (the fluid scene: the splat
// fluid's mass). Row 0 of the texture lies at z = +extent.y/2.
#include "../common/shared_layout.h"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 surfaceUv;

layout(binding = TP_TEX_HEIGHT) uniform sampler2D depths;
uniform vec4 channel;        // picks the depth channel: (0, 0, 1, 0) = blue
uniform float metresPerUnit;
uniform mat4 viewProjection;
uniform vec2 extent;         // metres in x and z, centred on the origin

void main() {
  float depth = max(dot(textureLod(depths, uv, 0.0), channel), 0.0) * metresPerUnit;
  worldPosition = vec3((uv.x - 0.5) * extent.x, depth, (0.5 - uv.y) * extent.y);
  surfaceUv = uv;
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
}
