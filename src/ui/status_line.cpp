#include "ui/status_line.hpp"

#include <imgui.h>

#include <algorithm>

namespace tp {

void StatusLine::set(std::string message, bool error, std::string scene, double now) {
  message_ = std::move(message);
  error_ = error;
  scene_ = std::move(scene);
  setAt_ = now;
}

StatusLine::Shown StatusLine::shown(const std::string& scene, double now) const {
  if (message_.empty() || scene != scene_) return {};
  const double life = error_ ? kErrorSeconds : kInfoSeconds;
  const double left = life - (now - setAt_);
  if (left <= 0.0) return {};
  return {message_, error_, float(std::clamp(left / kFadeSeconds, 0.0, 1.0))};
}

void drawCursorHint(const StatusLine::Shown& hint) {
  if (hint.message.empty()) return;
  ImGui::PushStyleVar(ImGuiStyleVar_Alpha, hint.opacity);
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::TextUnformatted(hint.message.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
  ImGui::PopStyleVar();
}

}  // namespace tp
