#include "scenes/bowl/bowl_params.hpp"

#include <string_view>

#include "scenes/sun_params.hpp"

namespace tp {
const ParamList<BowlParams>& bowlParamList() {
  static const ParamList<BowlParams> list = [] {
    using P = BowlParams;
    using S = BowlSettings;
    ParamList<P> table;
    for (const ParamSpec& spec : springSurfaceParamList().specs()) {
      if (spec.name == "rim") continue;  // the bowl is round: its rim is always on
      ParamSpec& copy = table.adopt(springSurfaceParamList(), spec.name, &P::spring);
      if (spec.name == "grid_size") {
        copy.min = S::kMinGrid;
        copy.max = S::kMaxGrid;
        copy.tooltip += " The bowl's water disc is the circle inscribed in the grid.";
      }
      if (spec.name == "stiffness") {
        // Waves travel at sqrt(3*stiffness) cells/s: below 10 they crawl under a cell a
        // second, and a wave the fish or a softer slider left stands frozen in the bowl.
        copy.min = S::kMinStiffness;
        copy.tooltip += " At least 10 in the bowl: softer, the surface barely pulls itself flat and a wave "
                        "stands frozen where it was.";
      }
    }
    // The fish: the boids' rows under the "fish_" prefix, the knobs worth a slider here.
    // (The panel must fit a 720-pixel window with its energy plot: the
    // flocking weights keep their defaults here; --set reaches only these.)
    // Hundreds of fish pushing at once lift the surface past the glass's
    // opening (the planet's ocean takes thousands; this bowl holds 3 units³).
    ParamSpec& count = table.adopt(boidParamList(), "count", &P::fish, "fish_");
    count.max = S::kMaxFish;
    count.tooltip += " At most 300 in the bowl: more, all pushing at the surface, lift the water past the rim.";
    table.adopt(boidParamList(), "max_speed", &P::fish, "fish_");
    table.addFloat("fish_push", &P::fishPush, 0.0, 200.0, "units/s^2",
                   "How hard a fish near the surface pushes it: peak upward acceleration of the water "
                   "ahead of it on the calm surface (the water behind it is pulled down as much, so no "
                   "water is added); scaled with the stiffness and the grid, so a fish lifts the same "
                   "bump on any surface. 0 = the fish leave the surface alone. At most 200: harder "
                   "pushes lift the water past the rim.");
    table.addFloat("slosh_damping", &P::sloshDamping, 0.0, 5.0, "1/s",
                   "Friction of the water as a whole (v -= slosh_damping*v): it calms the long, "
                   "bowl-wide sloshing that the springs' damping barely touches. 0 with damping 0 "
                   "is a surface that keeps all its energy.");
    table.addChoice("tool", &P::tool, {S::kToolNames[0], S::kToolNames[1]},
                    "What a left click does: splash presses the water down (drag paints), drop lets "
                    "a small toy fall in that floats and bobs.");
    table.addFloat("splash_depth", &P::splashDepth, 0.0, 0.3, "units",
                   "How far a click presses the water down; a ring twice as wide rises by a quarter "
                   "of it, so the water's volume is kept.");
    table.addFloat("splash_radius", &P::splashRadius, 0.02, 0.5, "units", "Radius of the pressed-down spot.");
    addSunPlaceParams(table, &P::sunElevation, &P::sunAzimuth,
                      "The sky (what the water and glass mirror), the bowl's shadow and the caustics on the "
                      "sand follow.");
    table.addBool("shadows", &P::shadows,
                  "The toys' and fish's shadows on the sand and on the water, where the sunlight bent "
                  "into the water puts them.");
    return table;
  }();
  return list;
}

}  // namespace tp
