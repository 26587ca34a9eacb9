#version 450
// One step of the grid wave equation, the plain kernel ("simple" in
// grid_wave_stepper.hpp; the arithmetic is step_rule.glsl's): one cell an
// invocation, every neighbour its own image load (clamped: reflecting walls
// read the edge cell's value), z_old read and overwritten by z' in place.
// No shared memory and no barrier: the fastest variant on llvmpipe, where a
// barrier switches between the group's SIMD chunks; on a GPU it reaches about
// a third of the memory roofline (BENCHMARKS.md). Variants: NINE_POINT,
// LAND_MASK (an R8 mask; land cells are held at zero).
#include "../../common/shared_layout.h"
#include "grid_wave_layout.h"

#include "step_rule.glsl"
#ifndef LAND_MASK
#define LAND_MASK 0
#endif

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;

layout(binding = TP_IMAGE_STATE_IN, r32f) uniform readonly image2D heightNow;
layout(binding = TP_IMAGE_STATE_PREV, r32f) uniform image2D heightOldThenNext;
#if LAND_MASK
layout(binding = TP_IMAGE_EXTRA, r8) uniform readonly image2D landMask;
#endif

ivec2 gridSize;

float heightAt(ivec2 p) { return imageLoad(heightNow, clamp(p, ivec2(0), gridSize - 1)).r; }

void main() {
  gridSize = imageSize(heightNow);
  const ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(p, gridSize))) return;
  const float here = heightAt(p);
  const float east = heightAt(p + ivec2(1, 0)), west = heightAt(p - ivec2(1, 0));
  const float north = heightAt(p + ivec2(0, 1)), south = heightAt(p - ivec2(0, 1));
  const bvec2 low = equal(p, ivec2(0)), high = equal(p, gridSize - 1);
  float next;
  if (absorbing() && (any(low) || any(high))) {
    next = outgoingEdgeHeight(here, low.x || high.x, low.x ? east : west, low.y || high.y, low.y ? north : south);
  } else {
    float corners = 0.0;
#if NINE_POINT
    corners = (heightAt(p + ivec2(1, 1)) + heightAt(p + ivec2(-1, 1))) +
              (heightAt(p + ivec2(1, -1)) + heightAt(p + ivec2(-1, -1)));
#endif
    const float old = imageLoad(heightOldThenNext, p).r;
    next = interiorNextHeight(here, (east + west) + (north + south), corners, old, cellDamping(p, gridSize));
  }
#if LAND_MASK
  next = imageLoad(landMask, p).r > 0.5 ? 0.0 : next;
#endif
  imageStore(heightOldThenNext, p, vec4(next));
}
