// The wind sea running into shallow water (shaders/sim/wind_sea/depth_share.h,
// the one source the water's shaders and the floating bodies share): its
// wavenumber, its height's growth and where it breaks, against linear theory
// worked out here in double precision by bisection on the dispersion
// relation ω² = g·k·tanh(k·h).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "shaders/sim/wind_sea/depth_share.h"

namespace tp {
namespace {

constexpr double kGravity = 9.81;
constexpr double kOmega = 2.0 * M_PI / 2.5;  // rad/s: a 2.5 s peak, a gentle breeze's

// k with ω² = g·k·tanh(k·h), to double precision.
double exactWaveNumber(double omega, double depth) {
  double low = 0.0, high = 2.0 * omega * omega / kGravity + 10.0 / depth;
  for (int i = 0; i < 200; ++i) {
    const double mid = 0.5 * (low + high);
    (kGravity * mid * std::tanh(mid * depth) < omega * omega ? low : high) = mid;
  }
  return 0.5 * (low + high);
}

// Ks = √(cg₀/cg) from the exact wavenumber.
double exactShoaling(double omega, double depth) {
  const double k = exactWaveNumber(omega, depth), twice = 2.0 * k * depth;
  const double groupSpeed = 0.5 * omega / k * (1.0 + twice / std::sinh(twice));
  return std::sqrt(kGravity / (2.0 * omega) / groupSpeed);
}

// Depths from a thousandth of the deep-water wavelength to one and a half
// of it, as fractions h/L₀.
const double kDepthsOverDeepLength[] = {0.001, 0.003, 0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1.0, 1.5};

double deepLength() { return 2.0 * M_PI * kGravity / (kOmega * kOmega); }

// The sea's share and its breaking share at `depth` for a deep-water
// significant height `height`, shoaling at kOmega as the shaders do.
float shareAt(float depth, float height) {
  return wind_sea::windSeaDepthShareFor(depth, height, wind_sea::windSeaShoalingFor(depth, float(kOmega)));
}
float breakingAt(float depth, float height) {
  return wind_sea::windSeaBreakingShareFor(depth, height, wind_sea::windSeaShoalingFor(depth, float(kOmega)));
}

TEST(WaveShoaling, WaveNumberSolvesTheDispersionRelation) {
  for (double fraction : kDepthsOverDeepLength) {
    const double depth = fraction * deepLength();
    const double k = wind_sea::waveNumberAtDepth(float(kOmega), float(depth));
    // One Newton step after Fenton & McKee's form: at most 8.5e-5 off (its
    // largest, near h/L₀ = 0.04, in double precision), float's rounding besides.
    EXPECT_NEAR(k / exactWaveNumber(kOmega, depth), 1.0, 1e-4) << "h/L0 " << fraction;
  }
}

// The height's growth with depth: within 0.05 % of linear theory's at every
// depth; it dips to 0.913 (kh near 1.2, h/L₀ near 0.15) before it rises,
// and in shallow water it follows Green's law, H ∝ h^(−1/4).
TEST(WaveShoaling, HeightGrowsWithDepthAsLinearTheorySays) {
  for (double fraction : kDepthsOverDeepLength) {
    const double depth = fraction * deepLength();
    const double ks = wind_sea::shoalingCoefficient(float(kOmega), float(depth));
    std::printf("h/L0 %.3f: Ks %.4f (linear theory %.4f)\n", fraction, ks, exactShoaling(kOmega, depth));
    EXPECT_NEAR(ks / exactShoaling(kOmega, depth), 1.0, 5e-4) << "h/L0 " << fraction;
  }
  double lowest = 10.0, lowestAt = 0.0;
  for (double fraction = 0.05; fraction < 0.5; fraction += 0.001) {
    const double ks = wind_sea::shoalingCoefficient(float(kOmega), float(fraction * deepLength()));
    if (ks < lowest) lowest = ks, lowestAt = fraction;
  }
  EXPECT_NEAR(lowest, 0.913, 0.001);
  EXPECT_NEAR(lowestAt, 0.15, 0.03);
  EXPECT_NEAR(wind_sea::shoalingCoefficient(float(kOmega), float(deepLength())), 1.0, 0.002) << "deep water";
  const float shallow = float(0.002 * deepLength());
  EXPECT_NEAR(wind_sea::shoalingCoefficient(float(kOmega), shallow / 16.0f) /
                  wind_sea::shoalingCoefficient(float(kOmega), shallow), 2.0, 0.01)
      << "Green's law: a sixteenth of the depth, twice the height";
}

// The drawn sea's height: shoaled until it reaches 0.78 of the depth
// (McCowan), then held to that, down to nothing at the waterline.
TEST(WaveShoaling, TheSeaIsHeldToItsBreakingHeight) {
  const float height = 1.0f;  // m, significant, in deep water
  for (float depth : {10.0f, 3.0f, 2.0f, 1.5f, 1.2f, 1.0f, 0.5f, 0.1f}) {
    const float share = shareAt(depth, height);
    const double expected = std::min(exactShoaling(kOmega, depth), 0.78 * depth / height);
    EXPECT_NEAR(share, expected, 5e-4 * expected + 1e-6) << depth << " m";
    EXPECT_LE(share * height, 0.78f * depth + 1e-5f) << depth << " m";
  }
  EXPECT_EQ(shareAt(0.0f, height), 0.0f) << "at the waterline";
  EXPECT_EQ(shareAt(-0.5f, height), 0.0f) << "on the beach";
  EXPECT_NEAR(wind_sea::windSeaDepthShareFor(2.0f, 0.0f, wind_sea::windSeaShoalingFor(2.0f, 0.0f)), 1.0f, 1e-6f) << "no sea, no peak: all of it";
}

// The surf: the share of Rayleigh-distributed heights (Hrms = Hs/√2, shoaled)
// above the breaking height 0.78·h, exp(−(Hb/Hrms)²) (Baldock et al. 1998):
// none in deep water, a third where Hb = Hrms, all at the waterline; the
// zone is wider for a higher sea.
TEST(WaveShoaling, TheSurfIsTheShareOfWavesAboveTheirBreakingHeight) {
  const float height = 1.0f;
  EXPECT_LT(breakingAt(4.0f, height), 1e-6f);
  // Where 0.78·h = Ks·Hs/√2.
  float depth = 1.0f;
  for (int i = 0; i < 30; ++i)
    depth = float(exactShoaling(kOmega, depth)) * height / std::sqrt(2.0f) / 0.78f;
  EXPECT_NEAR(breakingAt(depth, height), std::exp(-1.0f), 1e-3f)
      << "at " << depth << " m";
  EXPECT_EQ(breakingAt(0.0f, height), 1.0f);
  EXPECT_EQ(breakingAt(1.0f, 0.0f), 0.0f) << "a calm sea breaks nowhere";
  EXPECT_GT(breakingAt(1.0f, 2.0f), breakingAt(1.0f, 1.0f)) << "a higher sea breaks further out";
  float last = 0.0f;  // from the shore out, fewer and fewer break
  for (float d = 2.0f; d > 0.0f; d -= 0.05f) {
    const float share = breakingAt(d, height);
    EXPECT_GE(share, last) << d << " m";
    last = share;
  }
}

}  // namespace
}  // namespace tp
