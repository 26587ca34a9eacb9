#pragma once
// The fluid scene's own panel widgets beyond its parameter table: what the
// left button does, a few actions (sent as scene commands, so comparisons
// and recordings see them), and the plots of total mass and momentum.
#include <string>

#include "core/plot_history.hpp"  // PlotHistory: a ring buffer for ImGui::PlotLines

namespace tp {

inline constexpr size_t kFluidPlotLength = 300;  // samples (one a frame)

struct FluidHistory {
  PlotHistory<kFluidPlotLength> mass, momentumX, momentumY;
  void clear() {
    mass.clear();
    momentumX.clear();
    momentumY.clear();
  }
};

struct FluidPanelView {
  const FluidHistory& history;
  int columns = 0, rows = 0;
  long long step = 0;
  float maxSpeed = 0;  // cells/step the splash velocity is capped at
};

struct FluidPanelRequests {
  std::string command;  // "" or a scene command
};

FluidPanelRequests drawFluidPanel(const FluidPanelView& view);

}  // namespace tp
