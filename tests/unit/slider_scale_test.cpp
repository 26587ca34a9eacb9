// A slider's scale is its parameter's declared range, whatever another
// parameter does to the stability limit: the limit is a mark along it, and
// sliderFraction says where (linear, or logarithmic where the spec says so).
#include <gtest/gtest.h>

#include "sim/param_table.hpp"
#include "ui/param_widgets.hpp"

namespace tp {
namespace {

ParamSpec spec(double min, double max, bool logarithmic) {
  ParamSpec s;
  s.name = "stiffness";
  s.min = min;
  s.max = max;
  s.logarithmic = logarithmic;
  return s;
}

TEST(SliderScale, LinearFractionOfTheDeclaredRange) {
  const ParamSpec damping = spec(0.0, 20.0, false);
  EXPECT_FLOAT_EQ(sliderFraction(damping, 0.0), 0.0f);
  EXPECT_FLOAT_EQ(sliderFraction(damping, 5.0), 0.25f);
  EXPECT_FLOAT_EQ(sliderFraction(damping, 20.0), 1.0f);
  EXPECT_FLOAT_EQ(sliderFraction(damping, 99.0), 1.0f) << "past the end stays at the end";
}

TEST(SliderScale, LogarithmicWhereDeclared) {
  const ParamSpec stiffness = spec(10.0, 10000.0, true);
  EXPECT_FLOAT_EQ(sliderFraction(stiffness, 10.0), 0.0f);
  EXPECT_NEAR(sliderFraction(stiffness, 100.0), 1.0f / 3.0f, 1e-6f);
  EXPECT_NEAR(sliderFraction(stiffness, 1000.0), 2.0f / 3.0f, 1e-6f);
  EXPECT_FLOAT_EQ(sliderFraction(stiffness, 10000.0), 1.0f);
}

TEST(SliderScale, AnEmptyRangeIsTheLeftEnd) { EXPECT_FLOAT_EQ(sliderFraction(spec(1.0, 1.0, false), 1.0), 0.0f); }

}  // namespace
}  // namespace tp
