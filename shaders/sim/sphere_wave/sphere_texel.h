// Vertex index -> texel of the sphere's per-vertex textures (sphere_layout.h):
// one source for GLSL (sphere_common.glsl) and C++ (the planet's probes,
// which fetch a vertex's height), see common/shared_functions.h.
#ifndef TIDEPOOL_SPHERE_TEXEL_H
#define TIDEPOOL_SPHERE_TEXEL_H

#include "../../common/shared_functions.h"
#include "sphere_layout.h"

#ifdef __cplusplus
namespace tp::sphere_texel {
using namespace tp::glsl;
#endif

TP_SHARED_FUNCTION ivec2 sphereTexel(int vertex) {
  return ivec2(vertex & (TP_SPHERE_TEXTURE_WIDTH - 1), vertex >> TP_SPHERE_TEXTURE_WIDTH_LOG2);
}

#ifdef __cplusplus
}  // namespace tp::sphere_texel
#endif

#endif
