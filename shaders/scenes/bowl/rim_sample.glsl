// Height lookups near the bowl's rim. The spring grid's water is the disc of
// cells inscribed in the N×N grid; the cells outside hold h = 0
// (src/sim/spring_surface/spring_surface_mask.hpp). A bilinear sample near the
// rim would mix those zeros in, in the grid's stair-step pattern, and the
// water's edge on the glass would show the steps as a saw-tooth. So samples
// are pulled in towards the centre until every texel they read is water:
// a bilinear sample reads texel centres less than √2 cells away, so a sample
// `marginCells` ≥ 1.5 inside the rim reads only cells whose centres lie
// inside the circle of radius N/2.
vec2 insideRimUv(vec2 uv, float gridSize, float marginCells) {
  vec2 fromCentre = uv - 0.5;
  float limit = 0.5 - marginCells / gridSize;
  float r = length(fromCentre);
  return r > limit ? 0.5 + fromCentre * (limit / r) : uv;
}
