#version 450
// One step of seed 000's wave update on the icosphere, per vertex:
//   z' = z + (1 − damping)·(z − z_old) + a·(mean of the 5 or 6 neighbours − z)
// (damping 0: z' = a·mean + (2 − a)·z − z_old). z_old is only read at the
// vertex itself, so the new height overwrites it in place and the two height
// textures swap roles. CPU twin: src/sim/sphere_wave/sphere_wave_cpu.cpp.
#include "../../common/shared_layout.h"
#include "sphere_common.glsl"

layout(local_size_x = TP_GROUP_1D) in;
layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D u_height;
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform image2D u_heightPrevThenNext;
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
  // Summed in ring order, as the CPU twin does.
  float sum = heightAt(first.x) + heightAt(first.y) + heightAt(first.z) + heightAt(first.w) + heightAt(last.x);
  float count = 5.0;
  if (last.y >= 0) {
    sum += heightAt(last.y);
    count = 6.0;
  }
  ivec2 p = sphereTexel(v);
  float z = imageLoad(u_height, p).r;
  float zOld = imageLoad(u_heightPrevThenNext, p).r;
  // a·(mean − z) formed as (Σ z_k − count·z)·(a/count), never as a·(Σ z_k/count − z):
  // 1/6 is not a float, so dividing the whole sum rounds with one sign everywhere,
  // and that bias leaks into the volume mode, which undamped drifts quadratically
  // in time (0.6% of a splash's volume in 5000 steps on llvmpipe; this way 0.0025%).
  float coupling = (sum - count * z) * (u_a / count);
  imageStore(u_heightPrevThenNext, p, vec4(z + (1.0 - u_damping) * (z - zOld) + coupling));
}
