#include "ui/ui_font.hpp"

#include <imgui.h>

#include <filesystem>

namespace tp {
namespace {

// Unicode ranges, pairs of first and last code point, zero-terminated.
const ImWchar kSymbolRanges[] = {
    0x00A0, 0x00FF,  // Latin-1: ², ³, ·, °, ±, ×
    0x0370, 0x03FF,  // Greek: Δ, γ, λ, ω, ρ
    0x2010, 0x2027,  // dashes, ellipsis
    0x2070, 0x209F,  // super- and subscripts
    0x2190, 0x21FF,  // arrows
    0x2200, 0x22FF,  // mathematical operators: ≤, ≥, −, √, ∇, Σ
    0,
};

}  // namespace

std::string addPanelFont(ImFontAtlas& atlas) {
  atlas.AddFontDefault();
  for (const char* path : kSymbolFontPaths) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) continue;
    ImFontConfig merge;
    merge.MergeMode = true;
    merge.PixelSnapH = true;
    merge.GlyphOffset.y = 1;  // DejaVu's baseline sits a pixel above ProggyClean's at 13 px
    if (atlas.AddFontFromFileTTF(path, 13.0f, &merge, kSymbolRanges)) return {};
  }
  return "the panel cannot show symbols such as Δ and ≤ (shown as '?'): DejaVu Sans was not found; "
         "install Debian's fonts-dejavu-core";
}

}  // namespace tp
