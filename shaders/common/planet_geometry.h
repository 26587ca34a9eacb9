// The planet's shape, read by C++ and GLSL: the sim's flock keeps above its
// core (common/planet_core_relief.h), the scene draws it
// (scenes/planet/planet_layout.h). Centred at the origin; the water at rest
// is the unit sphere (as the seed's icosphere). Only #define here.
#ifndef TIDEPOOL_PLANET_GEOMETRY_H
#define TIDEPOOL_PLANET_GEOMETRY_H

#define PLANET_WATER_RADIUS 1.0
// The ocean look's rocky core: a ball of this mean radius whose relief reaches ± PLANET_CORE_RELIEF.
#define PLANET_CORE_RADIUS 0.62
#define PLANET_CORE_RELIEF 0.12
// The ocean look's cloud deck: a shell this far from the centre.
#define PLANET_CLOUD_RADIUS 1.05
// The atmosphere's outer edge (ocean look).
#define PLANET_ATMOSPHERE_RADIUS 1.12

#endif
