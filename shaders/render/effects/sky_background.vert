#version 450
// The far-plane triangle (far_plane_triangle.glsl) for the background
// (sky_background.frag), with each corner's ray as the homogeneous world
// points where it crosses the near and the far plane (sky_background.glsl):
// linear across the screen, so every pixel gets its own exactly, without the
// inverse projection's two matrix products that software GL would run once
// a pixel.
#include "far_plane_triangle.glsl"

layout(location = 0) out vec4 nearPoint;
layout(location = 1) out vec4 farPoint;
uniform mat4 inverseViewProjection;

void main() {
  const vec2 ndc = farPlaneCorner(gl_VertexID);
  nearPoint = inverseViewProjection * vec4(ndc, -1.0, 1.0);
  farPoint = inverseViewProjection * vec4(ndc, 1.0, 1.0);
  gl_Position = vec4(ndc, 1.0, 1.0);  // on the far plane: only where nothing was drawn
}
