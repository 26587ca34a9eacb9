#pragma once
// The bowl's own panel widgets beyond its parameter table: the tool, the
// spring presets, the stability and wave-speed read-outs, and the energy plot.
#include "scenes/bowl/bowl_params.hpp"
#include "scenes/bowl/energy_history.hpp"

namespace tp {

struct BowlPanelView {
  BowlSettings& settings;
  const PlotHistory<300>& energy;
  int fishNearSurface = 0;
  int toys = 0;
  float surfaceRadius = 1;  // world units, for the wave speed in units/s
};

struct BowlPanelRequests {
  bool clearToys = false;
  bool calmWater = false;
};

BowlPanelRequests drawBowlPanel(const BowlPanelView& view);

}  // namespace tp
