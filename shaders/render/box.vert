#version 450
// Axis-aligned boxes with no vertex buffer: 36 vertices a box (6 faces of
// two triangles) made from gl_VertexID, one instance per box. For simple
// solid props such as the fluid tank's walls.
layout(location = 0) out vec3 worldPosition;
layout(location = 1) flat out vec3 worldNormal;
layout(location = 2) flat out int boxIndex;

const int kMaxBoxes = 8;  // BoxRenderer::kMaxBoxes
uniform vec3 centres[kMaxBoxes];
uniform vec3 halfSizes[kMaxBoxes];
uniform mat4 viewProjection;
uniform vec4 clipPlane;  // RenderView::clipPlane: a mirror's image keeps what lies above the water
out float gl_ClipDistance[1];

// The face's outward axis and the two axes spanning it (right-handed, so
// (u, v) corners in this order are counter-clockwise seen from outside).
const ivec3 kFaces[6] = ivec3[6](ivec3(0, 1, 2), ivec3(1, 2, 0), ivec3(2, 0, 1),
                                 ivec3(0, 2, 1), ivec3(1, 0, 2), ivec3(2, 1, 0));
const vec2 kCorners[6] = vec2[6](vec2(-1, -1), vec2(1, -1), vec2(1, 1), vec2(-1, -1), vec2(1, 1), vec2(-1, 1));

void main() {
  int face = gl_VertexID / 6;
  ivec3 axes = kFaces[face];
  float side = face < 3 ? 1.0 : -1.0;
  vec2 corner = kCorners[gl_VertexID % 6];
  vec3 local = vec3(0.0);
  local[axes.x] = side;
  local[axes.y] = corner.x;
  local[axes.z] = corner.y;
  vec3 normal = vec3(0.0);
  normal[axes.x] = side;
  boxIndex = gl_InstanceID;
  worldNormal = normal;
  worldPosition = centres[gl_InstanceID] + local * halfSizes[gl_InstanceID];
  gl_ClipDistance[0] = dot(vec4(worldPosition, 1.0), clipPlane);
  gl_Position = viewProjection * vec4(worldPosition, 1.0);
}
