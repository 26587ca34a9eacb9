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

std::vector<StripSegment> fitStripSegments(const std::vector<StripSegment>& segments,
                                           const std::vector<float>& widths, float gap, float width) {
  size_t count = segments.size();
  auto total = [&](size_t n) {
    float sum = 0;
    for (size_t k = 0; k < n; ++k) sum += widths[k] + (k > 0 ? gap : 0);
    return sum;
  };
  while (count > 1 && total(count) > width) --count;
  return {segments.begin(), segments.begin() + std::ptrdiff_t(count)};
}

namespace {

std::string formatted(const char* format, auto... values) {
  char text[256];
  std::snprintf(text, sizeof text, format, values...);
  return text;
}

}  // namespace

void drawStatsStrip(const FrameStats& stats, const gl::GpuTimers& timers, const std::string& renderer) {
  const ImGuiIO& io = ImGui::GetIO();
  const float height = ImGui::GetFrameHeightWithSpacing() + 4;
  ImGui::SetNextWindowPos(ImVec2(0, io.DisplaySize.y - height));
  ImGui::SetNextWindowSize(ImVec2(io.DisplaySize.x, height));
  ImGui::SetNextWindowBgAlpha(0.72f);
  ImGui::Begin("stats", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);

  // In order of importance; what does not fit the window's width is left out
  // from the end (the GPU passes, each in the tooltip, shrink to their sum first).
  std::vector<StripSegment> segments;
  segments.push_back({formatted("%5.1f fps  CPU %5.2f ms", stats.framesPerSecond, stats.cpuMillisecondsPerFrame)});
  segments.push_back({formatted("sim %s%.0f steps/s  step %llu  t %.2f s", stats.paused ? "(paused) " : "",
                                stats.simStepsPerSecond, static_cast<unsigned long long>(stats.simStepCount),
                                stats.simSeconds)});
  if (stats.cellsPerSecond > 0)
    segments.push_back({"sim " + siPrefixed(stats.cellsPerSecond) + " cells/s", false,
                        "Solver cells (or sphere vertices) updated per second: cells a step, substeps\n"
                        "included, times the steps of the last half second (every side of a comparison)."});
  std::string passes = "GPU";
  double gpuTotal = 0;
  bool anyNonZero = false;
  for (const auto& pass : timers.passes()) {
    passes += formatted(" %s %.2f ms", pass.name.c_str(), pass.milliseconds);
    gpuTotal += pass.milliseconds;
    anyNonZero |= pass.milliseconds > 0;
  }
  if (!timers.passes().empty() && !anyNonZero) passes += " (timer queries read 0 here)";
  const std::string gpuSum = formatted("GPU %.2f ms", gpuTotal);
  const size_t passesAt = segments.size();
  segments.push_back({passes, false, passes});
  segments.push_back({renderer, true});

  const float gap = 18, available = io.DisplaySize.x - 2 * ImGui::GetStyle().WindowPadding.x;
  auto widthsOf = [](const std::vector<StripSegment>& list) {
    std::vector<float> widths;
    for (const StripSegment& segment : list) widths.push_back(ImGui::CalcTextSize(segment.text.c_str()).x);
    return widths;
  };
  std::vector<StripSegment> shown = fitStripSegments(segments, widthsOf(segments), gap, available);
  if (shown.size() < segments.size()) {  // the passes did not fit, or the renderer did not: try their sum
    segments[passesAt].text = gpuSum;
    shown = fitStripSegments(segments, widthsOf(segments), gap, available);
  }
  for (size_t k = 0; k < shown.size(); ++k) {
    if (k > 0) ImGui::SameLine(0, gap);
    if (shown[k].dim) ImGui::TextDisabled("%s", shown[k].text.c_str());
    else ImGui::TextUnformatted(shown[k].text.c_str());
    if (ImGui::IsItemHovered() && !shown[k].tooltip.empty()) ImGui::SetTooltip("%s", shown[k].tooltip.c_str());
  }
  if (ImGui::IsWindowHovered() && !ImGui::IsAnyItemHovered() && gl::isSoftwareRenderer(renderer))
    ImGui::SetTooltip("Software GL runs queued work whenever it must, so a pass's time may include\n"
                      "earlier passes (the first pass of a frame often carries the last frame's drawing).");
  ImGui::End();
}

}  // namespace tp
