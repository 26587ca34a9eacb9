#version 450
// Lathe meshes of the bowl scene (src/render/lathe_mesh.*): table, sand,
// glass and toys. `model` is a rotation, translation and uniform scale, so
// normals transform with its upper 3×3 (then renormalised).
layout(location = 0) in vec3 localPosition;
layout(location = 1) in vec3 localNormal;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out vec3 objectPosition;  // before `model`: for patterns that move with the object

uniform mat4 viewProjection;
uniform mat4 model;

void main() {
  vec4 world = model * vec4(localPosition, 1.0);
  worldPosition = world.xyz;
  worldNormal = mat3(model) * localNormal;
  objectPosition = localPosition;
  gl_Position = viewProjection * world;
}
