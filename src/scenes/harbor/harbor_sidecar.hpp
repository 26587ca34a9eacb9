#pragma once
// The harbor's lines in a screenshot's sidecar (key: value, one a line):
// counts, the wave step (a and damping a solver step), energy, your tug's
// place and speed, every boat's attitude, the wind sea, each crate's place,
// the simulated patch's centre, and what the land cells hold. Reads the
// whole height field back (it waits for the GPU): only for a screenshot.
#include <cstddef>
#include <string>

#include <glm/glm.hpp>

#include "scenes/harbor/harbor_fleet.hpp"
#include "scenes/harbor/harbor_params.hpp"
#include "scenes/harbor/harbor_waves.hpp"
#include "sim/wind_sea/wind_sea_cascades.hpp"

namespace tp {

struct HarborSidecarInputs {
  const HarborParams& params;
  const HarborWaves& waves;
  const HarborWaveStep& wave;
  const HarborFleet& fleet;
  const WindSeaCascades& windSea;
  float energy = 0;          // the plot's latest, 0 before the first
  size_t assetProblems = 0;  // assets that could not be read
  double time = 0;           // s of scene time
  glm::vec2 patchCentre{0};  // m, world x and z
};

std::string harborSidecar(const HarborSidecarInputs& in);

}  // namespace tp
