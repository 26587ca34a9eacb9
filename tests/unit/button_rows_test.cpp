// Buttons wrap at the panel's edge: the harbor's eight presets at the
// panel's width take two rows, none runs past the edge.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ui/button_rows.hpp"

namespace tp {
namespace {

TEST(ButtonRows, ARowWrapsBeforeTheEdge) {
  EXPECT_EQ(buttonRows({50, 50, 50}, 10, 200), (std::vector<int>{0, 0, 0}));  // 170 fits
  EXPECT_EQ(buttonRows({50, 50, 50, 50}, 10, 200), (std::vector<int>{0, 0, 0, 1}));  // 230 does not
  EXPECT_EQ(buttonRows({250, 40, 40}, 10, 200), (std::vector<int>{0, 1, 1}));  // too wide: a row of its own
  EXPECT_EQ(buttonRows({}, 10, 200), std::vector<int>{});
}

TEST(ButtonRows, NoRowIsWiderThanThePanel) {
  // The harbor's presets at 7 px a character and 8 px padding each side, in a 300 px panel.
  const std::vector<const char*> names = {"deep_water", "seed", "calm", "breeze", "fresh", "gale", "sunset", "clear_noon"};
  std::vector<float> widths;
  for (const char* name : names) widths.push_back(7.0f * float(std::char_traits<char>::length(name)) + 16.0f);
  const std::vector<int> rows = buttonRows(widths, 8, 300);
  float used = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    used = (i > 0 && rows[i] == rows[i - 1]) ? used + 8 + widths[i] : widths[i];
    EXPECT_LE(used, 300.0f) << names[i];
  }
  EXPECT_EQ(rows.back(), 1);
}

}  // namespace
}  // namespace tp
