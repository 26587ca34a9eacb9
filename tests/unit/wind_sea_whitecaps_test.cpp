// Whitecaps and the Beaufort scale: a drawn sea turns white over the share
// of its surface Monahan & O'Muircheartaigh 1980 observed at its wind, and
// the wind speeds are named as the WMO names them.
#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "sim/wind_sea/beaufort.hpp"
#include "sim/wind_sea/whitecaps.hpp"
#include "sim/wind_sea/wind_sea_cpu.hpp"
#include "sim/wind_sea/wind_sea_spectrum.hpp"

namespace tp {
namespace {

TEST(Whitecaps, CoverageFollowsMonahan) {
  EXPECT_EQ(whitecapCoverage(0.0), 0.0);
  EXPECT_NEAR(whitecapCoverage(10.0), 3.84e-6 * std::pow(10.0, 3.41), 1e-12);
  EXPECT_LT(whitecapCoverage(4.5), 0.001);  // a gentle breeze: a whitecap here and there
  EXPECT_GT(whitecapCoverage(19.0), 0.05);  // a gale: streaks everywhere
}

TEST(Whitecaps, DrawnSeaIsWhiteOverTheObservedShare) {
  // The CPU twin's squeeze S = 1 + λ·(Dxx + Dzz) below the threshold: the
  // share of cells within 25 % of Monahan's (one draw of a sea whose crests
  // span many cells: its tail is a few hundred independent crests at 8 m/s).
  for (double wind : {8.0, 12.0, 19.0}) {
    WindSeaSettings s;
    s.windSpeed = wind;
    s.fetch = 5e4;
    const int n = 256;
    const double patch = 150.0, choppiness = 1.0;
    const auto amplitudes = windSeaAmplitudes(s, n, patch, 0.0, 1e9);
    const WhitecapThreshold t = whitecapThreshold(wind, choppiness, divergenceVariance(amplitudes, n, patch));
    ASSERT_GT(t.begin, t.full);
    const auto f = WindSeaCpu(amplitudes, n, patch, s.gravity).fieldsAt(5.0);
    size_t white = 0;
    const size_t cells = size_t(n) * size_t(n);
    for (size_t c = 0; c < cells; ++c) {
      const double dxx = f[size_t(WindSeaField::DxDx)][c], dzz = f[size_t(WindSeaField::DzDz)][c];
      white += 1.0 + choppiness * (dxx + dzz) < t.begin ? 1 : 0;
    }
    const double share = double(white) / double(cells), want = whitecapCoverage(wind);
    EXPECT_GT(share, want * 0.75) << wind << " m/s";
    EXPECT_LT(share, want * 1.25) << wind << " m/s";
  }
}

TEST(Whitecaps, NoneWithoutWindOrChoppiness) {
  const WhitecapThreshold calm = whitecapThreshold(0.0, 1.0, 0.5);
  EXPECT_LE(calm.begin, calm.full);
  const WhitecapThreshold smooth = whitecapThreshold(12.0, 0.0, 0.5);
  EXPECT_LE(smooth.begin, smooth.full);
}

TEST(Beaufort, NamesTheWmoForces) {
  EXPECT_EQ(beaufortForce(0.0).force, 0);
  EXPECT_EQ(beaufortForce(4.5).force, 3);
  EXPECT_EQ(std::string(beaufortForce(4.5).name), "gentle breeze");
  EXPECT_EQ(beaufortForce(9.5).force, 5);
  EXPECT_EQ(beaufortForce(17.2).force, 8);
  EXPECT_EQ(beaufortForce(19.0).force, 8);
  EXPECT_EQ(std::string(beaufortForce(19.0).name), "gale");
  EXPECT_EQ(beaufortForce(50.0).force, 12);
  EXPECT_EQ(beaufortScale(4.0), "1 light air from 0.3, 2 light breeze from 1.6, 3 gentle breeze from 3.4");
}

}  // namespace
}  // namespace tp
