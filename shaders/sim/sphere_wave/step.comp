#version 450
// One step of seed 000's wave update on the icosphere, per vertex:
//   z' = z + (1 − damping)·(z − z_old) + a·(mean of the 5 or 6 neighbours − z)
// (damping 0: z' = a·mean + (2 − a)·z − z_old), kept in velocity form: the
// state is z and u = z − z_old, and
//   u' = (1 − damping)·u + a/count·Σ (z_k − z),   z' = z + u'.
// The same numbers, rounded better. The volume mode has no restoring force,
// so rounding that reaches the velocity makes the volume drift like t² (bias)
// or t^1.5 (noise): with z_old stored, the rounding of each z' becomes part of
// the next velocity, and a force formed as a·(Σ z_k/count − z) rounds with the
// size of z (and with one sign: 1/6 is not a float). A splash at level 5 lost
// 3.7% of its volume in 3000 steps that way on an H200 (0.2% on llvmpipe);
// this way 2.6e-5 (H200) and 6e-6 (llvmpipe). u is only read at the vertex
// itself, so it is updated in place; z ping-pongs.
// CPU twin: src/sim/sphere_wave/sphere_wave_cpu.cpp.
#include "../../common/shared_layout.h"
#include "sphere_common.glsl"

layout(local_size_x = TP_GROUP_1D) in;
layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D u_height;
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform writeonly image2D u_heightNext;
layout(binding = TP_IMAGE_EXTRA, r32f) uniform image2D u_velocity;
layout(binding = TP_SPHERE_TEX_RING_0123) uniform isampler2D u_ring0123;
layout(binding = TP_SPHERE_TEX_RING_45) uniform isampler2D u_ring45;
uniform int u_vertexCount;
uniform float u_a;
uniform float u_damping;

float heightAt(int vertex) { return imageLoad(u_height, sphereTexel(vertex)).r; }

void main() {
  int v = int(gl_GlobalInvocationID.x);
  if (v >= u_vertexCount) return;
  ivec4 first;
  ivec2 last;
  sphereRing(u_ring0123, u_ring45, v, first, last);
  ivec2 p = sphereTexel(v);
  float z = imageLoad(u_height, p).r;
  float velocity = imageLoad(u_velocity, p).r;
  // a·(mean − z) = a/count · Σ (z_k − z), summed as differences in ring order,
  // as the CPU twin does. Each edge's difference is the exact negative of the
  // one its other end computes (and exact when the two heights are within a
  // factor 2), so the forces cancel in the total and the volume is kept to the
  // rounding of small differences rather than of the heights themselves.
  // `precise` keeps the driver from re-associating it (NVIDIA does).
  precise float laplacian = (heightAt(first.x) - z) + (heightAt(first.y) - z) + (heightAt(first.z) - z) +
                            (heightAt(first.w) - z) + (heightAt(last.x) - z);
  float count = 5.0;
  if (last.y >= 0) {
    laplacian += heightAt(last.y) - z;
    count = 6.0;
  }
  precise float nextVelocity = fma(1.0 - u_damping, velocity, laplacian * (u_a / count));
  imageStore(u_velocity, p, vec4(nextVelocity));
  imageStore(u_heightNext, p, vec4(z + nextVelocity));
}
