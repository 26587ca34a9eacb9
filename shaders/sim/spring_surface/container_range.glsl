// The container's range of heights (seed 004: the position kernel clamps the
// height, and its author's note says the range should be the container's,
// its base to its top). A cell whose new height would leave the range stops
// at its end. Its velocity is kept: the springs conserve Σv (pairwise forces),
// and Σv = 0 is what keeps the water level from drifting; zeroing a clamped
// cell's upward velocity would lower the whole surface for ever after. The
// same rule as SpringSurfaceCpu::positionPass. Unset, the range is every float:
// no clamp (tidepool-sim's plain surface).
layout(location = SPRING_LOC_HEIGHT_RANGE) uniform vec2 u_heightRange = vec2(-3.4e38, 3.4e38);

vec2 keepInContainer(float height, float velocity) {
  return vec2(clamp(height, u_heightRange.x, u_heightRange.y), velocity);
}
