// One vertex of the sphere step, shared by step.comp (one vertex an
// invocation) and step_columns.comp (a column of vertices an invocation).
// The equation, in velocity form (state z and u = z − z_old):
//   u' = (1 − damping)·u + a/count·Σ (z_k − z),   z' = z + u'
// (damping 0: z' = a·mean(z_k) + (2 − a)·z − z_old, seed 000). Why velocity
// form: the volume mode has no restoring force, so rounding that reaches the
// velocity makes the volume drift like t² (bias) or t^1.5 (noise): with z_old
// stored, the rounding of each z' becomes part of the next velocity, and a
// force formed as a·(Σ z_k/count − z) rounds with the size of z (and with one
// sign: 1/6 is not a float). A splash at level 5 lost whole per cent of its
// volume in a few thousand steps that way on a GPU; this way the loss is some
// 1e-5 (the GL tests hold it). u is only read at the vertex itself, so it is updated
// in place; z ping-pongs. CPU twin: src/sim/sphere_wave/sphere_wave_cpu.cpp.
//
// The Laplacian a/count·Σ (z_k − z) is summed as differences in ring order,
// as the CPU twin does. Each edge's difference is the exact negative of the
// one its other end computes (and exact when the two heights are within a
// factor 2), so the forces cancel in the total and the volume is kept to the
// rounding of small differences rather than of the heights themselves.
// `precise` keeps the driver from re-associating it (NVIDIA does).
#include "../../common/shared_layout.h"
#include "sphere_common.glsl"

// Three different textures: `restrict` lets the compiler move loads of one
// past stores to another.
layout(binding = TP_IMAGE_STATE_IN, r32f) uniform restrict readonly image2D u_height;
layout(binding = TP_IMAGE_STATE_OUT, r32f) uniform restrict writeonly image2D u_heightNext;
layout(binding = TP_IMAGE_EXTRA, r32f) uniform restrict image2D u_velocity;
layout(binding = TP_SPHERE_TEX_RING_0123) uniform isampler2D u_ring0123;
layout(binding = TP_SPHERE_TEX_RING_45) uniform isampler2D u_ring45;
uniform int u_vertexCount;
uniform int u_level;  // the diamonds' side is 2^level (icosphere.hpp)
uniform float u_a;
uniform float u_damping;

float heightAt(int vertex) { return imageLoad(u_height, sphereTexel(vertex)).r; }
float velocityAt(int vertex) { return imageLoad(u_velocity, sphereTexel(vertex)).r; }

// Stores z' and u' of `vertex` from its height z, its velocity u and
// Σ (z_k − z) over its `count` neighbours.
void finishVertexWith(int vertex, float z, float velocity, float laplacian, float count) {
  ivec2 p = sphereTexel(vertex);
  precise float nextVelocity = fma(1.0 - u_damping, velocity, laplacian * (u_a / count));
  imageStore(u_velocity, p, vec4(nextVelocity));
  imageStore(u_heightNext, p, vec4(z + nextVelocity));
}

// The same, reading u here. Kernels that step several vertices an invocation
// load all their u first: a load after a store to the same image waits for
// it (the compiler cannot tell they never overlap), which would put one DRAM
// round trip per vertex in series.
void finishVertex(int vertex, float z, float laplacian, float count) {
  finishVertexWith(vertex, z, velocityAt(vertex), laplacian, count);
}

// Vertex (d, i, j) of the diamond order is d·n² + j·n + i; inside its diamond
// (1 ≤ i, j ≤ n − 2) its ring is v + {1, n + 1, n, −1, −n − 1, −n}.
bool hasImplicitRing(int vertex) {
  int n = 1 << u_level;
  if (vertex >= 10 << (2 * u_level)) return false;  // a pole
  uint i = uint(vertex & (n - 1)), j = uint((vertex >> u_level) & (n - 1));
  return i - 1u < uint(n - 2) && j - 1u < uint(n - 2);  // unsigned: 0 wraps round
}

// The whole step of `vertex` with its velocity u given, its ring read from
// the ring textures, or the implicit one where it has it (when `implicitRings`).
void stepVertexWith(int vertex, float velocity, bool implicitRings) {
  ivec4 first;
  ivec2 last;
  if (implicitRings && hasImplicitRing(vertex)) {
    int n = 1 << u_level;
    first = vertex + ivec4(1, n + 1, n, -1);
    last = vertex + ivec2(-n - 1, -n);
  } else {
    sphereRing(u_ring0123, u_ring45, vertex, first, last);
  }
  float z = heightAt(vertex);
  precise float laplacian = (heightAt(first.x) - z) + (heightAt(first.y) - z) + (heightAt(first.z) - z) +
                            (heightAt(first.w) - z) + (heightAt(last.x) - z);
  float count = 5.0;
  if (last.y >= 0) {
    laplacian += heightAt(last.y) - z;
    count = 6.0;
  }
  finishVertexWith(vertex, z, velocity, laplacian, count);
}

void stepVertex(int vertex, bool implicitRings) { stepVertexWith(vertex, velocityAt(vertex), implicitRings); }
