// The floating module (src/sim/floating): rigid-body integration, the seed's
// buoyancy probes (rest depth mass·g/buoyancy, torque from probes at their
// positions so bodies level out, damping by the probes' drag), water drag,
// radial gravity (the planet's case), ground contacts and body collisions.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sim/floating/floating_body.hpp"

using namespace tp;

namespace {

constexpr float kDt = 1.0f / 60.0f;
constexpr float kG = 9.81f;

// Still water at y = level everywhere (or a tilted plane: level + slope·x).
class FlatWater : public FloatingEnvironment {
 public:
  explicit FlatWater(float level = 0, float slope = 0) : level_(level), slope_(slope) {}
  float probeDepth(const ProbeRef& p) const override { return level_ + slope_ * p.position.x - p.position.y; }
  std::optional<GroundContact> ground(const glm::vec3& point) const override {
    if (point.y >= floor) return std::nullopt;
    return GroundContact{floor - point.y, {0, 1, 0}};
  }
  float floor = -100;

 private:
  float level_, slope_;
};

// A water ball of radius R around the origin, gravity towards its centre.
class WaterPlanet : public FloatingEnvironment {
 public:
  explicit WaterPlanet(float radius) : radius_(radius) {}
  glm::vec3 gravity(const glm::vec3& p) const override { return -kG * glm::normalize(p); }
  float probeDepth(const ProbeRef& p) const override { return radius_ - glm::length(p.position); }

 private:
  float radius_;
};

// The seed's crate: mass 15, buoyancy 500, drag 0.18; a 1 m box with its
// eight probes on a ring 0.3 m below its centre (rectangleProbes).
constexpr float kRingY = -0.3f;
FloatingBody crate(glm::vec3 at = {0, 0, 0}) {
  FloatingBody b;
  b.id = 7;
  b.body.mass = 15;
  b.body.inertia = boxInertia(15, glm::vec3(1));
  b.body.position = at;
  b.probes = rectangleProbes(kRingY, 0.5f, 0.5f);
  b.contacts = boxCorners({0, 0, 0}, glm::vec3(1));
  b.buoyancy = 500;
  b.spheres = {{{0, 0, 0}, 0.6f}};
  return b;
}

float runUntilRest(FloatingBody& b, const FloatingEnvironment& env, int steps) {
  float lastSpeed = 0;
  for (int i = 0; i < steps; ++i) {
    std::span<FloatingBody> one(&b, 1);
    stepFloatingBodies(one, env, kDt);
    lastSpeed = glm::length(b.body.velocity) + glm::length(b.body.angularVelocity);
  }
  return lastSpeed;
}

}  // namespace

TEST(RigidBody, FallsFreelyUnderGravityAlone) {
  FlatWater dry(-1000);
  FloatingBody b = crate({0, 10, 0});
  std::span<FloatingBody> one(&b, 1);
  for (int i = 0; i < 60; ++i) stepFloatingBodies(one, dry, kDt);
  EXPECT_NEAR(b.body.velocity.y, -kG, 1e-4) << "v = g·t after one second";
  // Semi-implicit Euler: y = y0 − g·dt²·n(n+1)/2.
  EXPECT_NEAR(b.body.position.y, 10 - kG * kDt * kDt * 60 * 61 / 2, 1e-3);
  EXPECT_EQ(b.probesUnderWater, 0);
}

TEST(RigidBody, AnOffCentreImpulseTurnsIt) {
  RigidBody b;
  b.mass = 2;
  b.inertia = boxInertia(2, {2, 1, 1});
  b.addImpulseAt({0, 0, 1}, {1, 0, 0});  // at the +x end, along +z
  EXPECT_NEAR(b.velocity.z, 0.5f, 1e-6);
  // r×J = (1,0,0)×(0,0,1) = (0,−1,0): it turns about −y.
  EXPECT_LT(b.angularVelocity.y, 0);
  EXPECT_NEAR(b.angularVelocity.y, -1.0f / b.inertia.y, 1e-6);
}

TEST(FloatingBody, ACrateComesToRestAtTheExpectedDepth) {
  // Expected: all eight probes wet, at mass·g/buoyancy = 15·9.81/500 = 0.2943 m;
  // the ring is 0.3 m below the centre, so the centre rests 0.0057 m above the water.
  FlatWater water;
  FloatingBody b = crate({0, 3, 0});
  const float speed = runUntilRest(b, water, 900);
  EXPECT_LT(speed, 1e-3) << "settled after 15 s";
  const float ringDepth = -(b.body.position.y + kRingY);
  EXPECT_NEAR(ringDepth, restingProbeDepth(15, kG, 500), 1e-3);
  EXPECT_NEAR(b.body.position.y, 0.0057f, 1e-3);
  EXPECT_EQ(b.probesUnderWater, 8);
  EXPECT_NEAR(glm::dot(b.body.orientation * glm::vec3(0, 1, 0), glm::vec3(0, 1, 0)), 1.0f, 1e-4) << "level";
}

TEST(FloatingBody, ProbesAtTheirPositionsRightATiltedBody) {
  FlatWater water;
  FloatingBody b = crate({0, 0, 0});
  b.body.orientation = glm::angleAxis(0.5f, glm::vec3(0, 0, 1));  // rolled 29°
  runUntilRest(b, water, 900);
  const glm::vec3 up = b.body.orientation * glm::vec3(0, 1, 0);
  EXPECT_GT(up.y, 0.9999f) << "the deeper probes lifted the low side";
}

TEST(FloatingBody, ASlopedSurfaceTiltsTheBody) {
  FlatWater slope(0, 0.1f);  // water rises 10 cm per metre along +x
  FloatingBody b = crate({0, 0.2f, 0});
  b.waterDrag = glm::vec3(1e4f);  // hold it in place: only the tilt matters here
  runUntilRest(b, slope, 600);
  const glm::vec3 up = b.body.orientation * glm::vec3(0, 1, 0);
  EXPECT_LT(up.x, -0.02f) << "it leans with the surface (its up tips towards -x)";
}

TEST(FloatingBody, TheProbesDragDampsTheBob) {
  FlatWater water;
  FloatingBody damped = crate({0, 1, 0}), undamped = crate({0, 1, 0});
  undamped.drag = 0;
  undamped.waterDrag = glm::vec3(0);
  undamped.turnDrag = 0;
  runUntilRest(damped, water, 300);
  runUntilRest(undamped, water, 300);
  EXPECT_LT(std::fabs(damped.body.velocity.y), 0.01f);
  EXPECT_GT(std::fabs(undamped.body.velocity.y) + std::fabs(undamped.body.position.y - damped.body.position.y), 0.05f)
      << "without drag it still bobs after 5 s";
}

TEST(FloatingBody, WaterDragActsInTheBodysFrame) {
  FlatWater water;
  FloatingBody b = crate({0, 0, 0});
  b.waterDrag = {10, 0, 200};  // glides along x, resists along z
  b.body.orientation = glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 1, 0));  // body x = world -z
  b.body.velocity = {2, 0, 2};
  std::span<FloatingBody> one(&b, 1);
  for (int i = 0; i < 30; ++i) stepFloatingBodies(one, water, kDt);
  EXPECT_LT(std::fabs(b.body.velocity.x), 0.2f) << "world x is the body's side: stopped";
  EXPECT_GT(std::fabs(b.body.velocity.z), 1.0f) << "world z is along the body: glides on";
}

TEST(FloatingBody, RadialGravityFloatsOnAPlanet) {
  // Curvature: the ring's corners (0.71 m out) sit r²/(2R) = 1.3 mm lower on
  // a 200 m ball than on a plane, so depths agree to a few mm.
  const float radius = 200;
  WaterPlanet planet(radius);
  const glm::vec3 direction = glm::normalize(glm::vec3(1, 1, 0));
  FloatingBody b = crate(direction * (radius + 2));
  // Oriented with its y along the local up.
  b.body.orientation = glm::angleAxis(glm::radians(-45.0f), glm::vec3(0, 0, 1));  // takes +y to direction
  runUntilRest(b, planet, 900);
  const float ringDepth = radius - (glm::length(b.body.position) + kRingY);
  EXPECT_NEAR(ringDepth, restingProbeDepth(15, kG, 500), 3e-3);
  EXPECT_GT(glm::dot(glm::normalize(b.body.position), direction), 0.9999f) << "stays where it fell";
  EXPECT_GT(glm::dot(b.body.orientation * glm::vec3(0, 1, 0), direction), 0.9999f) << "level with the local surface";
}

TEST(FloatingBody, EnteringTheWaterIsReportedOnce) {
  FlatWater water;
  FloatingBody b = crate({0, 5, 0});
  std::span<FloatingBody> one(&b, 1);
  int entries = 0;
  float speed = 0;
  for (int i = 0; i < 240; ++i) {
    stepFloatingBodies(one, water, kDt);
    if (b.enteredWater) {
      ++entries;
      speed = b.entrySpeed;
    }
  }
  EXPECT_EQ(entries, 1);
  EXPECT_NEAR(speed, std::sqrt(2 * kG * 4.7f), 0.2f) << "the ring fell 4.7 m before it touched";
}

TEST(FloatingBody, GroundHoldsABodyUp) {
  FlatWater dry(-1000);
  dry.floor = 0;
  FloatingBody b = crate({0, 2, 0});
  runUntilRest(b, dry, 600);
  EXPECT_NEAR(b.body.position.y - 0.5f, 0.0f, 0.03f) << "rests on the ground, sinking in < 3 cm";
  b.body.velocity = {3, 0, 0};
  runUntilRest(b, dry, 120);
  EXPECT_LT(glm::length(b.body.velocity), 0.05f) << "friction stops a slide";
}

TEST(FloatingBody, CollisionsPushBodiesApartAndKeepMomentum) {
  FlatWater dry(-1000);
  std::vector<FloatingBody> bodies = {crate({-1, 0, 0}), crate({1, 0, 0})};
  bodies[1].id = 8;
  bodies[1].body.mass = 30;
  bodies[0].body.velocity = {4, 0, 0};
  const glm::vec3 before = 15.0f * bodies[0].body.velocity + 30.0f * bodies[1].body.velocity;
  int hits = 0;
  for (int i = 0; i < 30; ++i) {
    for (FloatingBody& b : bodies) b.body.force -= b.body.mass * glm::vec3(0, -kG, 0);  // cancel gravity
    hits += int(stepFloatingBodies(bodies, dry, kDt).size());
  }
  EXPECT_GE(hits, 1);
  const glm::vec3 after = 15.0f * bodies[0].body.velocity + 30.0f * bodies[1].body.velocity;
  EXPECT_NEAR(after.x, before.x, 1e-3);
  EXPECT_GT(bodies[1].body.velocity.x, bodies[0].body.velocity.x) << "separating";
  EXPECT_GE(glm::distance(bodies[0].body.position, bodies[1].body.position), 1.2f - 1e-4f);
}

TEST(FloatingBody, BoxCornersAndInertia) {
  const std::vector<glm::vec3> corners = boxCorners({0, 1, 0}, {2, 4, 6});
  ASSERT_EQ(corners.size(), 8u);
  glm::vec3 sum(0);
  for (const glm::vec3& c : corners) {
    sum += c;
    EXPECT_FLOAT_EQ(std::fabs(c.x), 1);
    EXPECT_FLOAT_EQ(std::fabs(c.z), 3);
  }
  EXPECT_EQ(sum / 8.0f, glm::vec3(0, 1, 0));
  const glm::vec3 inertia = boxInertia(12, {1, 2, 3});
  EXPECT_FLOAT_EQ(inertia.x, 13);
  EXPECT_FLOAT_EQ(inertia.y, 10);
  EXPECT_FLOAT_EQ(inertia.z, 5);
}
