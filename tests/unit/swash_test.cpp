// The swash up the harbor's beaches (shaders/sim/wind_sea/swash.h, the one
// source the water's shaders read): Stockdon et al. 2006's setup, swash and
// run-up against the formulas worked out here in double precision, and the
// drawn level's statistics for a Gaussian sea (its mean the setup, exceeded
// 2 % of the time at R2).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "shaders/sim/wind_sea/swash.h"

namespace tp {
namespace {

using wind_sea::deepWaterWavelength;
using wind_sea::runUpTwoPercent;
using wind_sea::swashHeight;
using wind_sea::swashLevel;
using wind_sea::swashSetup;
using wind_sea::swashShare;

// A fresh breeze's sea: Hs 1.27 m peaking at 4 s.
constexpr double kHeight = 1.27;
constexpr double kOmega = 2.0 * M_PI / 4.0;

TEST(Swash, StockdonsSetupSwashAndRunUp) {
  const double wavelength = 9.81 * 16.0 / (2.0 * M_PI);  // g·T²/(2π): 24.98 m
  EXPECT_NEAR(deepWaterWavelength(float(kOmega)), wavelength, 1e-4 * wavelength);
  for (const double slope : {0.02, 0.08, 0.15, 0.2}) {
    const double root = std::sqrt(kHeight * wavelength);
    const double setup = 0.35 * slope * root;
    const double swash = std::sqrt(kHeight * wavelength * (0.563 * slope * slope + 0.004));
    const double runUp = 1.1 * (setup + swash / 2.0);
    const float h = float(kHeight), l = float(wavelength), b = float(slope);
    EXPECT_NEAR(swashSetup(h, l, b), setup, 1e-5) << "slope " << slope;
    EXPECT_NEAR(swashHeight(h, l, b), swash, 1e-5) << "slope " << slope;
    EXPECT_NEAR(runUpTwoPercent(h, l, b), runUp, 1e-5) << "slope " << slope;
  }
  // A worked case: βf 0.1 gives setup 0.197 m, S 0.553 m, R2 0.521 m.
  EXPECT_NEAR(runUpTwoPercent(float(kHeight), float(wavelength), 0.1f), 0.521, 0.001);
  // Steeper than the sandy beaches it was fitted to, the slope is held at 0.2.
  EXPECT_EQ(runUpTwoPercent(1.0f, 25.0f, 1.2f), runUpTwoPercent(1.0f, 25.0f, 0.2f));
}

// The level drawn for a Gaussian sea of σ = Hs/4: over 200,000 draws its
// mean is the setup (within 2 mm) and 2 % of them (within 0.1 %) reach R2.
TEST(Swash, TheLevelAveragesTheSetupAndReachesTheRunUpTwoPercentOfTheTime) {
  const float slope = 0.12f;
  const double wavelength = deepWaterWavelength(float(kOmega));
  const double setup = swashSetup(float(kHeight), float(wavelength), slope);
  const double runUp = runUpTwoPercent(float(kHeight), float(wavelength), slope);
  std::mt19937 random(7);
  std::normal_distribution<double> sea(0.0, kHeight / 4.0);
  constexpr int kDraws = 200000;
  double sum = 0.0;
  int above = 0;
  for (int i = 0; i < kDraws; ++i) {
    const double level = swashLevel(float(sea(random)), float(kHeight), float(kOmega), slope);
    sum += level;
    above += level > runUp;
  }
  std::printf("mean %.4f m (setup %.4f), %.3f %% above R2 %.3f m\n", sum / kDraws, setup, 100.0 * above / kDraws, runUp);
  EXPECT_NEAR(sum / kDraws, setup, 0.002);
  EXPECT_NEAR(double(above) / kDraws, 0.02, 0.001);
  EXPECT_EQ(swashLevel(0.3f, 0.0f, float(kOmega), slope), 0.0f) << "no sea, no swash";
}

// All of it at and above the still waterline, none where the significant
// wave has not yet broken (deeper than Hs/0.78), rising in between.
TEST(Swash, ItsShareRisesAcrossTheSurfZone) {
  const float h = float(kHeight);
  EXPECT_EQ(swashShare(-0.5f, h), 1.0f);
  EXPECT_EQ(swashShare(0.0f, h), 1.0f);
  EXPECT_EQ(swashShare(h / 0.78f, h), 0.0f);
  EXPECT_EQ(swashShare(3.0f, h), 0.0f);
  float previous = 1.0f;
  for (float depth = 0.1f; depth < h / 0.78f; depth += 0.1f) {
    const float share = swashShare(depth, h);
    EXPECT_LT(share, previous) << depth;
    previous = share;
  }
  EXPECT_EQ(swashShare(0.5f, 0.0f), 0.0f) << "a calm sea runs up nothing";
}

}  // namespace
}  // namespace tp
