#version 450
// One step of the grid wave equation (seed 002; the CPU twin in
// src/sim/grid_wave/grid_wave_cpu.cpp states the method and the damping form):
//   z' = a·(z_E + z_W + z_N + z_S) + (2 − 4a)·z − z_old          (5-point)
//   z' = 2z + a·[(2/3)·(edges − 4z) + (1/6)·(corners − 4z)] − z_old  (9-point)
// One pass, 12 bytes of memory traffic a cell with R32F fields: z is read
// once into a shared tile, z_old is read and overwritten by z' in place (each
// invocation touches only its own texel of that image), then the caller
// swaps the two textures. Variants: NINE_POINT (isotropic stencil),
// LAND_MASK (an R8 mask, +1 byte a cell; land cells are held at zero).
// Measured on an H200 at 8192² (GPU timer, median): 211 G cell-steps/s
// (5-point), 205 (9-point), 158 (with land), i.e. ~2.5 TB/s of the ~4.3 the
// card moves; the plain one-cell-per-invocation image version ran 119 / 82.
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

#ifndef NINE_POINT
#define NINE_POINT 0
#endif
#ifndef LAND_MASK
#define LAND_MASK 0
#endif

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D heightOldThenNext;
#if LAND_MASK
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;
#endif

layout(location = TP_GW_LOC_A) uniform float a;
layout(location = TP_GW_LOC_DAMPING) uniform float damping;
layout(location = TP_GW_LOC_SPONGE_CELLS) uniform float spongeCells;  // 0: reflect
layout(location = TP_GW_LOC_COURANT) uniform float courant;

// Each invocation updates TP_GW_STEP_ROWS cells, one per 16-row block of its
// group's tile (a group covers 16 × 16·ROWS cells): more independent loads in
// flight per invocation and a smaller rim share. The group's z, with a
// one-cell rim, is loaded once into shared memory, so each z is read from
// memory once instead of five (nine) times through the cache.
const ivec2 kTile = ivec2(TP_GROUP_2D + 2, TP_GROUP_2D * TP_GW_STEP_ROWS + 2);
shared float tile[kTile.y][kTile.x];
ivec2 gridSize;
ivec2 tileOrigin;  // grid cell of tile[0][0]

// z from the tile; p must lie within one cell of the group's cells.
float heightAt(ivec2 p) {
  const ivec2 t = p - tileOrigin;
  return tile[t.y][t.x];
}

// z' of one water cell (the step's equation, see the top of this file).
float nextHeight(ivec2 p) {
  const float here = heightAt(p);
  const bool absorb = spongeCells > 0.0;
  if (absorb && (p.x == 0 || p.y == 0 || p.x == gridSize.x - 1 || p.y == gridSize.y - 1)) {
    // Outermost ring: upwind one-way wave z' = z − √a·(z − z_inward);
    // corners average their two directions (see grid_wave_layout.h).
    const ivec2 inward = ivec2(p.x == 0 ? 1 : (p.x == gridSize.x - 1 ? gridSize.x - 2 : p.x),
                               p.y == 0 ? 1 : (p.y == gridSize.y - 1 ? gridSize.y - 2 : p.y));
    if (inward.x != p.x && inward.y != p.y)
      return here - courant * 0.5 * ((here - heightAt(ivec2(inward.x, p.y))) +
                                     (here - heightAt(ivec2(p.x, inward.y))));
    return here - courant * (here - heightAt(inward));
  }

  const float edges = (heightAt(p + ivec2(1, 0)) + heightAt(p - ivec2(1, 0))) +
                      (heightAt(p + ivec2(0, 1)) + heightAt(p - ivec2(0, 1)));
#if NINE_POINT
  // Differences, so still water stays exactly still (see the CPU twin).
  const float corners = (heightAt(p + ivec2(1, 1)) + heightAt(p + ivec2(-1, 1))) +
                        (heightAt(p + ivec2(1, -1)) + heightAt(p + ivec2(-1, -1)));
  const float laplacian = (edges - 4.0 * here) * (2.0 / 3.0) + (corners - 4.0 * here) * (1.0 / 6.0);
  const float undamped = 2.0 * here + a * laplacian;
#else
  const float undamped = a * edges + (2.0 - 4.0 * a) * here;  // the seed's form
#endif

  float d = damping;
  if (absorb) {
    const vec2 centre = vec2(p) + 0.5;
    const vec2 toEdge = min(centre, vec2(gridSize) - centre);
    const float s = max(0.0, 1.0 - min(toEdge.x, toEdge.y) / spongeCells);
    d += float(TP_GW_SPONGE_STRENGTH) * (courant / spongeCells) * (s * s);
  }
  const float old = imageLoad(heightOldThenNext, p).r;
  return (undamped - (1.0 - 0.5 * d) * old) / (1.0 + 0.5 * d);
}

void main() {
  gridSize = imageSize(heightNow);
  tileOrigin = ivec2(gl_WorkGroupID.xy) * ivec2(kTile - 2) - 1;
  // Reflecting walls: out-of-range cells take the edge cell's value (clamped).
  for (int i = int(gl_LocalInvocationIndex); i < kTile.x * kTile.y; i += TP_GROUP_2D * TP_GROUP_2D) {
    const ivec2 t = ivec2(i % kTile.x, i / kTile.x);
    tile[t.y][t.x] = imageLoad(heightNow, clamp(tileOrigin + t, ivec2(0), gridSize - 1)).r;
  }
  barrier();
  for (int row = 0; row < TP_GW_STEP_ROWS; ++row) {
    const ivec2 p = tileOrigin + 1 + ivec2(gl_LocalInvocationID.xy) + ivec2(0, row * TP_GROUP_2D);
    if (any(greaterThanEqual(p, gridSize))) return;
    float next = nextHeight(p);
#if LAND_MASK
    // Land holds zero. A select rather than a branch, so the mask load does
    // not hold up the others.
    next = imageLoad(landMask, p).r > 0.5 ? 0.0 : next;
#endif
    imageStore(heightOldThenNext, p, vec4(next));
  }
}
