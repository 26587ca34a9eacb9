#version 450
// Normals of the displaced water surface, once a frame, per vertex (seed 000's
// calculateVertexNormal): every vertex and its ordered neighbour ring are
// moved along their directions by amplitude·height, and the normal is the
// sum of the cross products of consecutive ring edges, i.e. of the adjacent
// faces' normals weighted by their areas. The rings run counter-clockwise seen
// from outside (icosphere.hpp), so every cross product points outwards and
// needs none of the seed's sign fix-up.
// Writes the draw's vertex buffer: the displaced position (w = the height)
// and the normal (w = the displaced radius), so the draw itself fetches
// nothing from textures (software GL's vertex stage fetches slowly: a
// vertex shader gathering from the textures cost 3 µs a vertex on llvmpipe).
// CPU statement: src/scenes/planet/planet_normals.cpp.
#include "../../common/shared_layout.h"
#include "../../sim/sphere_wave/sphere_common.glsl"
#include "planet_layout.h"

layout(local_size_x = TP_GROUP_1D) in;
layout(binding = TP_SPHERE_TEX_RING_0123) uniform isampler2D u_ring0123;
layout(binding = TP_SPHERE_TEX_RING_45) uniform isampler2D u_ring45;
layout(binding = TP_SPHERE_TEX_POSITIONS) uniform sampler2D u_positions;
layout(binding = PLANET_NORMALS_TEX_HEIGHT) uniform sampler2D u_height;
struct SurfaceVertex {
  vec4 position;  // displaced, w = height
  vec4 normal;    // unit, w = displaced radius
};
layout(std430, binding = TP_SSBO_EXTRA) writeonly buffer Surface { SurfaceVertex surface[]; };
uniform int u_vertexCount;
uniform float u_amplitude;  // world units per height unit

float heightOf(int vertex) { return texelFetch(u_height, sphereTexel(vertex), 0).r; }

vec3 displaced(int vertex) {
  ivec2 texel = sphereTexel(vertex);
  float radius = PLANET_WATER_RADIUS + u_amplitude * texelFetch(u_height, texel, 0).r;
  return texelFetch(u_positions, texel, 0).xyz * radius;
}

void main() {
  int v = int(gl_GlobalInvocationID.x);
  if (v >= u_vertexCount) return;
  ivec4 first;
  ivec2 last;
  sphereRing(u_ring0123, u_ring45, v, first, last);
  int count = last.y < 0 ? 5 : 6;
  vec3 centre = displaced(v);
  vec3 ring[6];
  ring[0] = displaced(first.x) - centre;
  ring[1] = displaced(first.y) - centre;
  ring[2] = displaced(first.z) - centre;
  ring[3] = displaced(first.w) - centre;
  ring[4] = displaced(last.x) - centre;
  ring[5] = count == 6 ? displaced(last.y) - centre : ring[0];
  vec3 sum = vec3(0.0);
  for (int k = 0; k < count; ++k) sum += cross(ring[k], ring[(k + 1) % count]);
  surface[v].position = vec4(centre, heightOf(v));
  surface[v].normal = vec4(normalize(sum), length(centre));
}
