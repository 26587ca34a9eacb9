#include "sim/boids/boid_params.hpp"

namespace tp {

const ParamList<BoidParams>& boidParamList() {
  static const ParamList<BoidParams> list = [] {
    using P = BoidParams;
    ParamList<P> table;
    table.addInt("count", &P::count, 0, 2000, "boids",
                 "How many swim. Neighbours come from a grid of cells half a perception radius wide: 2,000 fish "
                 "take about 4.4 ms a step on one CPU core (README, planet notes).");
    ParamSpec& minSpeed = table.addFloat("min_speed", &P::minSpeed, 0.0, 4.0, "units/s",
                                         "Slowest a boid swims (it never stops; at most max_speed).");
    table.limitBy(minSpeed, [](const P& p) { return p.maxSpeed; }, "min_speed <= max_speed");
    table.addFloat("max_speed", &P::maxSpeed, 0.01, 4.0, "units/s", "Fastest a boid swims.");
    table.addFloat("acceleration", &P::maxAcceleration, 0.01, 20.0, "units/s^2",
                   "How hard a boid can turn or speed up: the cap on separation, alignment, "
                   "cohesion, leveling and wander together (walls are not capped).");
    table.addFloat("perception", &P::perceptionRadius, 0.01, 4.0, "units",
                   "Neighbours within this distance are seen (alignment, cohesion).");
    ParamSpec& separationRadius =
        table.addFloat("separation_radius", &P::separationRadius, 0.0, 4.0, "units",
                       "Neighbours closer than this push each other apart (at most the perception radius).");
    table.limitBy(separationRadius, [](const P& p) { return p.perceptionRadius; },
                  "separation_radius <= perception");
    table.addFloat("separation", &P::separation, 0.0, 10.0, "",
                   "Weight of keeping apart from close neighbours.");
    table.addFloat("alignment", &P::alignment, 0.0, 10.0, "",
                   "Weight of matching the neighbours' mean velocity: schooling.");
    table.addFloat("cohesion", &P::cohesion, 0.0, 10.0, "",
                   "Weight of steering to the neighbours' centre: tight schools.");
    table.addFloat("wall_margin", &P::wallMargin, 0.0, 4.0, "units",
                   "Boids start turning away from the boundary this far from it.");
    table.addFloat("containment", &P::containment, 0.0, 50.0, "",
                   "Weight of the push away from the boundary, reached at the boundary.");
    table.addFloat("leveling", &P::leveling, 0.0, 10.0, "",
                   "Weight of damping vertical velocity: fish swim level, birds need not.");
    table.addFloat("wander", &P::wander, 0.0, 10.0, "",
                   "Weight of a slowly drifting random direction, so the school keeps changing course.");
    table.addFloat("wander_rate", &P::wanderRate, 0.0, 20.0, "1/sqrt(s)",
                   "How fast the wander direction drifts (a random walk on the sphere).");
    table.addInt("random_seed", &P::randomSeed, 0, 1000000, "",
                 "Random seed of the school: the same random seed gives the same school after a reset.");
    return table;
  }();
  return list;
}

}  // namespace tp
