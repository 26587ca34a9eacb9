#include "ui/ui_scale.hpp"

#include <algorithm>
#include <cmath>

namespace tp {

float chooseUiScale(float setting, float contentScale, int windowHeight) {
  if (setting > 0.0f) return std::clamp(setting, kUiScaleMin, kUiScaleMax);
  // Quarter steps, so a window a few lines taller than 1080 does not blur the font by 1.01.
  const float byHeight = std::max(1.0f, std::floor(float(windowHeight) / 1080.0f * 4.0f) / 4.0f);
  const float byMonitor = contentScale > 0.0f && std::isfinite(contentScale) ? contentScale : 1.0f;
  return std::clamp(byMonitor * byHeight, kUiScaleMin, kUiScaleMax);
}

}  // namespace tp
