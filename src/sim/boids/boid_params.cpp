#include "sim/boids/boid_params.hpp"

namespace tp {

void describeBoidParams(BoidParams& p, ParamTable& table, const std::string& prefix) {
  table.addInt(prefix + "count", p.count, 0, 2000, "boids",
               "How many swim. Neighbours come from a grid of cells half a perception radius wide: 2,000 fish "
               "take about 4.4 ms a step on one CPU core (README, planet notes).");
  ParamSpec& minSpeed = table.addFloat(prefix + "min_speed", p.minSpeed, 0.0, 4.0, "units/s",
                                       "Slowest a boid swims (it never stops; at most max_speed).");
  minSpeed.limit = [&p] { return double(p.maxSpeed); };
  minSpeed.limitReason = "min_speed <= max_speed";
  table.addFloat(prefix + "max_speed", p.maxSpeed, 0.01, 4.0, "units/s", "Fastest a boid swims.");
  table.addFloat(prefix + "acceleration", p.maxAcceleration, 0.01, 20.0, "units/s^2",
                 "How hard a boid can turn or speed up: the cap on separation, alignment, "
                 "cohesion, leveling and wander together (walls are not capped).");
  table.addFloat(prefix + "perception", p.perceptionRadius, 0.01, 4.0, "units",
                 "Neighbours within this distance are seen (alignment, cohesion).");
  ParamSpec& separationRadius =
      table.addFloat(prefix + "separation_radius", p.separationRadius, 0.0, 4.0, "units",
                     "Neighbours closer than this push each other apart (at most the perception radius).");
  separationRadius.limit = [&p] { return double(p.perceptionRadius); };
  separationRadius.limitReason = "separation_radius <= perception";
  table.addFloat(prefix + "separation", p.separation, 0.0, 10.0, "",
                 "Weight of keeping apart from close neighbours.");
  table.addFloat(prefix + "alignment", p.alignment, 0.0, 10.0, "",
                 "Weight of matching the neighbours' mean velocity: schooling.");
  table.addFloat(prefix + "cohesion", p.cohesion, 0.0, 10.0, "",
                 "Weight of steering to the neighbours' centre: tight schools.");
  table.addFloat(prefix + "wall_margin", p.wallMargin, 0.0, 4.0, "units",
                 "Boids start turning away from the boundary this far from it.");
  table.addFloat(prefix + "containment", p.containment, 0.0, 50.0, "",
                 "Weight of the push away from the boundary, reached at the boundary.");
  table.addFloat(prefix + "leveling", p.leveling, 0.0, 10.0, "",
                 "Weight of damping vertical velocity: fish swim level, birds need not.");
  table.addFloat(prefix + "wander", p.wander, 0.0, 10.0, "",
                 "Weight of a slowly drifting random direction, so the school keeps changing course.");
  table.addFloat(prefix + "wander_rate", p.wanderRate, 0.0, 20.0, "1/sqrt(s)",
                 "How fast the wander direction drifts (a random walk on the sphere).");
  table.addInt(prefix + "seed", p.seed, 0, 1000000, "",
               "Seed of the random generator: the same seed gives the same school after a reset.");
}

}  // namespace tp
