#version 450
// Per-work-group sums of the sphere's measures (volume, Σ heights, kinetic
// and potential energy; definitions in src/sim/sphere_wave/sphere_wave_measures.hpp),
// one vec4 per group; the C++ side adds the groups up in double.
#include "../../common/shared_layout.h"
#include "sphere_common.glsl"

layout(local_size_x = TP_GROUP_1D) in;
layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D u_height;
layout(binding = TP_IMAGE_EXTRA, r32f) uniform readonly image2D u_velocity;  // z − z_old
layout(binding = TP_SPHERE_TEX_RING_0123) uniform isampler2D u_ring0123;
layout(binding = TP_SPHERE_TEX_RING_45) uniform isampler2D u_ring45;
layout(std430, binding = TP_SSBO_EXTRA) writeonly buffer GroupSums { vec4 groupSums[]; };
uniform int u_vertexCount;
uniform float u_a;

shared vec4 s_partial[TP_GROUP_1D];

// (z_v − z_k)·(zold_v − zold_k) for one neighbour k, with zold = z − u.
float edgeTerm(int k, float z, float zOld) {
  ivec2 q = sphereTexel(k);
  float zk = imageLoad(u_height, q).r;
  return (z - zk) * (zOld - (zk - imageLoad(u_velocity, q).r));
}

void main() {
  int v = int(gl_GlobalInvocationID.x);
  vec4 terms = vec4(0.0);
  if (v < u_vertexCount) {  // no early return: every invocation reaches the barriers
    ivec4 first;
    ivec2 last;
    sphereRing(u_ring0123, u_ring45, v, first, last);
    ivec2 p = sphereTexel(v);
    float z = imageLoad(u_height, p).r, velocity = imageLoad(u_velocity, p).r, zOld = z - velocity;
    float coupling = edgeTerm(first.x, z, zOld) + edgeTerm(first.y, z, zOld) + edgeTerm(first.z, z, zOld) +
                     edgeTerm(first.w, z, zOld) + edgeTerm(last.x, z, zOld);
    float weight = 5.0 / 6.0;
    if (last.y >= 0) {
      coupling += edgeTerm(last.y, z, zOld);
      weight = 1.0;
    }
    terms = vec4(weight * z, z, 0.5 * weight * velocity * velocity, u_a / 24.0 * coupling);
  }
  uint local = gl_LocalInvocationID.x;
  s_partial[local] = terms;
  barrier();
  for (uint stride = TP_GROUP_1D / 2; stride > 0; stride >>= 1) {
    if (local < stride) s_partial[local] += s_partial[local + stride];
    barrier();
  }
  if (local == 0) groupSums[gl_WorkGroupID.x] = s_partial[0];
}
