#include "scenes/fluid/fluid_params.hpp"

#include "scenes/sun_params.hpp"

namespace tp {

const ParamList<FluidParams>& fluidParamList() {
  static const ParamList<FluidParams> list = [] {
    using P = FluidParams;
    using S = FluidSettings;
    ParamList<P> table;
    table.addChoice("view", &P::view, {S::kViewNames[0], S::kViewNames[1]},
                    "3d: the mass lifts a mesh into a lit liquid surface over a tiled floor. 2d: the "
                    "grid seen from above as in the seed, mass as water depth colour. Left click adds "
                    "fluid in both; V switches.");
    table.addChoice("velocity", &P::velocity, {S::kVelocityNames[0], S::kVelocityNames[1], S::kVelocityNames[2]},
                    "How the 2d view shows velocity: not at all, as a tint (hue = direction, "
                    "strength = speed), or as arrows (one cell/step is one arrow spacing long).");
    table.adoptAll(splatFluidParamList(), &P::fluid);
    ParamSpec& grid = table.addInt("grid_size", &P::gridSize, S::kMinGrid, S::kMaxGrid, "cells",
                 "Cells per edge of the square grid. A change resamples the fluid onto the new grid "
                 "(mass per cell and velocity in cells/step kept, so a blob keeps its place and "
                 "density but holds more cells). The step costs (2R+1)^2 per cell: 64 runs in real "
                 "time on software GL, 2048 wants a GPU.");
    grid.logarithmic = true;
    grid.structural = true;
    table.addFloat("fill", &P::fill, 0.0, 0.9, "of rows",
                   "What a reset pours in: rows 0 .. fill*rows filled at rest density rho0, at rest "
                   "(a pool for the tank preset; with gravity row 0 is the floor). 0 = an empty grid.");
    table.addFloat("depth_scale", &P::depthScale, 0.5, 20.0, "cells/mass",
                   "3d view: liquid depth per unit of mass, in cells, so the surface keeps its shape "
                   "at any grid size. Only the picture: the fluid does not feel it. With walls the surface "
                   "is drawn no higher than their top (a heap reads as a tank full to the brim).");
    table.addBool("caustics", &P::caustics,
                  "3d view: the sunlight the liquid's surface focuses onto the tank's floor, a bright net "
                  "that moves with every wave, the floor between its threads dimmer, none of the light "
                  "lost (points of the surface send their sunlight to the floor, into a 512-texel map; off "
                  "in light quality).");
    table.addBool("shadows", &P::shadows,
                  "The tank's walls shadow the sun on its floor, on the liquid (its glint) and on each other "
                  "(3d view); longest when the sun is low.");
    addSunPlaceParams(table, &P::sunElevation, &P::sunAzimuth,
                      "The sky, its light on the tank, the glint on the liquid, the walls' shadows and the "
                      "caustics on the floor follow.");
    return table;
  }();
  return list;
}

}  // namespace tp
