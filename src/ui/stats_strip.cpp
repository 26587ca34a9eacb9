#include "ui/stats_strip.hpp"

#include <imgui.h>

#include <cstdio>

#include "gl/gpu_timer.hpp"
#include "gl/software_renderer.hpp"

namespace tp {

std::string siPrefixed(double value) {
  const char* prefixes[] = {"", " k", " M", " G", " T"};
  int index = 0;
  while (value >= 999.5 && index < 4) {
    value /= 1000;
    ++index;
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.3g%s", value, prefixes[index]);
  return text;
}

void drawStatsStrip(const FrameStats& stats, const gl::GpuTimers& timers, const std::string& renderer) {
  const ImGuiIO& io = ImGui::GetIO();
  const float height = ImGui::GetFrameHeightWithSpacing() + 4;
  ImGui::SetNextWindowPos(ImVec2(0, io.DisplaySize.y - height));
  ImGui::SetNextWindowSize(ImVec2(io.DisplaySize.x, height));
  ImGui::SetNextWindowBgAlpha(0.72f);
  ImGui::Begin("stats", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::Text("%5.1f fps  CPU %5.2f ms", stats.framesPerSecond, stats.cpuMillisecondsPerFrame);
  ImGui::SameLine(0, 18);
  ImGui::TextUnformatted("GPU");
  bool anyNonZero = false;
  for (const auto& pass : timers.passes()) {
    ImGui::SameLine();
    ImGui::Text("%s %.2f ms", pass.name.c_str(), pass.milliseconds);
    anyNonZero |= pass.milliseconds > 0;
  }
  if (!timers.passes().empty() && !anyNonZero) {
    ImGui::SameLine();
    ImGui::TextDisabled("(timer queries read 0 here)");
  }
  ImGui::SameLine(0, 18);
  ImGui::Text("sim %s%.0f steps/s  step %llu  t %.2f s", stats.paused ? "(paused) " : "",
              stats.simStepsPerSecond, static_cast<unsigned long long>(stats.simStepCount), stats.simSeconds);
  if (stats.cellsPerSecond > 0) {
    ImGui::SameLine(0, 18);
    ImGui::Text("sim %s cells/s", siPrefixed(stats.cellsPerSecond).c_str());
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Solver cells (or sphere vertices) updated per second: cells a step, substeps\n"
                        "included, times the steps of the last half second (every side of a comparison).");
  }
  ImGui::SameLine(0, 18);
  ImGui::TextDisabled("%s", renderer.c_str());
  if (ImGui::IsWindowHovered() && gl::isSoftwareRenderer(renderer))
    ImGui::SetTooltip("Software GL runs queued work whenever it must, so a pass's time may include\n"
                      "earlier passes (the first pass of a frame often carries the last frame's drawing).");
  ImGui::End();
}

}  // namespace tp
