#version 450
// One triangle that covers the screen, on the far plane, drawn after the
// scene with depth test LEQUAL: only uncovered pixels pay for the sky. The
// fragment shader turns its position back into a world direction.
layout(location = 0) out vec2 ndc;

void main() {
  vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));  // (0,0) (2,0) (0,2)
  ndc = corner * 2.0 - 1.0;
  gl_Position = vec4(ndc, 1.0, 1.0);  // on the far plane: only where nothing was drawn
}
