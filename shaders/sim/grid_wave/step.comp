#version 450
// One step of the grid wave equation (seed 002; the CPU twin in
// src/sim/grid_wave/grid_wave_cpu.cpp states the method and the damping form):
//   z' = a·(z_E + z_W + z_N + z_S) + (2 − 4a)·z − z_old          (5-point)
//   z' = 2z + a·[(2/3)·(edges − 4z) + (1/6)·(corners − 4z)] − z_old  (9-point)
// One pass, 12 bytes of traffic a cell with R32F fields: z is read (the
// neighbours come from cache), z_old is read and overwritten by z' in place
// (each invocation touches only its own texel of that image), then the
// caller swaps the two textures. Variants: NINE_POINT (isotropic stencil),
// LAND_MASK (an R8 mask; land cells are held at zero).
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

ivec2 gridSize;

// Reflecting walls: out-of-range neighbours take the edge cell's value.
float heightAt(ivec2 p) { return imageLoad(heightNow, clamp(p, ivec2(0), gridSize - 1)).r; }

void main() {
  gridSize = imageSize(heightNow);
  const ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, gridSize))) return;
#if LAND_MASK
  if (imageLoad(landMask, p).r > 0.5) {
    imageStore(heightOldThenNext, p, vec4(0.0));
    return;
  }
#endif
  const float here = heightAt(p);
  const bool absorb = spongeCells > 0.0;
  if (absorb && (p.x == 0 || p.y == 0 || p.x == gridSize.x - 1 || p.y == gridSize.y - 1)) {
    // Outermost ring: upwind one-way wave z' = z − √a·(z − z_inward);
    // corners average their two directions (see grid_wave_layout.h).
    const ivec2 inward = ivec2(p.x == 0 ? 1 : (p.x == gridSize.x - 1 ? gridSize.x - 2 : p.x),
                               p.y == 0 ? 1 : (p.y == gridSize.y - 1 ? gridSize.y - 2 : p.y));
    float next;
    if (inward.x != p.x && inward.y != p.y)
      next = here - courant * 0.5 * ((here - heightAt(ivec2(inward.x, p.y))) +
                                     (here - heightAt(ivec2(p.x, inward.y))));
    else
      next = here - courant * (here - heightAt(inward));
    imageStore(heightOldThenNext, p, vec4(next));
    return;
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
  imageStore(heightOldThenNext, p, vec4((undamped - (1.0 - 0.5 * d) * old) / (1.0 + 0.5 * d)));
}
