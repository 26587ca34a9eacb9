// Floating bodies that behave like hulls (play without breaking): a boat
// heeled, pitched or turned upside down rights itself by its righting moment
// within seconds, with nobody touching it; a crate settles flat on a face.
// Before, a tug rolled past 90° stayed on its side or floated hull up for
// good: its probe ring holds it upside down as surely as upright.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>

#include "scenes/harbor/harbor_fleet.hpp"
#include "sim/floating/attitude.hpp"
#include "sim/floating/floating_body.hpp"

using namespace tp;

namespace {

constexpr float kDt = 1.0f / 60.0f;

class StillWater : public FloatingEnvironment {
 public:
  float probeDepth(const ProbeRef& p) const override { return -p.position.y; }
  std::optional<GroundContact> ground(const glm::vec3& point) const override {
    if (point.y >= -4.0f) return std::nullopt;  // the harbor's seabed depth
    return GroundContact{-4.0f - point.y, {0, 1, 0}};
  }
};

HarborParams quietHarbor() {
  HarborParams params;
  params.cruisers = 0;
  params.crates = 0;
  return params;
}

// The player's tug turned by `turn` from its start, then left alone for `seconds`.
Attitude tugAfter(const glm::quat& turn, float seconds, HarborParams params = quietHarbor()) {
  HarborFleet fleet;
  fleet.reset(params);
  StillWater water;
  FloatingBody& tug = const_cast<FloatingBody&>(fleet.bodies()[0]);
  tug.body.orientation = tug.body.orientation * turn;
  for (int i = 0; i < int(seconds / kDt); ++i) fleet.step(kDt, params, {}, water);
  return attitudeOf(fleet.bodies()[0].body.orientation);
}

glm::quat rolled(float degrees) { return glm::angleAxis(glm::radians(degrees), glm::vec3(1, 0, 0)); }
glm::quat pitched(float degrees) { return glm::angleAxis(glm::radians(degrees), glm::vec3(0, 0, 1)); }

}  // namespace

TEST(HullRighting, AttitudeReadsRollAndPitch) {
  EXPECT_NEAR(attitudeOf(rolled(30)).rollDegrees, 30, 1e-3);  // about +x: starboard (+z) side down
  EXPECT_NEAR(attitudeOf(rolled(-120)).rollDegrees, -120, 1e-3);
  EXPECT_TRUE(attitudeOf(rolled(-120)).capsized());
  EXPECT_NEAR(std::fabs(attitudeOf(rolled(180)).rollDegrees), 180, 1e-3);
  EXPECT_NEAR(attitudeOf(pitched(20)).pitchDegrees, 20, 1e-3);
  EXPECT_FALSE(attitudeOf(pitched(20)).capsized());
}

TEST(HullRighting, AHeeledOrCapsizedTugRightsItselfWithinSeconds) {
  for (float roll : {45.0f, 90.0f, -120.0f, 150.0f, 179.0f, 180.0f}) {
    SCOPED_TRACE("rolled " + std::to_string(roll));
    const Attitude after = tugAfter(rolled(roll), 6.0f);
    EXPECT_LT(std::fabs(after.rollDegrees), 10.0f);
    EXPECT_LT(std::fabs(after.pitchDegrees), 10.0f);
  }
  for (float pitch : {60.0f, -80.0f}) {
    SCOPED_TRACE("pitched " + std::to_string(pitch));
    const Attitude after = tugAfter(pitched(pitch), 6.0f);
    EXPECT_LT(std::fabs(after.rollDegrees), 10.0f);
    EXPECT_LT(std::fabs(after.pitchDegrees), 10.0f);
  }
}

TEST(HullRighting, TheRightingHoldsAtTheEndsOfMassAndBuoyancy) {
  for (auto [mass, buoyancy] : {std::pair{10.0f, 5000.0f}, {1000.0f, 5000.0f}, {100.0f, 500.0f}, {100.0f, 50000.0f}}) {
    SCOPED_TRACE("mass " + std::to_string(mass) + " buoyancy " + std::to_string(buoyancy));
    HarborParams params = quietHarbor();
    params.boatMass = mass;
    params.boatBuoyancy = buoyancy;
    EXPECT_LT(std::fabs(tugAfter(rolled(170), 10.0f, params).rollDegrees), 15.0f);
  }
}

TEST(HullRighting, TheRingAloneLeavesACapsizedTugUpsideDown) {
  // The check can fail: without the hull's moment (Upright::Any) the tug stays capsized.
  HarborParams params = quietHarbor();
  HarborFleet fleet;
  fleet.reset(params);
  StillWater water;
  FloatingBody& tug = const_cast<FloatingBody&>(fleet.bodies()[0]);
  tug.upright = Upright::Any;
  tug.body.orientation = tug.body.orientation * rolled(170);
  for (int i = 0; i < 360; ++i) {
    tug.upright = Upright::Any;  // applyParams may not reset it; keep it off
    fleet.step(kDt, params, {}, water);
  }
  EXPECT_TRUE(attitudeOf(fleet.bodies()[0].body.orientation).capsized());
}

TEST(HullRighting, DroppedCratesSettleFlatOnAFace) {
  HarborParams params = quietHarbor();
  HarborFleet fleet;
  fleet.reset(params);
  StillWater water;
  for (int i = 0; i < 6; ++i) fleet.dropCrate({3.0f * float(i) - 8, 0, 6}, params);  // each with its own tumble
  for (int i = 0; i < 900; ++i) fleet.step(kDt, params, {}, water);
  for (size_t i = fleet.boatCount(); i < fleet.bodies().size(); ++i) {
    const Tilt tilt = tiltFromUpright(fleet.bodies()[i], {0, 1, 0});
    EXPECT_LT(glm::degrees(tilt.radians), 5.0f) << "crate " << i << " not flat";
  }
}
