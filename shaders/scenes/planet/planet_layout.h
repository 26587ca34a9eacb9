// The planet renderer's layout, read by C++ (src/scenes/planet/planet_renderer.*)
// and GLSL. The planet's radii: common/planet_geometry.h.
#ifndef TIDEPOOL_PLANET_LAYOUT_H
#define TIDEPOOL_PLANET_LAYOUT_H

#include "../../common/planet_geometry.h"

#define PLANET_LOOK_SKY 0
#define PLANET_LOOK_OCEAN 1

// Texture units of the planet's passes. The normals pass (and the crates'
// height probes) read the solver's rings and positions on the units of
// sphere_layout.h (0..2) and the height on PLANET_NORMALS_TEX_HEIGHT; the
// water's draw reads these.
#define PLANET_NORMALS_TEX_HEIGHT 3
#define PLANET_TEX_SCENE_COLOUR 3
#define PLANET_TEX_SCENE_DEPTH 4
#define PLANET_TEX_BACKDROP 5

// Shader storage of the refine pass (planet_refine.comp): it reads the
// normals pass's vertices and the display mesh's stencils, and writes the
// display mesh's vertices on TP_SSBO_EXTRA (shared_layout.h).
#define PLANET_SSBO_SOLVER_SURFACE 2
#define PLANET_SSBO_STENCILS 3

#endif
