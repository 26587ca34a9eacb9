#include "ui/slow_motion_notice.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace tp {

double realTimeShare(double stepsPerSecond, double rateHz, double speed, bool paused) {
  const double wanted = rateHz * speed;
  if (paused || wanted <= 0.0) return 1.0;
  return stepsPerSecond / wanted;
}

std::string slowMotionNotice(double share, bool lightQuality) {
  if (!(share < kSlowMotionBelow)) return {};
  char text[160];
  std::snprintf(text, sizeof text, "running at %.2gx real time: lower grid_size or the sim rate%s",
                share < 0.01 ? 0.01 : share, lightQuality ? "" : ", or use --quality light");
  return text;
}

void drawSlowMotionNotice(const std::string& notice, float areaLeft, float areaRight) {
  if (notice.empty()) return;
  const float margin = ImGui::GetFontSize() * 0.6f;
  const float wrap = std::max(areaRight - areaLeft - 4.0f * margin, ImGui::GetFontSize() * 10.0f);
  const ImVec2 size = ImGui::CalcTextSize(notice.c_str(), nullptr, false, wrap);
  const ImVec2 corner((areaLeft + areaRight - size.x) * 0.5f, margin);
  ImDrawList* draw = ImGui::GetForegroundDrawList();
  draw->AddRectFilled(ImVec2(corner.x - margin, corner.y - margin * 0.5f),
                      ImVec2(corner.x + size.x + margin, corner.y + size.y + margin * 0.5f), IM_COL32(40, 24, 8, 220),
                      margin * 0.5f);
  draw->AddText(nullptr, 0.0f, corner, IM_COL32(255, 205, 120, 255), notice.c_str(), nullptr, wrap);
}

}  // namespace tp
