#pragma once
// The panel's font: Dear ImGui's built-in ProggyClean (13 px, ASCII only)
// with the symbols the tooltips and notes use merged in from DejaVu Sans
// (Debian's fonts-dejavu-core): Greek (Δ, γ, ω), Latin-1 (², ·, °), dashes,
// super- and subscripts, arrows and mathematical operators (≤, −, √). The
// ASCII text keeps ProggyClean's metrics, so the layout does not move.
#include <string>

struct ImFontAtlas;

namespace tp {

// Where DejaVu Sans is looked for, in order.
inline constexpr const char* kSymbolFontPaths[] = {
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
};

// Adds the default font and the merged symbols to `atlas`. Returns "" or one
// line saying the symbols are missing and which package gives them (the panel
// then shows '?' for them).
std::string addPanelFont(ImFontAtlas& atlas);

}  // namespace tp
