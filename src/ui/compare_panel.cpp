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
  const std::vector<ParamSpec>& specs = params.specs();
  if (specs.empty()) return std::nullopt;
  settings.sweepParam = std::clamp(settings.sweepParam, 0, int(specs.size()) - 1);
  if (ImGui::BeginCombo("sweep", specs[size_t(settings.sweepParam)].name.c_str())) {
    for (int i = 0; i < int(specs.size()); ++i)
      if (ImGui::Selectable(specs[size_t(i)].name.c_str(), i == settings.sweepParam)) {
        settings.sweepParam = i;
        settings.sweepLow = float(specs[size_t(i)].min);
        settings.sweepHigh = float(specs[size_t(i)].upperBound());
      }
    ImGui::EndCombo();
  }
  const ParamSpec& spec = specs[size_t(settings.sweepParam)];
  const bool numeric = spec.kind == ParamSpec::Kind::Float || spec.kind == ParamSpec::Kind::Int;
  SweepSpec sweep;
  sweep.name = spec.name;
  if (numeric) {
    float range[2] = {settings.sweepLow, settings.sweepHigh};
    const float lowest = float(spec.min), highest = float(spec.upperBound());
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
          "then Screenshot saves the labelled sheet");
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
    if (ImGui::Button(view.sweeping ? "Stop sweep" : "Stop comparing")) requests.stop = true;
    tooltip("back to one scene, with the parameters of the side shown in Parameters");
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
  }
  if (!view.sweeping && view.sides == 1) {
    ImGui::Separator();
    requests.sweep = sweepControls(settings, view.params);
  }
  return requests;
}

}  // namespace tp
