#pragma once
// The harbor's own panel widgets, below its parameter table: the tools, how
// the water runs (deep water's grid and your tug's wake length; the wave
// equation's a, Courant number and solver steps), a
// plot of the waves' total energy, counts, buttons and asset problems.
// Buttons return a scene command (the app delivers it to every side of a
// comparison and records it).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/plot_history.hpp"
#include "scenes/harbor/harbor_params.hpp"

namespace tp {

struct HarborPanelView {
  HarborSettings& settings;
  const HarborWaveStep& wave;
  const PlotHistory<300>& energy;
  int boats = 0, crates = 0;
  float playerSpeed = 0;  // m/s
  float cruiseSpeed = 0;  // m/s the helm holds (0: none)
  float topSpeed = 5;     // m/s at full throttle
  HarborWaterModel model = HarborWaterModel::DeepWater;  // the one running
  int gridCells = 0;                                      // its grid's cells per edge
  const std::vector<std::string>& problems;
  double windSeaHeight = 0;  // m: the wind sea's significant height, 0 when calm
};

// Returns a command to post, or "".
std::string drawHarborPanel(const HarborPanelView& view);

}  // namespace tp
