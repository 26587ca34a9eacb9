// The panel's font shows the symbols the tooltips use (Δ, ≤, ², ·, −, →),
// not '?': DejaVu Sans's are merged into ImGui's default font.
#include <gtest/gtest.h>

#include <imgui.h>

#include "ui/ui_font.hpp"

TEST(PanelFont, HasTheTooltipsSymbols) {
  ImGuiContext* context = ImGui::CreateContext();
  ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  ASSERT_EQ(tp::addPanelFont(atlas), "") << "scripts/deps.sh installs fonts-dejavu-core";
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  atlas.GetTexDataAsAlpha8(&pixels, &width, &height);  // builds the atlas
  ImFont* font = atlas.Fonts[0];
  for (ImWchar symbol : {ImWchar(0x0394), ImWchar(0x2264), ImWchar(0x00B2), ImWchar(0x00B7), ImWchar(0x2212),
                         ImWchar(0x2192), ImWchar(0x03B3), ImWchar(0x221A)})
    EXPECT_NE(font->FindGlyphNoFallback(symbol), nullptr) << "U+" << std::hex << int(symbol);
  // ASCII keeps the default font's metrics: the layout does not move.
  EXPECT_FLOAT_EQ(font->FontSize, 13.0f);
  ImGui::DestroyContext(context);
}
