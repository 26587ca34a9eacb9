#pragma once
// The panel's "Compare" section: start or stop comparing A and B (side by
// side or a wipe), copy one side's parameters to the other, swap them, and
// start a sweep (one tile per value of a parameter) for a contact sheet.
// Each side's parameters are edited in the Parameters section's tabs.
#include <optional>
#include <string>
#include <vector>

#include "sim/param_sweep.hpp"
#include "sim/param_table.hpp"

namespace tp {

// What the user chose here, kept by the app between frames.
struct CompareSettings {
  bool wipe = false;
  // The swept parameter by name, so a switch of scene (another table, where the
  // same index is another parameter) starts from the new scene's own range.
  std::string sweepName;
  float sweepLow = 0, sweepHigh = 1;
  int sweepCount = 5;
  // "One click, one picture": run this many simulated seconds from a restart,
  // then save the screenshot by itself (0: do not).
  float pictureSeconds = 2.0f;
};

struct CompareView {
  size_t sides = 1;       // 1: one scene, 2: A and B, more: a sweep
  bool sweeping = false;
  float wipeFraction = 0.5f;
  const std::vector<std::string>& captions;
  ParamTable params;  // side A's: the names a sweep can step
  std::string keptOnStop = "A";  // the side whose parameters "Stop comparing" keeps (the one in Parameters)
};

struct CompareRequests {
  bool start = false, stop = false;
  bool copyAToB = false, copyBToA = false, swap = false;
  bool layoutChanged = false;  // settings.wipe was toggled
  std::optional<float> wipeFraction;
  std::optional<SweepSpec> sweep;  // start a sweep (and save its sheet after pictureSeconds)
  bool restartAndSave = false;     // restart every side, save the picture after pictureSeconds
};

CompareRequests drawCompareSection(CompareSettings& settings, const CompareView& view);

}  // namespace tp
