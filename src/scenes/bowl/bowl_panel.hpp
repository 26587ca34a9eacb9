#pragma once
// The bowl's own panel widgets beyond its parameter table: the tool, the
// water presets (quick buttons that set only the spring's values), the stability and wave-speed read-outs, and the energy plot.
#include <string>

#include "scenes/bowl/bowl_params.hpp"
#include "core/plot_history.hpp"

namespace tp {

struct BowlPanelView {
  BowlSettings& settings;
  const PlotHistory<300>& energy;
  int fishNearSurface = 0;
  int toys = 0;
  float surfaceRadius = 1;  // world units, for the wave speed in units/s
};

// What the buttons ask for, as scene commands (Scene::command: the app gives
// each to every side of a comparison and records it): "" when nothing.
struct BowlPanelRequests {
  std::string command;
};

BowlPanelRequests drawBowlPanel(const BowlPanelView& view);

}  // namespace tp
