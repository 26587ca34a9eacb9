#pragma once
// How big the panels are drawn. Dear ImGui's sizes are pixels, so on a 4K
// window the 1080p panel is a corner of tiny text. The scale follows the
// monitor's content scale (what the desktop asks of HiDPI apps, from GLFW) and
// the window's height against 1080 lines; a player's own setting overrides both.
namespace tp {

inline constexpr float kUiScaleMin = 0.5f, kUiScaleMax = 4.0f;
inline constexpr float kUiScaleAuto = 0.0f;  // the setting's "automatic"

// `setting` 0: automatic (content scale × the window's height in 1080-line
// steps of a quarter, never below 1 from the height alone); else the setting.
// Always within [kUiScaleMin, kUiScaleMax].
float chooseUiScale(float setting, float contentScale, int windowHeight);

}  // namespace tp
