// A compute pass over the frame (render/frame_compute_pass.*) finding the
// world point behind a pixel: the inverse of the view and projection the
// frame was drawn with (the renderer sets it), applied to normalised device
// coordinates (x, y and depth, each −1 .. 1; depth −1 on the near plane).
uniform mat4 inverseViewProjection;

vec3 unproject(vec2 ndc, float ndcDepth) {
  const vec4 p = inverseViewProjection * vec4(ndc, ndcDepth, 1.0);
  return p.xyz / p.w;
}
