#version 450
// A liquid's surface from a depth field: a flat grid (uv in [0,1]²) lifted by
// one channel of a texture times metresPerUnit (the fluid scene: the splat
// fluid's mass). Row 0 of the texture lies at z = +extent.y/2. Where the mesh
// has a vertex per texel or more, the normal is rebuilt here, per vertex (as
// fine as the data, and software GL pays per pixel); otherwise
// (PER_PIXEL_NORMALS) the fragment shader rebuilds it per pixel.
#include "../common/shared_layout.h"
#include "liquid_depth.glsl"

layout(location = 0) in vec2 uv;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec2 surfaceUv;
layout(location = 2) out vec3 vertexNormal;

uniform mat4 viewProjection;

void main() {
  float depth = depthAt(uv);
  worldPosition = vec3((uv.x - 0.5) * extent.x, depth, (0.5 - uv.y) * extent.y);
  surfaceUv = uv;
#if PER_PIXEL_NORMALS
  vertexNormal = vec3(0.0, 1.0, 0.0);  // unused
#else
  vertexNormal = depthNormal(uv);
#endif
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
}
