// The sphere solver's CPU twin: its stability limit (from both sides), what
// it conserves (degree-weighted volume, discrete energy) and what it does not
// (the plain Σ heights), splash pairs, symmetry, and level changes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "sim/sphere_wave/icosphere_resample.hpp"
#include "sim/sphere_wave/sphere_wave_measures.hpp"
#include "sim/sphere_wave/sphere_wave_cpu.hpp"
#include "sphere_test_support.hpp"

using tp::SphereSplash;
using tp::SphereWaveCpu;

namespace {

// Noise in both heights, minus its (degree-weighted) mean: the volume mode
// (λ = 0, a double root r = 1) would otherwise drift linearly for ever, which
// is the water's volume moving, not an instability.
void randomState(SphereWaveCpu& sphere, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> noise(-1, 1);
  const auto& mesh = sphere.mesh();
  auto field = [&] {
    std::vector<double> values(size_t(mesh.vertexCount()));
    double weighted = 0, weights = 0;
    for (size_t i = 0; i < values.size(); ++i) {
      values[i] = noise(rng);
      weighted += mesh.neighbourCount(int(i)) * values[i];
      weights += mesh.neighbourCount(int(i));
    }
    for (double& v : values) v -= weighted / weights;
    return values;
  };
  std::vector<double> height = field(), prev = field();
  sphere.writeState(height, prev);
}

double maxAbs(const std::vector<double>& values) {
  double m = 0;
  for (double v : values) m = std::max(m, std::abs(v));
  return m;
}

int firstFiveNeighbourVertex(const tp::IcosphereMesh& mesh) {
  for (int v = 0; v < mesh.vertexCount(); ++v)
    if (mesh.neighbourCount(v) == 5) return v;
  return -1;
}

}  // namespace

TEST(SphereWaveParams, StabilityLimitFollowsDamping) {
  SphereWaveCpu sphere(2);
  const tp::ParamTable table = sphere.paramTable();
  EXPECT_NEAR(table.upperBound(*table.find("a")), 8.0 / 3.0, 1e-12);
  EXPECT_EQ(table.set("a", "2.6"), "");
  const std::string refused = table.set("a", "2.7");
  EXPECT_NE(refused.find("out of range [0, 2.66666667]"), std::string::npos) << refused;
  EXPECT_NE(refused.find("stability"), std::string::npos) << refused;
  // Damping lowers the bound: a ≤ (8 − 4d)/3, i.e. d ≤ 2 − 3a/4 (0.05 at a = 2.6).
  EXPECT_NE(table.set("damping", "0.5").find("stability"), std::string::npos);
  EXPECT_EQ(table.set("a", "0.3"), "");
  EXPECT_EQ(table.set("damping", "1"), "");
  EXPECT_NEAR(table.upperBound(*table.find("a")), 4.0 / 3.0, 1e-12);
  EXPECT_NE(table.set("a", "1.4").find("stability"), std::string::npos);
}

// The panel shows the stable range as text beside the a slider, from the
// bound the slider stops at.
TEST(SphereWaveParams, TheASliderStatesItsStableRangeFromTheSameBound) {
  SphereWaveCpu sphere(2);
  const tp::ParamTable table = sphere.paramTable();
  const tp::ParamSpec& a = *table.find("a");
  ASSERT_TRUE(table.hasNote(a));
  EXPECT_EQ(table.set("damping", "0"), "");
  EXPECT_EQ(table.note(a), "stable for a <= 2.67 (damping 0)");
  EXPECT_EQ(table.set("damping", "0.5"), "");
  EXPECT_EQ(table.note(a), "stable for a <= 2 (damping 0.5)");
  char bound[32];
  std::snprintf(bound, sizeof bound, "<= %.3g ", table.upperBound(a));
  EXPECT_NE(table.note(a).find(bound), std::string::npos) << "the slider's own bound";
}

TEST(SphereWaveCpu, StableAtTheLimitWithEnergyConserved) {
  // a = 8/3 is the bound for λmax → 3/2; every level's λmax is below 3/2, so
  // a random state (which holds every mode) stays bounded, energy constant.
  for (int level = 0; level <= 4; ++level) {
    SphereWaveCpu sphere(level);
    sphere.params().a = float(tp::maxStableCoupling(0.0));
    randomState(sphere, unsigned(level + 1));
    const double energy = sphere.measure().energy();
    EXPECT_GT(energy, 0.0) << "energy must be positive inside the stable range";
    sphere.step(2000);
    EXPECT_LT(maxAbs(sphere.height()), 50.0) << "level " << level;
    EXPECT_NEAR(sphere.measure().energy(), energy, 1e-9 * energy) << "level " << level;
  }
}

TEST(SphereWaveCpu, UnstableJustAboveTheLimit) {
  // Level 5's λmax is within 0.5% of 3/2, so 2% above 8/3 must blow up:
  // the limit is tight, not merely safe.
  SphereWaveCpu sphere(5);
  sphere.params().a = float(1.02 * tp::maxStableCoupling(0.0));
  randomState(sphere, 9);
  sphere.step(300);  // |r| ≈ 1.3 a step for the top mode: ~1e30 by now
  EXPECT_GT(maxAbs(sphere.height()), 1e3);
}

TEST(SphereWaveCpu, DampedLimitIsStableToo) {
  SphereWaveCpu sphere(4);
  sphere.params().damping = 0.6f;
  sphere.params().a = float(tp::maxStableCoupling(0.6));
  randomState(sphere, 4);
  sphere.step(3000);
  EXPECT_LT(maxAbs(sphere.height()), 2.0);
}

TEST(SphereWaveCpu, FlatWaterStaysFlat) {
  SphereWaveCpu sphere(3);
  sphere.step(10);
  EXPECT_EQ(maxAbs(sphere.height()), 0.0);
  const std::vector<double> level(size_t(sphere.mesh().vertexCount()), 0.25);
  sphere.writeState(level, level);  // raised but at rest: nothing moves
  sphere.step(100);
  for (double z : sphere.height()) ASSERT_NEAR(z, 0.25, 1e-14);
}

TEST(SphereWaveCpu, DegreeWeightedVolumeIsConservedButThePlainSumIsNot) {
  // A splash centred on a five-neighbour vertex: Σ (deg/6)·z stays put to
  // rounding; Σ z drifts (a five-neighbour vertex gives 1/5 to each neighbour
  // but takes 1/6 from each), by a few percent of the splash volume.
  for (float damping : {0.0f, 0.05f}) {
    SphereWaveCpu sphere(4);
    sphere.params().damping = damping;
    const int corner = firstFiveNeighbourVertex(sphere.mesh());
    sphere.addSplash({sphere.mesh().positions[size_t(corner)], 0.5f, 0.3f, true});
    const auto before = sphere.measure();
    sphere.step(2000);
    const auto after = sphere.measure();
    EXPECT_NEAR(after.volume, before.volume, 1e-12 * std::abs(before.volume)) << "damping " << damping;
    EXPECT_GT(std::abs(after.heightSum - before.heightSum), 1e-3 * std::abs(before.heightSum))
        << "damping " << damping;
  }
}

TEST(SphereWaveCpu, EnergyIsConservedUndampedAndDecaysDamped) {
  SphereWaveCpu sphere(4);
  sphere.addSplash({{0.3f, -0.5f, 0.8f}, 0.5f, 0.4f, true});
  const double energy = sphere.measure().energy();
  ASSERT_GT(energy, 0.0);
  sphere.step(2000);
  EXPECT_NEAR(sphere.measure().energy(), energy, 1e-10 * energy);
  sphere.params().damping = 0.02f;
  sphere.step(500);
  EXPECT_LT(sphere.measure().energy(), 0.01 * energy);
}

TEST(SphereWaveCpu, AtRestSplashPairLeavesTheVolumeUnchanged) {
  // The planet's click: a positive at-rest splash, then a negative one at the
  // same place a moment later. Volume returns to its start to rounding.
  SphereWaveCpu sphere(4);
  const SphereSplash up{{0.2f, 0.9f, -0.1f}, 0.5f, 0.15f, true};
  SphereSplash down = up;
  down.strength = -up.strength;
  sphere.addSplash(up);
  const double splashVolume = sphere.measure().volume;
  EXPECT_GT(splashVolume, 1e-3);
  sphere.step(6);  // 0.1 s at 60 steps a second
  sphere.addSplash(down);
  sphere.step(1000);
  // Double rounding only (V' = 2V − V_old lets it accumulate linearly).
  EXPECT_NEAR(sphere.measure().volume, 0.0, 1e-9 * splashVolume);
  // Impulses (no change to height_prev) are not volume-neutral in pairs: the
  // volume moves at a constant rate between them, and stays moved.
  SphereWaveCpu impulses(4);
  SphereSplash kickUp = up, kickDown = down;
  kickUp.atRest = kickDown.atRest = false;
  impulses.addSplash(kickUp);
  const double kick = impulses.measure().volume;
  impulses.step(6);
  impulses.addSplash(kickDown);
  impulses.step(100);
  EXPECT_NEAR(impulses.measure().volume, 6 * kick, 1e-9);
}

TEST(SphereWaveCpu, SplashProfile) {
  SphereWaveCpu sphere(5);
  const int v = 1234;
  const glm::vec3 centre = sphere.mesh().positions[size_t(v)];
  sphere.addSplash({centre * 3.0f, 0.5f, 0.15f, true});  // any length: normalised
  const std::vector<double> previous = sphere.readHeightPrev();
  for (int u = 0; u < sphere.mesh().vertexCount(); ++u) {
    const double chord = glm::distance(glm::dvec3(sphere.mesh().positions[size_t(u)]), glm::dvec3(centre));
    const double expected = chord < 0.15 ? 0.5 * (1 - chord / 0.15) : 0.0;
    ASSERT_NEAR(sphere.height()[size_t(u)], expected, 1e-6);
    ASSERT_EQ(sphere.height()[size_t(u)], previous[size_t(u)]);
  }
  EXPECT_NEAR(sphere.height()[size_t(v)], 0.5, 1e-6);
}

// An audit of bad input: a NaN centre makes every chord NaN, and `chord < radius`
// alone would not stop it. Refused before anything changes, as on the GPU.
TEST(SphereWaveCpu, NonFiniteSplashesAreRefusedAndTheWaterStaysAsItWas) {
  const float inf = INFINITY, nan = NAN;
  const SphereSplash bad[] = {{{inf, 0, 0}, 0.5f, 0.15f, true}, {{0, nan, 1}, 0.5f, 0.15f, true},
                              {{0, 0, 0}, 0.5f, 0.15f, true},   {{0, 1, 0}, nan, 0.15f, true},
                              {{0, 1, 0}, 0.5f, inf, true}};
  SphereWaveCpu sphere(3);
  sphere.addSplash({{0, 1, 0}, 0.5f, 0.3f, true});
  const std::vector<double> before = sphere.height();
  for (const SphereSplash& splash : bad) {
    EXPECT_NE(tp::checkSphereSplash(splash), "");
    EXPECT_THROW(sphere.addSplash(splash), std::invalid_argument);
  }
  EXPECT_EQ(sphere.height(), before);
  // Huge but finite directions normalise (in double, where their squares fit).
  EXPECT_EQ(tp::checkSphereSplash({{3e38f, 0, 0}, 0.5f, 0.15f, true}), "");
  sphere.addSplash({{0, 3e38f, 0}, -0.5f, 0.3f, true});
  EXPECT_LT(maxAbs(sphere.height()), 1e-6) << "the same splash, taken back";
}

TEST(SphereWaveCpu, HeadlessSplashParsingRefusesNonFiniteNumbers) {
  SphereSplash splash;
  EXPECT_EQ(tp::parseSphereSplash({3e38, 0, 0, 0.5, 0.2}, splash), "") << "normalised without overflow";
  EXPECT_FLOAT_EQ(splash.direction.x, 1.0f);
  for (const std::vector<double>& values : std::vector<std::vector<double>>{
           {INFINITY, 0, 0, 0.5, 0.2}, {0, NAN, 1, 0.5, 0.2}, {1e300, 0, 0, 0.5, 0.2}, {0, 0, 1, 1e39, 0.2}, {0, 0, 1, 0.5, INFINITY}})
    EXPECT_NE(tp::parseSphereSplash(values, splash).find("finite"), std::string::npos);
}

TEST(SphereWaveCpu, RotatedSplashGivesTheRotatedWaves) {
  // The icosahedron's rotations map the mesh onto itself, so the solver must
  // commute with them (up to float positions: 1e-6 of the splash).
  SphereWaveCpu original(3);
  const auto& mesh = original.mesh();
  const glm::vec3 direction = glm::normalize(glm::vec3(0.3f, -0.2f, 0.9f));
  original.addSplash({direction, 0.5f, 0.5f, true});
  original.step(300);
  for (const glm::mat3& rotation : tp::test::icosahedralRotations(mesh)) {
    std::vector<glm::vec3> rotated;
    for (const auto& p : mesh.positions) rotated.push_back(rotation * p);
    const std::vector<int> image = tp::test::matchVertices(mesh, rotated, 1e-5f);
    SphereWaveCpu turned(3);
    turned.addSplash({rotation * direction, 0.5f, 0.5f, true});
    turned.step(300);
    double worst = 0;
    for (size_t v = 0; v < image.size(); ++v)
      worst = std::max(worst, std::abs(turned.height()[size_t(image[v])] - original.height()[v]));
    EXPECT_LT(worst, 1e-5);
    EXPECT_GT(maxAbs(original.height()), 0.01);  // there are waves to compare
  }
}

TEST(SphereWaveCpu, LevelChangeInterpolatesAndIsExactOnSharedVertices) {
  SphereWaveCpu sphere(3);
  sphere.addSplash({{0.1f, 0.7f, 0.7f}, 0.5f, 0.6f, true});
  sphere.step(50);
  const tp::IcosphereMesh coarse = sphere.mesh();
  const std::vector<double> coarseHeight = sphere.height();
  sphere.setLevel(4);
  ASSERT_EQ(sphere.mesh().vertexCount(), 2562);
  const auto& fine = sphere.mesh();
  // Old vertices keep their value; each new one (an edge midpoint) is the
  // mean of the two old vertices opposite each other in its ring; then one
  // side of the field is scaled, by 1 − 1e-8 here, so the volume is the old
  // one (resampleIcosphereKeepingVolume).
  const std::vector<int> image = tp::test::matchVertices(fine, coarse.positions, 0.0f);
  std::vector<int> coarseOf(size_t(fine.vertexCount()), -1);
  for (size_t c = 0; c < image.size(); ++c) {
    ASSERT_GE(image[c], 0);
    coarseOf[size_t(image[c])] = int(c);
    EXPECT_NEAR(sphere.height()[size_t(image[c])], coarseHeight[c], 1e-7 * std::fabs(coarseHeight[c]) + 1e-15);
  }
  for (int v = 0; v < fine.vertexCount(); ++v) {
    if (coarseOf[size_t(v)] >= 0) continue;
    bool found = false;
    for (int k = 0; k < 3 && !found; ++k) {
      const int e0 = coarseOf[size_t(fine.rings[size_t(v)][size_t(k)])];
      const int e1 = coarseOf[size_t(fine.rings[size_t(v)][size_t(k + 3)])];
      if (e0 < 0 || e1 < 0) continue;
      found = true;
      EXPECT_NEAR(sphere.height()[size_t(v)], 0.5 * (coarseHeight[size_t(e0)] + coarseHeight[size_t(e1)]), 1e-6);
    }
    ASSERT_TRUE(found) << "new vertex " << v << " is not between two old ones";
  }
  // And back down: the surviving vertices' values come back.
  sphere.setLevel(3);
  for (size_t c = 0; c < coarseHeight.size(); ++c) ASSERT_NEAR(sphere.height()[c], coarseHeight[c], 1e-6);
}
