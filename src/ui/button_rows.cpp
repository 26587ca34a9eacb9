#include "ui/button_rows.hpp"

#include <cstddef>
#include <imgui.h>

namespace tp {

std::vector<int> buttonRows(const std::vector<float>& widths, float spacing, float available) {
  std::vector<int> rows(widths.size(), 0);
  float used = 0.0f;
  int row = 0;
  for (size_t i = 0; i < widths.size(); ++i) {
    const float start = i == 0 ? 0.0f : used + spacing;
    if (i > 0 && start + widths[i] > available) {
      ++row;
      used = widths[i];
    } else {
      used = start + widths[i];
    }
    rows[i] = row;
  }
  return rows;
}

int drawButtonRows(const std::vector<const char*>& labels, const std::vector<const char*>& tooltips) {
  const ImGuiStyle& style = ImGui::GetStyle();
  std::vector<float> widths;
  widths.reserve(labels.size());
  for (const char* label : labels) widths.push_back(ImGui::CalcTextSize(label).x + 2.0f * style.FramePadding.x);
  const std::vector<int> rows = buttonRows(widths, style.ItemSpacing.x, ImGui::GetContentRegionAvail().x);
  int clicked = -1;
  for (size_t i = 0; i < labels.size(); ++i) {
    if (i > 0 && rows[i] == rows[i - 1]) ImGui::SameLine();
    if (ImGui::Button(labels[i])) clicked = int(i);
    if (i < tooltips.size() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltips[i]);
  }
  return clicked;
}

}  // namespace tp
