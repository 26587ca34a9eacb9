#version 450
// Sunlight on the floor (floor_caustics.vert): this pixel of the map
// receives the light that fell on the surface area that maps onto it, so
// its brightness, relative to flat water over a flat floor, is that area
// over its own (the pixel's footprint in each, from the screen derivatives,
// WebGL Water's way). Overlapping folds add (the blending).
layout(location = 0) in vec2 surfacePoint;
layout(location = 1) in vec2 floorPoint;
layout(location = 0) out float light;

// Past this a fold's edge (where the area on the floor goes to nothing)
// would be a single pixel of unbounded light.
const float kBrightest = 8.0;
void main() {
  const float surfaceArea = abs(determinant(mat2(dFdx(surfacePoint), dFdy(surfacePoint))));
  const float floorArea = abs(determinant(mat2(dFdx(floorPoint), dFdy(floorPoint))));
  light = min(surfaceArea / max(floorArea, 1e-12), kBrightest);
}
