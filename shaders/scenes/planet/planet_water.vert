#version 450
// The water surface: the icosphere's triangles over the vertex buffer the
// normals pass wrote (planet_normals.comp): each vertex already moved along
// its direction by amplitude·height (seed 000), with the normal rebuilt from
// its displaced ring.
layout(location = 0) in vec4 positionHeight;  // displaced position, height
layout(location = 1) in vec4 normalRadius;    // unit normal, displaced radius

uniform mat4 u_viewProjection;

layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out float height;

void main() {
  worldPosition = positionHeight.xyz;
  worldNormal = normalRadius.xyz;
  height = positionHeight.w;
  gl_Position = u_viewProjection * vec4(worldPosition, 1.0);
}
