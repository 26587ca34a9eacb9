#version 450
// The ocean look's rocky core (src/scenes/planet/planet_core_mesh.cpp builds it on
// the CPU: relief, normals and colours per vertex).
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
layout(location = 2) in vec3 colour;

uniform mat4 u_viewProjection;

layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out vec3 albedo;

void main() {
  worldPosition = position;
  worldNormal = normal;
  albedo = colour;
  gl_Position = u_viewProjection * vec4(position, 1.0);
}
