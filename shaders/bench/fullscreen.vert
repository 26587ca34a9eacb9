#version 450
// SEED DESIGN support (benchmark only): one triangle that covers the viewport,
// from gl_VertexID alone (no vertex buffer), for the fragment-shader steps.
void main() {
  const vec2 corner = vec2((gl_VertexID << 1) & 2, gl_VertexID & 2);  // (0,0) (2,0) (0,2)
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
