#version 450
// Grid size change: the old state filtered onto the new grid, the GPU side of
// resampleSplatFluidState() (src/sim/splat_fluid/splat_fluid_resample.cpp,
// which explains the tent weights). Mass and momentum are filtered; velocity
// is momentum / mass where there is mass.
#include "../../common/shared_layout.h"
#include "splat_fluid_constants.h"

layout(local_size_x = TP_GROUP_2D, local_size_y = TP_GROUP_2D) in;
layout(binding = TP_IMAGE_STATE_IN, rgba32f) uniform readonly image2D oldState;
layout(binding = TP_IMAGE_STATE_OUT, rgba32f) uniform writeonly image2D newState;

// The old cells one axis reads for new cell `index`, and their weight sum.
struct Tap {
  int first, last;
  float centre, spread, sum;
};

float weightOf(int j, Tap tap) { return max(0.0, 1.0 - abs(float(j) - tap.centre) / tap.spread); }

Tap tapFor(int index, int oldCells, int newCells) {
  Tap tap;
  float scale = float(oldCells) / float(newCells);
  tap.centre = (float(index) + 0.5) * scale - 0.5;
  tap.spread = max(1.0, scale);
  tap.first = max(0, int(floor(tap.centre - tap.spread)) + 1);
  tap.last = min(oldCells - 1, int(ceil(tap.centre + tap.spread)) - 1);
  tap.sum = 0.0;
  for (int j = tap.first; j <= tap.last; ++j) tap.sum += weightOf(j, tap);
  return tap;
}

void main() {
  ivec2 oldSize = imageSize(oldState), newSize = imageSize(newState);
  ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(cell, newSize))) return;
  Tap column = tapFor(cell.x, oldSize.x, newSize.x);
  Tap row = tapFor(cell.y, oldSize.y, newSize.y);
  float m = 0.0;
  vec2 p = vec2(0.0);
  for (int y = row.first; y <= row.last; ++y) {
    float wy = weightOf(y, row);
    for (int x = column.first; x <= column.last; ++x) {
      vec3 s = imageLoad(oldState, ivec2(x, y)).xyz;
      float w = wy * weightOf(x, column) * s.z;
      m += w;
      p += w * s.xy;
    }
  }
  m /= row.sum * column.sum;
  p /= row.sum * column.sum;
  vec2 v = m > SPLAT_FLUID_MIN_MASS ? p / m : vec2(0.0);
  imageStore(newState, cell, vec4(v, m, 0.0));
}
