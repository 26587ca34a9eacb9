// The planet renderer's layout, read by C++ (src/scenes/planet/planet_renderer.*)
// and GLSL. The planet is centred at the origin; the water at rest is the
// unit sphere (as the seed's icosphere), the ocean look's rocky core a bumpy
// ball inside it.
#ifndef TIDEPOOL_PLANET_LAYOUT_H
#define TIDEPOOL_PLANET_LAYOUT_H

#define PLANET_WATER_RADIUS 1.0
// The core: a ball of this mean radius whose relief reaches ± PLANET_CORE_RELIEF.
#define PLANET_CORE_RADIUS 0.62
#define PLANET_CORE_RELIEF 0.12
// The atmosphere's outer edge (ocean look).
#define PLANET_ATMOSPHERE_RADIUS 1.12

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

#endif
