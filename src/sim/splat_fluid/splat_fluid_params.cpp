#include "sim/splat_fluid/splat_fluid_params.hpp"

#include <algorithm>

namespace tp {

float splatFluidMaxSpeed(int radius) { return std::max(0.0f, float(radius) - 3.0f); }

const ParamList<SplatFluidParams>& splatFluidParamList() {
  static const ParamList<SplatFluidParams> list = [] {
    using P = SplatFluidParams;
    ParamList<P> table;
    table.addFloat("rho0", &P::rho0, 0.05, 4.0, "mass/cell",
                   "Rest density: cells fuller than this push their neighbours away, emptier ones "
                   "pull them in (the force sum G*m_i*(rho0 - m_i)*x_i). Seed: 1.");
    table.addInt("radius", &P::radius, 1, 12, "cells",
                 "Half-width R of the gather window, (2R+1)^2 neighbours (seed: 6, i.e. 13x13). "
                 "Cost grows as R^2; below 4 the Gaussian is cut off and mass leaks.");
    table.addChoice("edges", &P::edges, {"open", "walls"},
                    "open: outside the grid is empty and fluid leaves (the seed). walls: the grid is "
                    "a closed box; the outside is the mirror image of the inside, so mass stays. The walls push "
                    "back but never pull: fluid does not cling to them.");
    table.addFloat("gravity", &P::gravity, 0.0, 0.02, "cells/step^2",
                   "Downward acceleration (toward row 0) of every non-empty cell. 0 in the seed; "
                   "with edges=walls the fluid settles and sloshes in a tank. Above ~0.01 it "
                   "compresses at the floor and its fastest particles leave the gather window "
                   "(radius): ~0.6% of the mass lost in 600 steps at 0.02.");
    table.addBool("epsilon_hack", &P::epsilonHack,
                  "Divide momentum by (m + 1e-6) like the one-tweet code instead of testing m > 0. "
                  "The seed's author notes it clumps the fluid; here to compare.");
    table.addBool("conserve_mass", &P::conserveMass,
                  "Normalise each particle's Gaussian by its exact sum over the grid instead of the "
                  "seed's 3.142, so a step hands out exactly the mass it gathers. Off (the seed), "
                  "mass drifts by -3.4e-4..+0.8e-4 a step even with walls (+8% in 1000 steps at rest).");
    table.addBool("periodic_splash", &P::periodicSplash,
                  "The seed's splash: every splash_period steps, every cell gains periodic_mass and "
                  "a velocity spraying outward from the centre (off in tidepool-sim).");
    table.addInt("splash_period", &P::splashPeriod, 1, 100000, "steps",
                 "Steps between periodic splashes (seed: 500); the first one is at step 0.");
    table.addFloat("periodic_mass", &P::periodicMass, 0.0, 4.0, "mass/cell",
                   "Mass the periodic splash adds to every cell (seed: 0.5).");
    ParamSpec& spray = table.addFloat("spray_speed", &P::spraySpeed, 0.0, 6.0, "cells/step",
                                 "Outward speed the periodic splash gives the grid's edge cells, "
                                 "growing linearly from 0 at the centre (seed: about 0.5).");
    table.limitBy(spray, [](const P& p) { return splatFluidMaxSpeed(p.radius); },
                  "faster than radius - 3 cells/step leaves the gather window and loses mass");
    table.addFloat("splash_mass", &P::splashMass, 0.0, 4.0, "mass/cell",
                   "Mass a click adds at its centre, falling linearly to 0 at splash_radius.");
    table.addFloat("splash_radius", &P::splashRadius, 1.0, 256.0, "cells",
                   "Radius of a click's splash.");
    return table;
  }();
  return list;
}

}  // namespace tp
