// The boids module (src/sim/boids): determinism from the seed, containment in
// the shapes the scenes use, and each rule doing what it says when it acts
// alone (separation spreads, cohesion gathers, alignment lines up headings),
// speed limits, stimuli, count changes, the volumes' geometry and the table.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "shaders/sim/boids/wander_noise.h"
#include "sim/boids/boid_grid.hpp"
#include "sim/boids/boid_params.hpp"
#include "sim/boids/boid_random.hpp"
#include "sim/boids/boid_volume.hpp"
#include "sim/boids/flock.hpp"

using namespace tp;

namespace {

// Only the named rule acts; no wander, no leveling.
BoidParams onlyRule(float separation, float alignment, float cohesion) {
  BoidParams p;
  p.separation = separation;
  p.alignment = alignment;
  p.cohesion = cohesion;
  p.wander = 0;
  p.leveling = 0;
  return p;
}

float meanPairDistance(const Flock& flock) {
  const auto& b = flock.boids();
  double sum = 0;
  int pairs = 0;
  for (size_t i = 0; i < b.size(); ++i)
    for (size_t j = i + 1; j < b.size(); ++j, ++pairs) sum += glm::distance(b[i].position, b[j].position);
  return float(sum / std::max(pairs, 1));
}

// 1 when every boid heads the same way, ~0 for random headings.
float headingOrder(const Flock& flock) {
  glm::vec3 sum(0);
  for (const Boid& b : flock.boids()) sum += glm::normalize(b.velocity);
  return glm::length(sum) / float(flock.boids().size());
}

float minimumSeparation(const Flock& flock) {
  const auto& b = flock.boids();
  float least = 1e9f;
  for (size_t i = 0; i < b.size(); ++i)
    for (size_t j = i + 1; j < b.size(); ++j) least = std::min(least, glm::distance(b[i].position, b[j].position));
  return least;
}

}  // namespace

TEST(BoidRandom, SameSeedSameSequenceAndUniformRange) {
  BoidRandom a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 1000; ++i) {
    const uint32_t x = a.next();
    EXPECT_EQ(x, b.next());
    differs |= x != c.next();
  }
  EXPECT_TRUE(differs);
  double sum = 0;
  for (int i = 0; i < 100000; ++i) {
    const float u = a.uniform();
    ASSERT_GE(u, 0.0f);
    ASSERT_LT(u, 1.0f);
    sum += u;
  }
  EXPECT_NEAR(sum / 100000, 0.5, 0.005);
  for (int i = 0; i < 100; ++i) EXPECT_NEAR(glm::length(a.unitVector()), 1.0f, 1e-5f);
}

TEST(BoidVolume, CappedSphereDepthAndInward) {
  const CappedSphereVolume bowl({0, 1, 0}, 1.0f, 0.2f, 1.4f);
  EXPECT_NEAR(bowl.depthInside({0, 1, 0}), 0.4f, 1e-6f) << "nearest is the water line, 0.4 above";
  EXPECT_NEAR(bowl.depthInside({0, 0.3f, 0}), 0.1f, 1e-6f) << "0.1 above the floor";
  EXPECT_NEAR(bowl.depthInside({0.9f, 1, 0}), 0.1f, 1e-6f) << "0.1 from the glass";
  EXPECT_LT(bowl.depthInside({0, 1.5f, 0}), 0) << "above the water line";
  EXPECT_LT(bowl.depthInside({1.1f, 1, 0}), 0) << "outside the glass";
  EXPECT_NEAR(glm::distance(bowl.inward({0.9f, 1, 0}), glm::vec3(-1, 0, 0)), 0, 1e-6f);
  EXPECT_NEAR(glm::distance(bowl.inward({0, 1.35f, 0}), glm::vec3(0, -1, 0)), 0, 1e-6f);
  EXPECT_NEAR(glm::distance(bowl.inward({0, 0.25f, 0}), glm::vec3(0, 1, 0)), 0, 1e-6f);
  glm::vec3 lo, hi;
  bowl.bounds(lo, hi);
  EXPECT_EQ(lo, glm::vec3(-1, 0.2f, -1));
  EXPECT_EQ(hi, glm::vec3(1, 1.4f, 1));
}

TEST(Flock, SameSeedGivesTheSameSchoolAndAnotherSeedAnother) {
  const SphereVolume ball({0, 0, 0}, 1.0f);
  BoidParams p;
  p.count = 40;
  Flock a, b, c;
  a.reset(p, ball);
  b.reset(p, ball);
  p.randomSeed = 2;
  c.reset(p, ball);
  p.randomSeed = 1;
  for (int i = 0; i < 300; ++i) {
    a.step(p, ball, 1.0f / 60.0f);
    b.step(p, ball, 1.0f / 60.0f);
  }
  ASSERT_EQ(a.boids().size(), 40u);
  for (size_t i = 0; i < a.boids().size(); ++i) {
    EXPECT_EQ(a.boids()[i].position, b.boids()[i].position) << i;
    EXPECT_EQ(a.boids()[i].velocity, b.boids()[i].velocity) << i;
  }
  EXPECT_NE(a.boids()[0].position, c.boids()[0].position);
  // A reset starts over: the same as a fresh flock.
  a.reset(p, ball);
  Flock fresh;
  fresh.reset(p, ball);
  EXPECT_EQ(a.boids()[7].position, fresh.boids()[7].position);
}

TEST(Flock, StaysInsideTheBowlAndTheBallAtAnySpeed) {
  const CappedSphereVolume bowl({0, 0.85f, 0}, 0.95f, 0.05f, 1.1f);
  const SphereVolume ball({0, 0, 0}, 1.0f);
  for (const BoidVolume* volume : {static_cast<const BoidVolume*>(&bowl), static_cast<const BoidVolume*>(&ball)}) {
    for (float maxSpeed : {0.4f, 3.0f}) {
      BoidParams p;
      p.count = 40;
      p.maxSpeed = maxSpeed;
      p.minSpeed = maxSpeed * 0.5f;
      p.containment = 1.0f;  // weak walls: the hard projection must still hold
      Flock flock;
      flock.reset(p, *volume);
      float worst = 1e9f;
      for (int i = 0; i < 1000; ++i) {
        flock.step(p, *volume, 1.0f / 60.0f);
        for (const Boid& b : flock.boids()) worst = std::min(worst, volume->depthInside(b.position));
      }
      EXPECT_GE(worst, -1e-5f) << "max speed " << maxSpeed;
    }
  }
}

TEST(Flock, SpeedStaysWithinItsLimits) {
  const SphereVolume ball({0, 0, 0}, 2.0f);
  BoidParams p;
  p.count = 50;
  Flock flock;
  flock.reset(p, ball);
  for (int i = 0; i < 600; ++i) {
    flock.step(p, ball, 1.0f / 60.0f);
    for (const Boid& b : flock.boids()) {
      const float speed = glm::length(b.velocity);
      ASSERT_LE(speed, p.maxSpeed * (1 + 1e-5f));
      // Sliding along a wall may remove the outward part; in a large ball that is rare.
      ASSERT_GE(speed, 0.0f);
    }
  }
  int slow = 0;
  for (const Boid& b : flock.boids()) slow += glm::length(b.velocity) < p.minSpeed * (1 - 1e-4f);
  EXPECT_LE(slow, 2);
}

TEST(Flock, SeparationSpreadsACrowd) {
  const SphereVolume ball({0, 0, 0}, 3.0f);
  BoidParams p = onlyRule(2.0f, 0, 0);
  p.count = 20;
  p.separationRadius = 0.3f;
  Flock flock;
  flock.reset(p, ball);
  for (size_t i = 0; i < flock.boids().size(); ++i)  // all within a 0.1-wide knot
    flock.boids()[i].position = glm::vec3(0.005f * float(i), 0.003f * float(i % 3), 0.004f * float(i % 5));
  const float before = minimumSeparation(flock);
  for (int i = 0; i < 240; ++i) flock.step(p, ball, 1.0f / 60.0f);
  EXPECT_GT(minimumSeparation(flock), 10 * before);
  EXPECT_GT(minimumSeparation(flock), 0.05f);

  // Without separation the same knot stays much tighter.
  BoidParams none = onlyRule(0, 0, 0);
  none.count = 20;
  Flock loose;
  loose.reset(none, ball);
  loose.boids() = flock.boids();
  for (size_t i = 0; i < loose.boids().size(); ++i) {
    loose.boids()[i].position = glm::vec3(0.005f * float(i), 0.003f * float(i % 3), 0.004f * float(i % 5));
    loose.boids()[i].velocity = glm::vec3(0.2f, 0, 0);  // all the same way: nothing spreads them
  }
  for (int i = 0; i < 240; ++i) loose.step(none, ball, 1.0f / 60.0f);
  EXPECT_LT(minimumSeparation(loose), 0.02f);
}

TEST(Flock, CohesionGathersAndAlignmentLinesUp) {
  const SphereVolume ball({0, 0, 0}, 4.0f);
  BoidParams spread = onlyRule(0, 0, 0);
  spread.count = 30;
  spread.perceptionRadius = 8.0f;  // everyone sees everyone
  spread.separationRadius = 0.0f;

  Flock reference, gathering;
  reference.reset(spread, ball);
  gathering.reset(spread, ball);
  BoidParams cohesive = spread;
  cohesive.cohesion = 2.0f;
  for (int i = 0; i < 300; ++i) {
    reference.step(spread, ball, 1.0f / 60.0f);
    gathering.step(cohesive, ball, 1.0f / 60.0f);
  }
  EXPECT_LT(meanPairDistance(gathering), 0.7f * meanPairDistance(reference));

  Flock aligning;
  aligning.reset(spread, ball);
  BoidParams aligned = spread;
  aligned.alignment = 2.0f;
  const float before = headingOrder(aligning);
  for (int i = 0; i < 180; ++i) aligning.step(aligned, ball, 1.0f / 60.0f);
  EXPECT_LT(before, 0.5f) << "random headings to start";
  EXPECT_GT(headingOrder(aligning), 0.95f);
}

TEST(Flock, LevelingFlattensTheCourse) {
  const SphereVolume ball({0, 0, 0}, 3.0f);
  BoidParams p = onlyRule(0, 0, 0);
  p.count = 20;
  p.leveling = 3.0f;
  Flock flock;
  flock.reset(p, ball);
  for (Boid& b : flock.boids()) b.velocity = glm::normalize(glm::vec3(1, 1, 0)) * 0.3f;
  for (int i = 0; i < 120; ++i) flock.step(p, ball, 1.0f / 60.0f);
  for (const Boid& b : flock.boids()) EXPECT_LT(std::fabs(b.velocity.y), 0.05f * glm::length(b.velocity));
}

TEST(Flock, RepellingStimulusDrivesBoidsAway) {
  const SphereVolume ball({0, 0, 0}, 3.0f);
  BoidParams p = onlyRule(0, 0, 0);
  p.count = 30;
  p.wallMargin = 0.0f;
  Flock calm, scared;
  calm.reset(p, ball);
  scared.reset(p, ball);
  const BoidStimulus splash{{0, 0, 0}, 2.5f, -3.0f};
  for (int i = 0; i < 120; ++i) {
    calm.step(p, ball, 1.0f / 60.0f);
    scared.step(p, ball, 1.0f / 60.0f, std::span(&splash, 1));
  }
  auto meanDistance = [](const Flock& f) {
    float sum = 0;
    for (const Boid& b : f.boids()) sum += glm::length(b.position);
    return sum / float(f.boids().size());
  };
  EXPECT_GT(meanDistance(scared), meanDistance(calm) + 0.2f);
}

TEST(Flock, CountChangesAddAndRemoveBoids) {
  const SphereVolume ball({0, 0, 0}, 1.0f);
  BoidParams p;
  p.count = 10;
  Flock flock;
  flock.reset(p, ball);
  const glm::vec3 first = flock.boids()[0].position;
  p.count = 25;
  flock.step(p, ball, 0.0f);
  EXPECT_EQ(flock.boids().size(), 25u);
  EXPECT_EQ(flock.boids()[0].position, first) << "existing boids are kept";
  for (const Boid& b : flock.boids()) EXPECT_GE(ball.depthInside(b.position), p.wallMargin - 1e-6f);
  p.count = 3;
  flock.step(p, ball, 1.0f / 60.0f);
  EXPECT_EQ(flock.boids().size(), 3u);
  p.count = 0;
  flock.step(p, ball, 1.0f / 60.0f);
  EXPECT_TRUE(flock.boids().empty());
}

TEST(Flock, WorksWithACallbackVolume) {
  // A box |x|,|y|,|z| < 0.5 given as callbacks.
  const FunctionVolume box(
      [](const glm::vec3& p) { return 0.5f - std::max({std::fabs(p.x), std::fabs(p.y), std::fabs(p.z)}); },
      [](const glm::vec3& p) {
        const glm::vec3 a = glm::abs(p);
        if (a.x >= a.y && a.x >= a.z) return glm::vec3(p.x > 0 ? -1 : 1, 0, 0);
        if (a.y >= a.z) return glm::vec3(0, p.y > 0 ? -1 : 1, 0);
        return glm::vec3(0, 0, p.z > 0 ? -1 : 1);
      },
      glm::vec3(-0.5f), glm::vec3(0.5f));
  BoidParams p;
  p.count = 30;
  p.maxSpeed = 1.0f;
  Flock flock;
  flock.reset(p, box);
  for (int i = 0; i < 600; ++i) {
    flock.step(p, box, 1.0f / 60.0f);
    for (const Boid& b : flock.boids()) ASSERT_GE(box.depthInside(b.position), -1e-5f);
  }
}

// The grid's candidates hold every boid within twice the cell size of the
// query (the flock's perception radius), each once, for spread, clustered,
// flat and single-point flocks, and for a cell size far below the flock's
// extent (the grid caps its cells per axis).
TEST(BoidGrid, CandidatesHoldEveryNeighbourOnce) {
  BoidRandom random;
  random.reseed(7);
  const std::vector<std::vector<glm::vec3>> flocks = [&] {
    std::vector<glm::vec3> spread, clustered, flat, point(50, glm::vec3(0.3f, -0.2f, 1.0f));
    for (int i = 0; i < 700; ++i) spread.push_back(glm::vec3(random.uniform(-2, 2), random.uniform(-1, 1), random.uniform(-3, 3)));
    for (int i = 0; i < 400; ++i) clustered.push_back(glm::vec3(i % 2 ? 1.5f : -1.5f, 0, 0) + 0.2f * random.insideUnitBall());
    for (int i = 0; i < 300; ++i) flat.push_back(glm::vec3(random.uniform(-1, 1), 0.0f, random.uniform(-1, 1)));
    return std::vector<std::vector<glm::vec3>>{spread, clustered, flat, point};
  }();
  for (float radius : {0.35f, 1e-3f, 5.0f}) {
    for (const auto& positions : flocks) {
      BoidGrid grid;
      grid.build(positions, radius);
      std::vector<uint32_t> got;
      for (size_t i = 0; i < positions.size(); ++i) {
        grid.candidates(positions[i], got);
        std::sort(got.begin(), got.end());
        ASSERT_EQ(std::adjacent_find(got.begin(), got.end()), got.end()) << "each boid once";
        for (size_t j = 0; j < positions.size(); ++j)
          if (glm::distance(positions[i], positions[j]) <= 2.0f * radius)
            ASSERT_TRUE(std::binary_search(got.begin(), got.end(), uint32_t(j)))
                << "boid " << j << " is within " << 2 * radius << " of " << i << " but not a candidate";
      }
    }
  }
}

TEST(BoidParams, TableNamesRangesAndLimits) {
  BoidParams p;
  const ParamTable table(boidParamList(), p);
  EXPECT_NE(table.find("count"), nullptr);
  EXPECT_NE(table.find("cohesion"), nullptr);
  EXPECT_EQ(table.set("count", "12"), "");
  EXPECT_EQ(p.count, 12);
  EXPECT_NE(table.set("min_speed", "1.0"), "") << "above max_speed";
  EXPECT_NE(table.set("separation_radius", "1.0"), "") << "above the perception radius";
  EXPECT_EQ(table.set("random_seed", "7"), "");
  EXPECT_EQ(p.randomSeed, 7);
}

// The GPU flock's wander kicks (wander_noise.h, also compiled as GLSL): inside
// the unit ball, a function of (seed, boid, step) alone, each counter
// mattering; a CounterHash flock is as deterministic as the default one,
// spawns the same boids, and wanders otherwise.
TEST(WanderNoise, KicksFillTheUnitBallAndDependOnEveryCounter) {
  using wander_noise::wanderKick;
  glm::dvec3 mean(0);
  double meanSquare = 0;
  const int n = 20000;
  for (int i = 0; i < n; ++i) {
    const glm::vec3 k = wanderKick(7u, uint32_t(i % 200), uint32_t(i / 200));
    ASSERT_LE(glm::dot(k, k), 1.0f);
    mean += glm::dvec3(k) / double(n);
    meanSquare += double(glm::dot(k, k)) / n;
  }
  EXPECT_LT(glm::length(mean), 0.02);
  EXPECT_NEAR(meanSquare, 0.6, 0.02) << "uniform in the ball: E|k|² = 3/5";
  EXPECT_EQ(wanderKick(1, 2, 3), wanderKick(1, 2, 3));
  EXPECT_NE(wanderKick(1, 2, 3), wanderKick(2, 2, 3));
  EXPECT_NE(wanderKick(1, 2, 3), wanderKick(1, 3, 3));
  EXPECT_NE(wanderKick(1, 2, 3), wanderKick(1, 2, 4));
}

TEST(Flock, CounterHashNoiseIsDeterministicAndWandersOtherwise) {
  const SphereVolume ball({0, 0, 0}, 1.0f);
  BoidParams p;
  p.count = 30;
  Flock a(WanderNoise::CounterHash), b(WanderNoise::CounterHash), sequence;
  a.reset(p, ball);
  b.reset(p, ball);
  sequence.reset(p, ball);
  EXPECT_EQ(a.boids()[3].position, sequence.boids()[3].position) << "the same spawns";
  for (int i = 0; i < 60; ++i) {
    a.step(p, ball, 1.0f / 60.0f);
    b.step(p, ball, 1.0f / 60.0f);
    sequence.step(p, ball, 1.0f / 60.0f);
  }
  EXPECT_EQ(a.stepIndex(), 60u);
  for (size_t i = 0; i < a.boids().size(); ++i) EXPECT_EQ(a.boids()[i].wander, b.boids()[i].wander) << i;
  EXPECT_NE(a.boids()[0].wander, sequence.boids()[0].wander);
  a.reset(p, ball);
  EXPECT_EQ(a.stepIndex(), 0u) << "a reset restarts the counter";
}
