#include "scenes/harbor/harbor_panel.hpp"

#include <imgui.h>

#include <cstdio>
#include <iterator>

#include "sim/wind_sea/beaufort.hpp"
#include "sim/wind_sea/whitecaps.hpp"

namespace tp {

std::string drawHarborPanel(const HarborPanelView& view) {
  std::string command;
  HarborParams& p = view.settings.params;

  ImGui::Separator();
  ImGui::TextUnformatted("left click:");
  for (int tool = 0; tool < int(std::size(HarborSettings::kToolNames)); ++tool) {
    ImGui::SameLine();
    if (ImGui::RadioButton(HarborSettings::kToolNames[tool], p.tool == HarborTool(tool)))
      command = std::string("tool ") + HarborSettings::kToolNames[tool];
  }
  ImGui::SameLine();
  ImGui::TextDisabled("(1 2 3)");
  ImGui::TextDisabled("steer your tug (red hull, yellow marker): W/S or up/down throttle, A/D or left/right rudder");
  // The cruise speed: a command when the slider is let go, so a recording holds
  // one line, not every frame. One slider is dragged at a time, so one value
  // serves every side's panel.
  static float cruise = 0;
  if (!ImGui::IsAnyItemActive()) cruise = view.cruiseSpeed;  // follows "cruise" commands from elsewhere
  ImGui::SliderFloat("cruise", &cruise, -0.5f * view.topSpeed, view.topSpeed, "%.1f m/s");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The speed your tug holds by itself (the command 'cruise V'): W and S still drive while\n"
                      "held, and it comes back to this speed when they are let go. 0: the keys alone.\n"
                      "At 2.5 m/s its Kelvin wake has crests 4 m apart.");
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    char text[32];
    std::snprintf(text, sizeof text, "cruise %.2f", double(cruise));
    command = text;
  }
  ImGui::SameLine();
  if (ImGui::SmallButton("stop")) command = "cruise 0";

  if (view.model == HarborWaterModel::DeepWater) {
    const double cell = HarborSettings::kBasinMetres / double(view.gridCells);
    const double speed = double(view.playerSpeed), g = 9.81;
    ImGui::Text("deep water: %d² cells of %.2f m, depth %.1f m", view.gridCells, cell, double(p.waterDepth));
    if (speed > 0.3)
      ImGui::Text("your wake: V of 19.5° each side, crests %.1f m apart", 2 * 3.14159265 * speed * speed / g);
    else
      ImGui::TextDisabled("your wake: steer your tug to see its V");
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Deep water keeps water's own dispersion, ω² = g·k·tanh(k·depth): long waves outrun\n"
                        "short ones, so every boat at any steady speed leaves Kelvin's wake, a V of 19.5°\n"
                        "either side with waves 2πU²/g apart behind it (U: the boat's speed).\n"
                        "Each step is exact in Fourier space; grid_size rounds to a power of two.\n"
                        "water_model=wave_equation is the seed's: every wave at wave_speed.");
  } else {
    const double cell = HarborSettings::kBasinMetres / double(p.gridSize);
    ImGui::Text("a = %.3f  Courant %.3f  d = %.2e  %d solver step%s/step  h = %.3f m", double(view.wave.a),
                double(view.wave.courant), double(view.wave.damping), view.wave.substeps,
                view.wave.substeps == 1 ? "" : "s", cell);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("a = (c*dt/h)^2 per solver step, with c = %.2f m/s%s.\n"
                        "The explicit scheme is stable for a < 0.5 (5-point) or 0.75 (9-point);\n"
                        "the scene splits each step into solver steps that keep a below %.2f,\n"
                        "at most %d (the wave speed slider stops where that is not enough).\n"
                        "d = 2*tanh(damping_rate*dt/2): the damping of one solver step of dt s,\n"
                        "so more solver steps a step each damp less and the decay per second stays.",
                        double(view.wave.speed), view.wave.speed < p.waveSpeed ? " (held at the limit)" : "",
                        double(HarborSettings::kTargetA), HarborSettings::kMaxSubsteps);
  }

  if (p.windSpeed > 0 || p.swellHeight > 0) {
    const BeaufortForce force = beaufortForce(p.windSpeed);
    const JonswapPeak peak = jonswapPeak(p.windSpeed, double(p.fetchKm) * 1000.0, 9.81);
    ImGui::Text("wind: Beaufort %d, %s; waves %.2f m", force.force, force.name, view.windSeaHeight);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("The wind sea: a JONSWAP spectrum for wind_speed over fetch (peak wavelength %.0f m),\n"
                        "spread about wind_direction, plus the swell; each wave runs at deep water's speed.\n"
                        "The height is the significant wave height, 4 standard deviations of the surface.\n"
                        "Whitecaps cover %.2f%% of the sea, as observed at this wind (Monahan 1980).",
                        peak.peakOmega > 0 ? deepWaterWavelength(peak.peakOmega, 9.81) : 0.0,
                        100.0 * whitecapCoverage(p.windSpeed));
  }
  if (!view.energy.empty()) {
    char overlay[64];
    std::snprintf(overlay, sizeof overlay, "wave energy %.3g", double(view.energy.latest()));
    ImGui::PlotLines("##energy", view.energy.values(), view.energy.count(), view.energy.offset(), overlay, 0.0f,
                     std::max(view.energy.largest() * 1.1f, 1e-6f), ImVec2(0, 4.2f * ImGui::GetFontSize()));
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("The grid's discrete wave energy (grid_wave_energy.hpp), once a frame:\n"
                        "wakes and splashes feed it; damping, the absorbing edge and islands drain it.");
  }
  ImGui::Text("%d boats, %d crates, your tug %.1f m/s", view.boats, view.crates, double(view.playerSpeed));
  if (ImGui::SmallButton("drop crate")) command = "drop 0 2";
  ImGui::SameLine();
  if (ImGui::SmallButton("clear crates")) command = "clear";
  ImGui::SameLine();
  if (ImGui::SmallButton("still water")) command = "still";
  for (const std::string& problem : view.problems) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.3f, 1));
    ImGui::TextWrapped("%s", problem.c_str());
    ImGui::PopStyleColor();
  }
  return command;
}

}  // namespace tp
