#include "scenes/planet/planet_params.hpp"

#include <string_view>

namespace tp {
const ParamList<PlanetParams>& planetParamList() {
  static const ParamList<PlanetParams> list = [] {
    using P = PlanetParams;
    using S = PlanetSettings;
    ParamList<P> table;
    table.adoptAll(sphereWaveParamList(), &P::wave);
    table.addInt("level", &P::level, 0, S::kMaxLevel, "",
                 "Icosphere subdivision: 10*4^level + 2 vertices (level 3 = the seed's 642). Changed "
                 "while running, the waves are carried over by interpolation. Waves travel about "
                 "sqrt(a) edges a step, so at finer levels they cross the planet more slowly.")
        .structural = true;
    table.addInt("substeps", &P::substeps, 1, 16, "steps",
                 "Solver steps per scene step (60 a second): more = faster waves, the same shapes.");
    table.addFloat("amplitude", &P::amplitude, 0.0, 0.5, "units",
                   "How far one height unit moves the surface along the vertex direction (the planet's "
                   "radius is 1). Only the picture: the solver's heights do not change.");
    table.addFloat("wind_waves", &P::windWaves, 0.0, 1.0, "",
                   "The wind's short waves over the whole ball, drawn as ripples in the light (normal "
                   "detail: they lift nothing and the solver does not see them). 0: glassy water; 1: a "
                   "fresh breeze's slopes.");
    table.addFloat("clouds", &P::clouds, 0.0, 1.0, "",
                   "The ocean planet's cloud deck: a shell of drifting clouds a twentieth of the radius above "
                   "the sea, lit by the sun up to the terminator, thicker seen edge-on at the limb, casting its "
                   "shadow on the sea. About the share of the sky it hides; 0: none (the sky aquarium has none).");
    table.addBool("shadows", &P::shadows,
                  "The sun's shadows of the crates on the water and on each other, and of the fish and "
                  "crates on the ocean look's sea floor.");
    table.addChoice("look", &P::look, {S::kLookNames[0], S::kLookNames[1]},
                    "sky_aquarium: the seed's floating ball of clear water in a cloudy sky, refracting the "
                    "fish inside and the sky behind. ocean_planet: deep water over a rocky core, an "
                    "atmosphere rim, stars.");
    {
      // (The panel must fit a 720-pixel window with its plots: the count and
      // the three flocking weights; the other boid values keep their defaults.)
      for (std::string_view name : {"count", "separation", "alignment", "cohesion"}) {
        ParamSpec& spec = table.adopt(boidParamList(), name, &P::fish, "fish_");
        if (name != "count") continue;
        spec.max = S::kMaxFish;
        spec.tooltip =
            "How many fish swim. The CPU flock (neighbours from a grid) takes about 4.4 ms a step for 2,000 "
            "on one core: above a few thousand use fish_solver=gpu, whose step (all pairs in shared-memory "
            "tiles) takes thousands in its stride.";
      }
    }
    table.addChoice("fish_solver", &P::fishSolver, {S::kFishSolverNames[0], S::kFishSolverNames[1], S::kFishSolverNames[2]},
                    "Which flock moves the fish. gpu: a compute shader, drawn straight from the GPU's buffers "
                    "(for thousands); cpu: the CPU flock; auto: gpu on a hardware GPU, cpu on software GL "
                    "(llvmpipe), where the CPU flock is faster. The panel says which runs. A switch carries the "
                    "school over.");
    table.addChoice("tool", &P::tool, {S::kToolNames[0], S::kToolNames[1]},
                    "What a left click does: splash raises the water where the ray hits it, then lowers it "
                    "as much (drag paints); drop lets a crate fall onto the planet, where it floats.");
    table.addFloat("splash_strength", &P::splashStrength, 0.0, 2.0, "",
                   "Height (solver units) a splash adds at its centre, falling linearly to 0 at its "
                   "radius; the same is taken away afterwards (seed: 0.5).");
    table.addFloat("splash_radius", &P::splashRadius, 0.02, 0.6, "chord",
                   "Chord distance on the unit sphere where a splash reaches 0 (seed: 0.15).");
    table.addFloat("splash_time", &P::splashTime, 0.0, 1.0, "s",
                   "How long each push lasts: the water rises over this time, then sinks as much over "
                   "the same time (seed: 0.1 s). 0 = in one step.");
    table.addFloat("splash_pause", &P::splashPause, 0.0, 2.0, "s",
                   "Time between the end of the rise and the start of the fall (seed: 0).");
    table.addFloat("crate_size", &P::crateSize, 0.03, 0.3, "units", "Edge of a dropped crate.");
    return table;
  }();
  return list;
}

}  // namespace tp
