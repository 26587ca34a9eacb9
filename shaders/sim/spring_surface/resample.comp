#version 450
// Quality change while running: bilinear resampling of (h, v) from a grid of
// u_sourceSize onto this one (cell centres matched, edges clamped), then the
// new water mask. Same formula as SpringSurfaceCpu::resize.
#include "spring_surface_common.glsl"

layout(binding = TP_IMAGE_STATE_IN, rg32f) uniform readonly image2D u_source;
layout(binding = TP_IMAGE_STATE_OUT, rg32f) uniform writeonly image2D u_stateOut;
layout(location = SPRING_LOC_SOURCE_SIZE) uniform ivec2 u_sourceSize;

// Cell centre x + 0.5 of this grid sits at p + 0.5 of the source grid.
void sourceCoordinate(int x, int sourceSize, int size, out int i0, out int i1, out float fraction) {
  precise float p = clamp((float(x) + 0.5) * (float(sourceSize) / float(size)) - 0.5, 0.0,
                          float(sourceSize - 1));
  i0 = int(floor(p));
  i1 = min(i0 + 1, sourceSize - 1);
  fraction = p - float(i0);
}

void main() {
  ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
  if (any(greaterThanEqual(cell, u_gridSize))) return;
  if (!isWater(cell)) {
    imageStore(u_stateOut, cell, vec4(0.0));
    return;
  }
  int x0, x1, y0, y1;
  float fx, fy;
  sourceCoordinate(cell.x, u_sourceSize.x, u_gridSize.x, x0, x1, fx);
  sourceCoordinate(cell.y, u_sourceSize.y, u_gridSize.y, y0, y1, fy);
  vec2 a = imageLoad(u_source, ivec2(x0, y0)).rg, b = imageLoad(u_source, ivec2(x1, y0)).rg;
  vec2 c = imageLoad(u_source, ivec2(x0, y1)).rg, d = imageLoad(u_source, ivec2(x1, y1)).rg;
  precise vec2 bottom = a + (b - a) * fx;
  precise vec2 top = c + (d - c) * fx;
  precise vec2 value = bottom + (top - bottom) * fy;
  imageStore(u_stateOut, cell, vec4(value, 0.0, 0.0));
}
