#version 450
// The fluid's 2d view: one quad covering the viewport, which the scene sets
// to the grid's rectangle on screen. uv (0, 0) is the grid's row 0, column 0
// at the bottom left.
layout(location = 0) out vec2 uv;

void main() {
  uv = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // strip: (0,0) (1,0) (0,1) (1,1)
  gl_Position = vec4(uv * 2.0 - 1.0, 0.0, 1.0);
}
