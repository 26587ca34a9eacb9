#version 450
// The water's display mesh where the solver's icosphere is coarser than the
// picture needs (its low levels: twenty flat faces at level 0). Every display
// vertex lies on the unit sphere, on its own direction, and takes from the
// solver triangle that direction passes through (its stencil:
// sim/sphere_wave/icosphere_resample.hpp) the barycentric mean of the
// corners' displaced radius, height and normal. The normal is the display
// vertex's direction tilted by the corners' normals less what they are at
// rest (on a coarse mesh the normals pass's normals lean off the vertex
// directions by a degree or more even on a still sea). At rest that is the
// sphere itself, so neither the silhouette nor the light shows the solver's
// faces; a wave stays what the solver's piecewise-linear surface makes it.
// Writes the draw's vertex buffer as planet_normals.comp does for the solver's
// own mesh.
#include "../../common/shared_layout.h"
#include "planet_layout.h"

layout(local_size_x = TP_GROUP_1D) in;
struct SurfaceVertex {
  vec4 position;  // displaced, w = height
  vec4 normal;    // unit, w = displaced radius
};
struct Stencil {
  ivec4 vertices;  // xyz: the solver triangle's corners
  vec4 weights;    // xyz: their barycentric weights; w unused
  vec4 direction;  // xyz: the display vertex's unit direction
  vec4 restNormal; // xyz: the corners' normals at rest, by the same weights
};
layout(std430, binding = PLANET_SSBO_SOLVER_SURFACE) readonly buffer Solver { SurfaceVertex solver[]; };
layout(std430, binding = PLANET_SSBO_STENCILS) readonly buffer Stencils { Stencil stencils[]; };
layout(std430, binding = TP_SSBO_EXTRA) writeonly buffer Display { SurfaceVertex display[]; };
uniform int u_vertexCount;

void main() {
  int v = int(gl_GlobalInvocationID.x);
  if (v >= u_vertexCount) return;
  const Stencil s = stencils[v];
  const SurfaceVertex a = solver[s.vertices.x], b = solver[s.vertices.y], c = solver[s.vertices.z];
  const float radius = dot(s.weights.xyz, vec3(a.normal.w, b.normal.w, c.normal.w));
  const float height = dot(s.weights.xyz, vec3(a.position.w, b.position.w, c.position.w));
  const vec3 normal = normalize(s.direction.xyz + s.weights.x * a.normal.xyz + s.weights.y * b.normal.xyz +
                                s.weights.z * c.normal.xyz - s.restNormal.xyz);
  display[v].position = vec4(s.direction.xyz * radius, height);
  display[v].normal = vec4(normal, radius);
}
