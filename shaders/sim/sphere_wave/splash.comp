#version 450
// Adds a cone-shaped bump, strength·(1 − d/radius) for chord distance
// d < radius from the (unit) centre direction, to the height. Water at rest
// keeps its velocity u = z − z_old (the bump is added to z_old too); an
// impulse adds the bump to u as well. CPU twin: SphereWaveCpu::addSplash.
#include "../../common/shared_layout.h"
#include "sphere_common.glsl"

layout(local_size_x = TP_GROUP_1D) in;
layout(binding = TP_IMAGE_STATE_IN, r32f) uniform image2D u_height;
layout(binding = TP_IMAGE_EXTRA, r32f) uniform image2D u_velocity;
layout(binding = TP_SPHERE_TEX_POSITIONS) uniform sampler2D u_positions;
uniform int u_vertexCount;
uniform vec3 u_centre;
uniform float u_strength;
uniform float u_radius;
uniform bool u_atRest;

void main() {
  int v = int(gl_GlobalInvocationID.x);
  if (v >= u_vertexCount) return;
  ivec2 p = sphereTexel(v);
  float chord = distance(texelFetch(u_positions, p, 0).xyz, u_centre);
  if (chord >= u_radius) return;
  float bump = u_strength * (1.0 - chord / u_radius);
  imageStore(u_height, p, imageLoad(u_height, p) + bump);
  if (!u_atRest) imageStore(u_velocity, p, imageLoad(u_velocity, p) + bump);
}
