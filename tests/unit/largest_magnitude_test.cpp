// The sidecars' largest-magnitude fold (max_abs_* lines) and the bowl's
// surface statistics built on it: a NaN anywhere shows as NaN, never as calm water.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "scenes/bowl/surface_statistics.hpp"
#include "sim/largest_magnitude.hpp"

TEST(LargestMagnitude, IsNanWhenAnyValueIsNan) {
  EXPECT_EQ(tp::largestMagnitude(std::vector<float>{0.1f, -0.4f, 0.2f}), 0.4f);
  EXPECT_EQ(tp::largestMagnitude(std::vector<float>{}), 0.0f);
  // std::max(largest, |NaN|) keeps `largest`: a NaN planet read as still water.
  EXPECT_TRUE(std::isnan(tp::largestMagnitude(std::vector<float>{0.1f, NAN, 0.2f})));
  EXPECT_TRUE(std::isnan(tp::largestMagnitude(std::vector<float>{0.5f, 0.1f, NAN})));
  EXPECT_EQ(tp::largestMagnitude(std::vector<float>{INFINITY, 0.1f}), INFINITY);
  // The fold the harbor's and the bowl's sidecars use, cell by cell.
  EXPECT_EQ(tp::largerMagnitude(0.3, -0.7), 0.7);
  EXPECT_TRUE(std::isnan(tp::largerMagnitude(0.3, double(NAN))));
  EXPECT_TRUE(std::isnan(tp::largerMagnitude(double(NAN), 5.0)));
  // The bowl's statistics: a NaN height on the water or outside the rim shows.
  const std::vector<uint8_t> mask = {1, 1, 0};
  EXPECT_TRUE(std::isnan(tp::measureSurface(std::vector<float>{0.1f, 0, NAN, 0, 0, 0}, mask).largestHeight));
  EXPECT_TRUE(std::isnan(tp::measureSurface(std::vector<float>{0.1f, 0, 0, 0, 0, NAN}, mask).outsideRim));
  EXPECT_EQ(tp::measureSurface(std::vector<float>{0.1f, 0, -0.3f, 0, 0, 0.2f}, mask).largestHeight, double(0.3f));
}
