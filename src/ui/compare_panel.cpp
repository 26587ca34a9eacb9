#include "ui/compare_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "sim/param_table.hpp"

namespace tp {
namespace {

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

// Picks the parameter and its range; returns the sweep when the button is pressed.
std::optional<SweepSpec> sweepControls(CompareSettings& settings, const ParamTable& params) {
  const auto& specs = params.specs();
  if (specs.empty()) return std::nullopt;
  int chosen = -1;
  auto choose = [&](int index) {  // a new parameter: its whole allowed range
    chosen = index;
    settings.sweepName = specs[size_t(index)].name;
    settings.sweepLow = float(specs[size_t(index)].min);
    settings.sweepHigh = floatAtMost(params.upperBound(specs[size_t(index)]));
  };
  for (int i = 0; i < int(specs.size()); ++i)
    if (specs[size_t(i)].name == settings.sweepName) chosen = i;
  if (chosen < 0) choose(0);
  if (ImGui::BeginCombo("sweep", specs[size_t(chosen)].name.c_str())) {
    for (int i = 0; i < int(specs.size()); ++i)
      if (ImGui::Selectable(specs[size_t(i)].name.c_str(), i == chosen)) choose(i);
    ImGui::EndCombo();
  }
  const ParamSpec& spec = specs[size_t(chosen)];
  // A stability limit may have moved since (another parameter changed): stay inside it.
  const float lowest = float(spec.min), highest = floatAtMost(std::max(spec.min, params.upperBound(spec)));
  settings.sweepLow = std::clamp(settings.sweepLow, lowest, highest);
  settings.sweepHigh = std::clamp(settings.sweepHigh, lowest, highest);
  const bool numeric = spec.kind == ParamSpec::Kind::Float || spec.kind == ParamSpec::Kind::Int;
  SweepSpec sweep;
  sweep.name = spec.name;
  if (numeric) {
    float range[2] = {settings.sweepLow, settings.sweepHigh};
    if (ImGui::DragFloat2("from / to", range, (highest - lowest) / 200.0f, lowest, highest, "%.4g")) {
      settings.sweepLow = range[0];
      settings.sweepHigh = range[1];
    }
    ImGui::SliderInt("tiles", &settings.sweepCount, kMinSweepCount, kMaxSweepCount);
    sweep.isRange = true;
    sweep.low = settings.sweepLow;
    sweep.high = settings.sweepHigh;
    sweep.count = settings.sweepCount;
  } else {
    sweep.list = spec.kind == ParamSpec::Kind::Bool ? std::vector<std::string>{"false", "true"} : spec.choices;
    ImGui::TextDisabled("one tile for each of its %d values", int(sweep.list.size()));
  }
  if (ImGui::Button("Sweep: contact sheet")) return sweep;
  tooltip("one tile per value, every other parameter as on A, the same input to all;\n"
          "the labelled sheet is saved after 'picture after' simulated seconds");
  return std::nullopt;
}

}  // namespace

CompareRequests drawCompareSection(CompareSettings& settings, const CompareView& view) {
  CompareRequests requests;
  if (view.sides == 1) {
    if (ImGui::Button("Compare A | B")) requests.start = true;
    tooltip("run the scene twice with its own parameters each; every click, key and tool goes\n"
            "to both at the same step, so only the parameters differ. B starts as a copy of A.");
    ImGui::SameLine();
    requests.layoutChanged = ImGui::Checkbox("as a wipe", &settings.wipe);
  } else {
    const std::string stop = (view.sweeping ? "Stop sweep, keep " : "Stop comparing, keep ") + view.keptOnStop;
    if (ImGui::Button(stop.c_str())) requests.stop = true;
    tooltip("back to one scene, with the parameters of the side shown in Parameters (pick its tab to keep another)");
    if (!view.sweeping) {
      ImGui::SameLine();
      if (ImGui::Button("Copy A to B")) requests.copyAToB = true;
      tooltip("B gets A's parameters, and both restart");
      ImGui::SameLine();
      if (ImGui::Button("Copy B to A")) requests.copyBToA = true;
      ImGui::SameLine();
      if (ImGui::Button("Swap")) requests.swap = true;
      tooltip("A and B change places, state and all");
      requests.layoutChanged = ImGui::Checkbox("wipe", &settings.wipe);
      if (settings.wipe) {
        ImGui::SameLine();
        float fraction = view.wipeFraction;
        if (ImGui::SliderFloat("##wipe", &fraction, 0.0f, 1.0f, "at %.2f")) requests.wipeFraction = fraction;
        tooltip("or drag the line in the picture");
      }
    }
    for (const std::string& caption : view.captions) ImGui::BulletText("%s", caption.c_str());
    if (ImGui::Button("Restart and save the picture")) requests.restartAndSave = true;
    tooltip("every side from the start, the same input; the labelled picture and its sidecar\n"
            "are saved after 'picture after' simulated seconds");
  }
  ImGui::SliderFloat("picture after", &settings.pictureSeconds, 0.0f, 30.0f, "%.1f s");
  tooltip("simulated seconds from a restart to the saved picture (0: save nothing by itself)");
  if (!view.sweeping && view.sides == 1) {
    ImGui::Separator();
    requests.sweep = sweepControls(settings, view.params);
  }
  return requests;
}

}  // namespace tp
