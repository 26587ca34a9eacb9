// The stats strip fits its window: whole segments are left out from the end,
// never cut through, and the first is always kept.
#include <gtest/gtest.h>

#include "ui/stats_strip.hpp"

namespace {

std::vector<std::string> texts(const std::vector<tp::StripSegment>& segments) {
  std::vector<std::string> out;
  for (const auto& segment : segments) out.push_back(segment.text);
  return out;
}

}  // namespace

TEST(StatsStrip, LeavesOutWholeSegmentsFromTheEndUntilTheRestFits) {
  const std::vector<tp::StripSegment> segments{{"fps"}, {"sim"}, {"cells"}, {"GPU"}, {"renderer", true}};
  const std::vector<float> widths{100, 200, 100, 400, 150};
  const float gap = 10;  // all five: 950 + 4 gaps = 990
  EXPECT_EQ(texts(tp::fitStripSegments(segments, widths, gap, 990)).size(), 5u);
  EXPECT_EQ(texts(tp::fitStripSegments(segments, widths, gap, 989)),
            (std::vector<std::string>{"fps", "sim", "cells", "GPU"}));
  EXPECT_EQ(texts(tp::fitStripSegments(segments, widths, gap, 420)), (std::vector<std::string>{"fps", "sim", "cells"}));
  EXPECT_EQ(texts(tp::fitStripSegments(segments, widths, gap, 50)), (std::vector<std::string>{"fps"}))
      << "the frame rate stays even when nothing fits";
}
