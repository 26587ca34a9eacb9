#version 450
// The far-plane triangle (far_plane_triangle.glsl); the fragment shader turns
// its position back into a world direction.
#include "far_plane_triangle.glsl"

layout(location = 0) out vec2 ndc;

void main() {
  ndc = farPlaneCorner(gl_VertexID);
  gl_Position = vec4(ndc, 1.0, 1.0);  // on the far plane: only where nothing was drawn
}
