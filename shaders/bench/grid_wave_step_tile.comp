#version 450
// One step of the grid wave equation, the shared-memory tile kernel (a
// benchmark design, GridWaveOneStep::Design::Tile; the arithmetic is
// step_rule.glsl's, as in every product kernel).
// One pass, 12 bytes of memory traffic a cell with R32F fields: z is read
// once into a shared tile, z_old is read and overwritten by z' in place (each
// invocation touches only its own texel of that image), then the caller
// swaps the two textures. Variants: NINE_POINT (isotropic stencil),
// LAND_MASK (an R8 mask, +1 byte a cell; land cells are held at zero).
// On a GPU it beats the plain one-cell-per-invocation image version by far
// (BENCHMARKS.md). On llvmpipe it is the slowest variant (barriers are dear there).
#include "../common/shared_layout.h"
#include "../sim/grid_wave/grid_wave_layout.h"
#include "bench_layout.h"

#include "../sim/grid_wave/step_rule.glsl"
#ifndef LAND_MASK
#define LAND_MASK 0
#endif

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D heightOldThenNext;
#if LAND_MASK
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;
#endif

// Each invocation updates TP_BENCH_GW_TILE_ROWS cells, one per 16-row block of its
// group's tile (a group covers 16 × 16·ROWS cells): more independent loads in
// flight per invocation and a smaller rim share. The group's z, with a
// one-cell rim, is loaded once into shared memory, so each z is read from
// memory once instead of five (nine) times through the cache.
const ivec2 kTile = ivec2(TP_GROUP_2D + 2, TP_GROUP_2D * TP_BENCH_GW_TILE_ROWS + 2);
shared float tile[kTile.y][kTile.x];
ivec2 gridSize;
ivec2 tileOrigin;  // grid cell of tile[0][0]

// z from the tile; p must lie within one cell of the group's cells.
float heightAt(ivec2 p) {
  const ivec2 t = p - tileOrigin;
  return tile[t.y][t.x];
}

// z' of one water cell (step_rule.glsl).
float nextHeight(ivec2 p) {
  const float here = heightAt(p);
  const float east = heightAt(p + ivec2(1, 0)), west = heightAt(p - ivec2(1, 0));
  const float north = heightAt(p + ivec2(0, 1)), south = heightAt(p - ivec2(0, 1));
  const bvec2 low = equal(p, ivec2(0)), high = equal(p, gridSize - 1);
  if (absorbing() && (any(low) || any(high)))
    return outgoingEdgeHeight(here, low.x || high.x, low.x ? east : west, low.y || high.y, low.y ? north : south);
  float corners = 0.0;
#if NINE_POINT
  corners = (heightAt(p + ivec2(1, 1)) + heightAt(p + ivec2(-1, 1))) +
            (heightAt(p + ivec2(1, -1)) + heightAt(p + ivec2(-1, -1)));
#endif
  const float old = imageLoad(heightOldThenNext, p).r;
  return interiorNextHeight(here, (east + west) + (north + south), corners, old, cellDamping(p, gridSize));
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
  for (int row = 0; row < TP_BENCH_GW_TILE_ROWS; ++row) {
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
