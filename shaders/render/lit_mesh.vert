#version 450
// A flat-shaded model (boats, crates): world position and normal for the
// fragment shader's sun and sky light.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
layout(location = 2) in vec3 colour;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out vec3 albedo;

uniform mat4 viewProjection;
uniform vec4 clipPlane;  // RenderView::clipPlane: a mirror's image keeps what lies above the water
out float gl_ClipDistance[1];
uniform mat4 model;
uniform vec3 tint;

void main() {
  vec4 world = model * vec4(position, 1.0);
  worldPosition = world.xyz;
  worldNormal = mat3(model) * normal;  // rigid motions only: no inverse transpose needed
  albedo = colour * tint;
  gl_ClipDistance[0] = dot(vec4(world.xyz, 1.0), clipPlane);
  gl_Position = viewProjection * world;
}
