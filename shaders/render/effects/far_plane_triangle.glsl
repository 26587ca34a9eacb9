// One triangle that covers the screen, on the far plane, drawn after the
// scene with depth test LEQUAL: only uncovered pixels pay for what it shows.
// Corner `vertexId` (0, 1, 2) in normalised device coordinates: (−1, −1),
// (3, −1), (−1, 3).
vec2 farPlaneCorner(int vertexId) {
  const vec2 corner = vec2(float((vertexId << 1) & 2), float(vertexId & 2));  // (0,0) (2,0) (0,2)
  return corner * 2.0 - 1.0;
}
