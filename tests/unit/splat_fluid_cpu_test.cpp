// The splat fluid's CPU twin (seed 001): the properties of the method that the
// GPU solver is then held to through the twin. Grids here are small (<= 48^2):
// the twin does (2R+1)^2 = 169 exps per cell and step.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <memory>
#include <vector>

#include "sim/splat_fluid/splat_fluid_cpu.hpp"
#include "splat_fluid_states.hpp"

using namespace tp;
using namespace tp::test;

namespace {

const float* cellAt(const SplatFluidCpu& fluid, int x, int y) {
  return &fluid.state()[(size_t(y) * fluid.width() + x) * 3];
}

std::unique_ptr<SplatFluidCpu> makeFluid(int n, std::initializer_list<std::pair<const char*, const char*>> sets) {
  auto fluid = std::make_unique<SplatFluidCpu>(n, n);
  fluid->params().periodicSplash = false;
  for (auto [name, value] : sets) EXPECT_EQ(fluid->paramTable().set(name, value), "") << name;
  return fluid;
}

}  // namespace

TEST(SplatFluidCpu, MirrorFoldMapsTheOutsideToItsImage) {
  bool flipped = false;
  EXPECT_EQ(splatFluidMirrorFold(0, 8, flipped), 0);
  EXPECT_FALSE(flipped);
  EXPECT_EQ(splatFluidMirrorFold(-1, 8, flipped), 0);  // the wall at -0.5
  EXPECT_TRUE(flipped);
  EXPECT_EQ(splatFluidMirrorFold(-3, 8, flipped), 2);
  EXPECT_TRUE(flipped);
  EXPECT_EQ(splatFluidMirrorFold(8, 8, flipped), 7);  // the wall at 7.5
  EXPECT_TRUE(flipped);
  EXPECT_EQ(splatFluidMirrorFold(10, 8, flipped), 5);
  EXPECT_TRUE(flipped);
  EXPECT_EQ(splatFluidMirrorFold(17, 8, flipped), 1);  // two reflections: a plain copy
  EXPECT_FALSE(flipped);
}

TEST(SplatFluidCpu, EmptyGridStaysExactlyEmpty) {
  for (const char* edges : {"open", "walls"})
    for (const char* hack : {"false", "true"}) {
      auto fluid = makeFluid(24, {{"edges", edges}, {"epsilon_hack", hack}, {"gravity", "0.02"}});
      fluid->step(3);
      for (float v : fluid->state()) ASSERT_EQ(v, 0.0f) << edges << " epsilon_hack=" << hack;
    }
}

// fp edge cases: masses at the bottom of float's range (normal, denormal,
// the smallest denormal) among empty cells, with velocities, must not make
// 0/0 or x/0 anywhere, and velocities stay those of a weighted average.
TEST(SplatFluidCpu, TinyMassesNeverMakeNanOrInf) {
  for (const char* edges : {"open", "walls"})
    for (const char* hack : {"false", "true"}) {
      auto fluid = makeFluid(24, {{"edges", edges}, {"epsilon_hack", hack}});
      std::vector<float> state(24 * 24 * 3, 0.0f);
      const float tiny[] = {1e-30f, 1.17549435e-38f, 1e-41f, 1.4e-45f};
      for (int i = 0; i < 4; ++i) {
        float* cell = &state[(size_t(5 + 4 * i) * 24 + 3 + 5 * i) * 3];
        cell[0] = 0.7f - 0.4f * float(i);
        cell[1] = -0.5f + 0.3f * float(i);
        cell[2] = tiny[i];
      }
      state[(12 * 24 + 23) * 3 + 2] = 1e-38f;  // on the edge
      fluid->writeState(state);
      for (int s = 0; s < 8; ++s) {
        fluid->step(1);
        ASSERT_TRUE(allFinite(fluid->state())) << edges << " epsilon_hack=" << hack << " step " << s;
        for (size_t i = 0; i < state.size(); i += 3) {
          ASSERT_GE(fluid->state()[i + 2], 0.0f);
          ASSERT_LT(std::abs(fluid->state()[i]), 20.0f);
          ASSERT_LT(std::abs(fluid->state()[i + 1]), 20.0f);
        }
      }
    }
}

// "v = p/m only where m > 0" uses SPLAT_FLUID_MIN_MASS (1e-30) for 0, so a
// cell whose mass comes only from weights that a GPU may flush to zero
// (denormals) has no velocity and no gravity on every platform.
TEST(SplatFluidCpu, CellsBelowTheMinimumMassHaveNoVelocity) {
  auto fluid = makeFluid(16, {{"gravity", "0.01"}});
  std::vector<float> state(16 * 16 * 3, 0.0f);
  float* cell = &state[(size_t(8) * 16 + 8) * 3];
  cell[0] = 0.4f;
  cell[1] = -0.2f;
  cell[2] = 1e-31f;
  fluid->writeState(state);
  fluid->step(1);
  for (size_t i = 0; i < state.size(); i += 3) {
    ASSERT_LT(fluid->state()[i + 2], 1e-30f);
    ASSERT_EQ(fluid->state()[i + 0], 0.0f);
    ASSERT_EQ(fluid->state()[i + 1], 0.0f);
  }
  // Well above it: the seed's velocity. With one source particle, every cell
  // gets v_i + (rho0 - m_i) x_i; in its own cell x_i = v_i. Gravity on top.
  cell[2] = 1e-20f;
  fluid->writeState(state);
  fluid->step(1);
  EXPECT_NEAR(cellAt(*fluid, 8, 8)[0], 0.8f, 1e-5f);
  EXPECT_NEAR(cellAt(*fluid, 8, 8)[1], -0.4f - 0.01f, 1e-5f);
}

// With walls no mass leaves the box, but one step multiplies each particle's
// mass by the seed's lattice factor S in [0.99966, 1.00008] (see
// splatMassFactorRange). So each step's total ratio must lie in that range,
// and with conserve_mass the total is constant to float rounding of the sums.
TEST(SplatFluidCpu, WallsKeepTheMassInTheBox) {
  const auto [lo, hi] = splatMassFactorRange();
  EXPECT_NEAR(lo, 0.999663, 1e-6);
  EXPECT_NEAR(hi, 1.000077, 1e-6);
  const int n = 24;
  for (const char* gravity : {"0", "0.01"}) {
    auto fluid = makeFluid(n, {{"edges", "walls"}, {"gravity", gravity}});
    fluid->writeState(randomFluidState(n, n, 11, 1.5f, 0.8f));
    double mass = totalMass(fluid->state());
    for (int s = 0; s < 20; ++s) {
      fluid->step(1);
      const double next = totalMass(fluid->state());
      ASSERT_GE(next / mass, lo - 1e-6) << "gravity " << gravity << " step " << s;
      ASSERT_LE(next / mass, hi + 1e-6) << "gravity " << gravity << " step " << s;
      mass = next;
    }
    auto exact = makeFluid(n, {{"edges", "walls"}, {"gravity", gravity}, {"conserve_mass", "true"}});
    exact->writeState(randomFluidState(n, n, 11, 1.5f, 0.8f));
    const double before = totalMass(exact->state());
    exact->step(20);
    EXPECT_NEAR(totalMass(exact->state()) / before, 1.0, 2e-6) << "gravity " << gravity;
  }
}

// A thin lump beside a wall, in zero gravity, is left where it is. The
// walls' mirror images pulled on fluid lighter than rho0 as the fluid pulls
// on itself: the lump crept to the wall and clung there, and in the tank a
// lump hung in a top corner against gravity (seen in play).
TEST(SplatFluidCpu, WallsDoNotPullOnThinFluid) {
  const int n = 32;
  auto fluid = makeFluid(n, {{"edges", "walls"}, {"radius", "5"}, {"conserve_mass", "true"}});
  std::vector<float> state(size_t(n) * n * 3, 0.0f);
  for (int row = n - 8; row < n - 3; ++row)
    for (int col = 12; col < 17; ++col) state[(size_t(row) * n + col) * 3 + 2] = 0.5f;
  fluid->writeState(state);
  auto heightOfMass = [&] {
    double m = 0, y = 0;
    for (int row = 0; row < n; ++row)
      for (int col = 0; col < n; ++col) {
        m += cellAt(*fluid, col, row)[2];
        y += cellAt(*fluid, col, row)[2] * (row + 0.5);
      }
    return y / m;
  };
  const double before = heightOfMass();
  fluid->step(300);
  // Pulled, its centre went from 26.5 to 30.5 (the wall); left alone it
  // spreads a little and moves 0.6.
  EXPECT_NEAR(heightOfMass(), before, 1.0);
}

// The same state with open edges loses mass across the edges far faster than
// the lattice factor: what the walls test would catch if walls leaked.
TEST(SplatFluidCpu, OpenEdgesLetTheMassOut) {
  const int n = 32;
  auto fluid = makeFluid(n, {{"edges", "open"}, {"conserve_mass", "true"}});
  fluid->writeState(randomFluidState(n, n, 11, 1.5f, 0.8f));
  const double before = totalMass(fluid->state());
  fluid->step(5);
  EXPECT_LT(totalMass(fluid->state()) / before, 0.97);
}

// A tank at rest (uniform rho0, no velocity, walls) stays at rest and uniform:
// the pressure terms cancel and the images behind the walls fill the window.
TEST(SplatFluidCpu, UniformFluidAtRestStaysAtRest) {
  const int n = 24;
  auto fluid = makeFluid(n, {{"edges", "walls"}, {"conserve_mass", "true"}});
  std::vector<float> state(n * n * 3, 0.0f);
  for (size_t i = 2; i < state.size(); i += 3) state[i] = 1.0f;
  fluid->writeState(state);
  fluid->step(10);
  for (size_t i = 0; i < state.size(); i += 3) {
    ASSERT_NEAR(fluid->state()[i + 0], 0.0f, 1e-6f);
    ASSERT_NEAR(fluid->state()[i + 1], 0.0f, 1e-6f);
    ASSERT_NEAR(fluid->state()[i + 2], 1.0f, 1e-5f);
  }
}

// A mirror-symmetric state (about the vertical centre line, vx odd) stays
// symmetric: open or walls, with gravity (which is along the mirror) too.
// The sums run in different orders on the two sides, so symmetry holds to
// rounding (double sums stored as float: about 1e-7), not bit for bit.
TEST(SplatFluidCpu, MirrorSymmetricStateStaysSymmetric) {
  const int n = 32;
  for (const char* edges : {"open", "walls"}) {
    auto fluid = makeFluid(n, {{"edges", edges}, {"gravity", "0.005"}});
    fluid->writeState(symmetricX(randomFluidState(n, n, 5, 1.5f, 0.6f), n, n));
    fluid->step(25);
    const auto diff = compareFields(fluid->state(), mirroredX(fluid->state(), n, n));
    EXPECT_LT(diff.maxMass, 1e-5) << edges;
    EXPECT_LT(diff.maxMomentum, 1e-5) << edges;
    EXPECT_GT(totalMass(fluid->state()), 10.0);  // something is left to be symmetric
  }
  // And about the horizontal line, without gravity (which would break it).
  auto fluid = makeFluid(n, {{"edges", "walls"}});
  const auto start = randomFluidState(n, n, 6, 1.5f, 0.6f);
  std::vector<float> symmetric(start.size());
  const auto flipped = mirroredY(start, n, n);
  for (size_t i = 0; i < start.size(); ++i) symmetric[i] = 0.5f * (start[i] + flipped[i]);
  fluid->writeState(symmetric);
  fluid->step(25);
  const auto diff = compareFields(fluid->state(), mirroredY(fluid->state(), n, n));
  EXPECT_LT(diff.maxMass, 1e-5);
  EXPECT_LT(diff.maxMomentum, 1e-5);
}

// A small blob thrown with velocity v carries its centre of mass along at v
// (the splat is centred on x + v and the weak cohesion force is symmetric
// about the blob), and with gravity the vertical velocity drops by g a step.
TEST(SplatFluidCpu, ThrownBlobMovesWithItsVelocity) {
  const int n = 48;
  auto fluid = makeFluid(n, {{"edges", "open"}});
  fluid->splash({14.0f, 20.0f, 0.2f, 2.5f, 0.4f, 0.25f});
  auto centre = [&] {
    double m = 0, x = 0, y = 0;
    for (int row = 0; row < n; ++row)
      for (int col = 0; col < n; ++col) {
        const float* c = cellAt(*fluid, col, row);
        m += c[2];
        x += c[2] * (col + 0.5);
        y += c[2] * (row + 0.5);
      }
    return std::array<double, 2>{x / m, y / m};
  };
  const auto before = centre();
  fluid->step(20);
  const auto after = centre();
  EXPECT_NEAR(after[0] - before[0], 20 * 0.4, 0.2);
  EXPECT_NEAR(after[1] - before[1], 20 * 0.25, 0.2);
}

TEST(SplatFluidCpu, SplashAddsAConeOfMassAndSetsItsVelocity) {
  SplatFluidCpu fluid(32, 32);
  fluid.splash({16.0f, 16.0f, 2.0f, 8.0f, 0.5f, -0.25f});
  const float* centre = cellAt(fluid, 15, 15);  // centre (15.5, 15.5): d = 0.707
  EXPECT_NEAR(centre[2], 2.0f * (1.0f - std::sqrt(0.5f) / 8.0f), 1e-6f);
  EXPECT_EQ(centre[0], 0.5f);
  EXPECT_EQ(centre[1], -0.25f);
  const float* outside = cellAt(fluid, 16 + 8, 15);  // d = 8.5: untouched
  EXPECT_EQ(outside[2], 0.0f);
  EXPECT_EQ(outside[0], 0.0f);
  // The cone's volume: mass * pi r^2 / 3, up to the sampling on cells.
  EXPECT_NEAR(totalMass(fluid.state()), 2.0 * M_PI * 64 / 3, 1.0);
  // A second splash adds mass and overrides velocity.
  fluid.splash({16.0f, 16.0f, 1.0f, 4.0f});
  EXPECT_NEAR(cellAt(fluid, 15, 15)[2], 2.0f * (1 - std::sqrt(0.5f) / 8) + (1 - std::sqrt(0.5f) / 4), 1e-5f);
  EXPECT_EQ(cellAt(fluid, 15, 15)[0], 0.0f);
}

// The seed's periodic splash: at step 0 and every period, every cell gains
// periodic_mass and an outward velocity, spray_speed at the edge.
TEST(SplatFluidCpu, PeriodicSplashFillsTheGridAndSprays) {
  const int n = 32;
  SplatFluidCpu fluid(n, n);
  ASSERT_TRUE(fluid.params().periodicSplash);  // the seed's default; tidepool-sim turns it off
  ASSERT_EQ(fluid.paramTable().set("splash_period", "4"), "");
  fluid.step(1);
  EXPECT_NEAR(totalMass(fluid.state()), 0.5 * n * n, 1e-3);
  EXPECT_NEAR(cellAt(fluid, n - 1, n / 2)[0], 0.5f * (n - 1 + 0.5f - n / 2.0f) / (n / 2.0f), 1e-6f);
  EXPECT_NEAR(cellAt(fluid, n / 2, 0)[1], -0.5f * (n / 2.0f - 0.5f) / (n / 2.0f), 1e-6f);
  fluid.step(3);
  const double beforeSecond = totalMass(fluid.state());
  fluid.step(1);  // step 4: the second splash
  EXPECT_NEAR(totalMass(fluid.state()) - beforeSecond, 0.5 * n * n, 40.0);
}

// The tweet's epsilon division gives the same as the m > 0 test where there is
// plenty of mass, and differs (slower) where mass is thin.
TEST(SplatFluidCpu, EpsilonHackOnlyMattersWhereMassIsThin) {
  const int n = 24;
  auto exact = makeFluid(n, {{"edges", "walls"}});
  auto hack = makeFluid(n, {{"edges", "walls"}, {"epsilon_hack", "true"}});
  auto state = randomFluidState(n, n, 3, 1.5f, 0.5f, 0.0f);
  for (int x = 0; x < n; ++x) state[(size_t(2) * n + x) * 3 + 2] = 1e-6f;  // a thin row
  exact->writeState(state);
  hack->writeState(state);
  exact->step(1);
  hack->step(1);
  const auto diff = compareFields(exact->state(), hack->state());
  EXPECT_EQ(diff.maxMass, 0.0);  // mass does not depend on the division
  EXPECT_LT(std::abs(cellAt(*exact, 10, 12)[0] - cellAt(*hack, 10, 12)[0]), 1e-5f);
}

TEST(SplatFluidCpu, ParamTableChecksValuesAndLimits) {
  SplatFluidCpu fluid(16, 16);
  const ParamTable table = fluid.paramTable();
  EXPECT_EQ(table.set("edges", "walls"), "");
  EXPECT_EQ(fluid.params().edges, SPLAT_FLUID_EDGES_WALLS);
  EXPECT_NE(table.set("edges", "wrap").find("open|walls"), std::string::npos);
  EXPECT_NE(table.set("radius", "13").find("out of range"), std::string::npos);
  EXPECT_EQ(table.set("radius", "4"), "");
  const std::string error = table.set("spray_speed", "1.5");
  EXPECT_NE(error.find("[0, 1]"), std::string::npos) << error;
  EXPECT_NE(error.find("gather window"), std::string::npos) << error;
  EXPECT_EQ(table.set("rho0", "2"), "");
  EXPECT_FLOAT_EQ(fluid.params().rho0, 2.0f);
}

TEST(SplatFluidCpu, SplashArgumentsAreChecked) {
  SplatFluidSplash splash;
  EXPECT_EQ(parseSplatFluidSplash({10, 12, 0.5, 4}, splash), "");
  EXPECT_EQ(splash.vx, 0.0f);
  EXPECT_EQ(parseSplatFluidSplash({10, 12, 0.5, 4, 0.3, -0.2}, splash), "");
  EXPECT_FLOAT_EQ(splash.vy, -0.2f);
  EXPECT_NE(parseSplatFluidSplash({10, 12, 0.5}, splash).find("cx,cy,mass,radius"), std::string::npos);
  EXPECT_NE(parseSplatFluidSplash({10, 12, 0.5, 0}, splash).find("radius"), std::string::npos);
  EXPECT_NE(parseSplatFluidSplash({10, 12, -1, 3}, splash).find("mass"), std::string::npos);
}
