#pragma once
// The harbor's own panel widgets, below its parameter table: the tools, how
// the wave speed maps to the solver (a, Courant number, solver steps), a
// plot of the waves' total energy, counts, buttons and asset problems.
// Buttons return a scene command (the app delivers it to every side of a
// comparison and records it).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "scenes/harbor/harbor_params.hpp"

namespace tp {

// The last N values of one measure, for ImGui::PlotLines.
template <size_t N>
class HarborPlot {
 public:
  void push(float v) {
    values_[next_] = v;
    next_ = (next_ + 1) % N;
    count_ = std::min(count_ + 1, N);
  }
  void clear() { next_ = count_ = 0; }
  bool empty() const { return count_ == 0; }
  float latest() const { return values_[(next_ + N - 1) % N]; }
  const float* values() const { return values_.data(); }
  int count() const { return int(count_); }
  int offset() const { return count_ < N ? 0 : int(next_); }
  float largest() const { return count_ ? *std::max_element(values_.begin(), values_.begin() + std::ptrdiff_t(count_)) : 0; }

 private:
  std::array<float, N> values_{};
  size_t next_ = 0, count_ = 0;
};

struct HarborPanelView {
  HarborSettings& settings;
  const HarborWaveStep& wave;
  const HarborPlot<300>& energy;
  int boats = 0, crates = 0;
  float playerSpeed = 0;  // m/s
  const std::vector<std::string>& problems;
};

// Returns a command to post, or "".
std::string drawHarborPanel(const HarborPanelView& view);

}  // namespace tp
