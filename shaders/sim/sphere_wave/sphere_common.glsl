// Vertex index → texel of the sphere's per-vertex textures (sphere_texel.h),
// and the ring lookups. For the solver's passes and the planet renderer.
#include "sphere_layout.h"
#include "sphere_texel.h"

// The six ring slots of `vertex`: counter-clockwise seen from outside,
// consecutive ones share an edge; slot 5 is -1 when the vertex has 5 neighbours.
void sphereRing(isampler2D ring0123, isampler2D ring45, int vertex, out ivec4 first, out ivec2 last) {
  ivec2 texel = sphereTexel(vertex);
  first = texelFetch(ring0123, texel, 0);
  last = texelFetch(ring45, texel, 0).xy;
}
