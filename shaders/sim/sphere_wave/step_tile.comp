#version 450
// The sphere step (step_vertex.glsl) through a shared-memory tile: a work
// group steps a 32 × (8·TILE_ROWS) block of one diamond of the vertex order
// (src/sim/sphere_wave/icosphere.hpp; z = diamond), each invocation TILE_ROWS
// vertices 8 rows apart. The block's heights with a one-vertex rim are loaded
// once into shared memory (1.1 image loads a vertex instead of 7), then
// vertices inside the diamond take their ring from the tile; those on the
// diamond's border step on their own (stored ring). Why: on a GPU the
// one-vertex-an-invocation kernel (step.comp) is held by its 8 image loads and
// stores rather than by DRAM. TILE_ROWS 2 measured fastest, then 4, then 8,
// all well ahead of step.comp (tidepool-bench; BENCHMARKS.md). DRAM traffic
// as step.comp: 16 bytes a vertex.
// Not for llvmpipe, where barrier() and shared memory are dear: the solver
// picks step.comp there (sphere_wave_gpu.cpp).
#ifndef TILE_ROWS
#define TILE_ROWS 4
#endif
#include "step_vertex.glsl"

#define GROUP_X TP_SPHERE_COLUMN_GROUP_X
#define GROUP_Y TP_SPHERE_COLUMN_GROUP_Y
layout(local_size_x = GROUP_X, local_size_y = GROUP_Y) in;

const int kTileWidth = GROUP_X + 2, kTileHeight = GROUP_Y * TILE_ROWS + 2;
shared float s_tile[kTileHeight][kTileWidth];

void main() {
  int n = 1 << u_level;
  int diamondStart = int(gl_WorkGroupID.z) << (2 * u_level);
  ivec2 origin = ivec2(gl_WorkGroupID.xy) * ivec2(GROUP_X, GROUP_Y * TILE_ROWS) - 1;  // (i, j) of s_tile[0][0]
  int i = int(gl_GlobalInvocationID.x);
  // This invocation's vertices' u, loaded before any store (finishVertex says
  // why) and in flight together with the tile's heights.
  float velocity[TILE_ROWS];
  for (int r = 0; r < TILE_ROWS; ++r) {
    int j = origin.y + 1 + r * GROUP_Y + int(gl_LocalInvocationID.y);
    velocity[r] = i < n && j < n ? velocityAt(diamondStart + j * n + i) : 0.0;
  }
  for (int t = int(gl_LocalInvocationIndex); t < kTileWidth * kTileHeight; t += GROUP_X * GROUP_Y) {
    ivec2 slot = ivec2(t % kTileWidth, t / kTileWidth);
    // Clamped into the diamond: what lies outside it is no arithmetic
    // neighbour, and the border vertices that have those use their stored ring.
    ivec2 c = clamp(origin + slot, ivec2(0), ivec2(n - 1));
    s_tile[slot.y][slot.x] = heightAt(diamondStart + c.y * n + c.x);
  }
  barrier();
  if (gl_GlobalInvocationID == uvec3(0)) {  // the poles
    stepVertex(10 << (2 * u_level), true);
    stepVertex((10 << (2 * u_level)) + 1, true);
  }
  if (i >= n) return;
  for (int r = 0; r < TILE_ROWS; ++r) {
    int j = origin.y + 1 + r * GROUP_Y + int(gl_LocalInvocationID.y);
    if (j >= n) return;
    int vertex = diamondStart + j * n + i;
    if (uint(i - 1) < uint(n - 2) && uint(j - 1) < uint(n - 2)) {
      ivec2 t = ivec2(i, j) - origin;
      float z = s_tile[t.y][t.x];
      // Ring order v + {1, n + 1, n, −1, −n − 1, −n}, as the stored ring.
      precise float laplacian = (s_tile[t.y][t.x + 1] - z) + (s_tile[t.y + 1][t.x + 1] - z) +
                                (s_tile[t.y + 1][t.x] - z) + (s_tile[t.y][t.x - 1] - z) +
                                (s_tile[t.y - 1][t.x - 1] - z) + (s_tile[t.y - 1][t.x] - z);
      finishVertexWith(vertex, z, velocity[r], laplacian, 6.0);
    } else {
      stepVertexWith(vertex, velocity[r], true);
    }
  }
}
