#include "scenes/bowl/bowl_params.hpp"

#include <string_view>

namespace tp {
namespace {

// Copies a spec declared in another table (its target already points into
// our params, its limits capture our params) into `table`.
// The reference is valid until the next addition to `table`.
ParamSpec& copySpec(const ParamSpec& spec, ParamTable& table) {
  float placeholder = 0;  // replaced by spec.target below
  ParamSpec& copy = table.addFloat(spec.name, placeholder, 0, 1, "", "");
  copy = spec;
  return copy;
}

}  // namespace

BowlSettings::BowlSettings() {
  BowlParams& p = params;
  {
    ParamTable springSpecs;
    describeSpringSurfaceParams(p.spring, springSpecs);
    for (const ParamSpec& spec : springSpecs.specs()) {
      if (spec.name == "rim") continue;  // the bowl is round: its rim is always on
      ParamSpec& copy = copySpec(spec, table);
      if (spec.name == "grid_size") {
        ParamSpec& grid = copy;
        grid.min = kMinGrid;
        grid.max = kMaxGrid;
        grid.tooltip += " The bowl's water disc is the circle inscribed in the grid.";
      }
      if (spec.name == "stiffness") {
        // Waves travel at sqrt(3*stiffness) cells/s: below 10 they crawl under a cell a
        // second, and a wave the fish or a softer slider left stands frozen in the bowl.
        copy.min = kMinStiffness;
        copy.tooltip += " At least 10 in the bowl: softer, the surface barely pulls itself flat and a wave "
                        "stands frozen where it was.";
      }
    }
  }
  {
    // The fish: the boids' table under the "fish_" prefix, the knobs worth a slider here.
    ParamTable fishSpecs;
    describeBoidParams(p.fish, fishSpecs, "fish_");
    // (The panel must fit a 720-pixel window with its energy plot: the
    // flocking weights keep their defaults here; --set reaches only these.)
    // Hundreds of fish pushing at once lift the surface past the glass's
    // opening (the planet's ocean takes thousands; this bowl holds 3 units³).
    ParamSpec& count = copySpec(*fishSpecs.find("fish_count"), table);
    count.max = kMaxFish;
    count.tooltip += " At most 300 in the bowl: more, all pushing at the surface, lift the water past the rim.";
    copySpec(*fishSpecs.find("fish_max_speed"), table);
  }
  table.addFloat("fish_push", p.fishPush, 0.0, 200.0, "units/s^2",
                 "How hard a fish near the surface pushes it: peak upward acceleration of the water "
                 "ahead of it on the calm surface (the water behind it is pulled down as much, so no "
                 "water is added); scaled with the stiffness and the grid, so a fish lifts the same "
                 "bump on any surface. 0 = the fish leave the surface alone. At most 200: harder "
                 "pushes lift the water past the rim.");
  table.addFloat("slosh_damping", p.sloshDamping, 0.0, 5.0, "1/s",
                 "Friction of the water as a whole (v -= slosh_damping*v): it calms the long, "
                 "bowl-wide sloshing that the springs' damping barely touches. 0 with damping 0 "
                 "is a surface that keeps all its energy.");
  table.addChoice("tool", p.tool, {kToolNames[0], kToolNames[1]},
                  "What a left click does: splash presses the water down (drag paints), drop lets "
                  "a small toy fall in that floats and bobs.");
  table.addFloat("splash_depth", p.splashDepth, 0.0, 0.3, "units",
                 "How far a click presses the water down; a ring twice as wide rises by a quarter "
                 "of it, so the water's volume is kept.");
  table.addFloat("splash_radius", p.splashRadius, 0.02, 0.5, "units", "Radius of the pressed-down spot.");
}

}  // namespace tp
