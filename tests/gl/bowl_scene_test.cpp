// The bowl scene headless through the Scene interface, and its GPU
// parts: the fish's force texture against the CPU stamps, the height probes'
// late readback. What the issue asks of the scene: it renders (bowl, water,
// fish only inside the bowl), a splash shows, the rim mask holds (nothing
// moves outside the disc, whatever stirs the water), fish keep the surface
// moving without adding water, a dropped toy floats, the grid size changes
// live, the presets stay inside the stability limit, stepping is
// deterministic, and every GL object is released.
#include <gtest/gtest.h>

#include <cstdio>

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "gl/gpu_timer.hpp"
#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "render/frame_target.hpp"
#include "render/effects/sky_model.hpp"
#include "render/orbit_camera.hpp"
#include "scene_fixture.hpp"
#include "scenes/bowl/fish_forcing.hpp"
#include "scenes/bowl/height_probes.hpp"
#include "scenes/scene.hpp"
#include "sim/spring_surface/spring_surface_mask.hpp"
#include "sim/spring_surface/spring_surface_params.hpp"

namespace {

constexpr int kWidth = tp::test::kSceneWidth, kHeight = tp::test::kSceneHeight;
constexpr float kFrame = tp::test::kSceneFrame;
// The bowl's resting water (src/scenes/bowl/bowl_shape.hpp).
constexpr float kWaterLevel = 1.18f;

using Image = tp::test::SceneImage;

// A "name: value" line of the scene's sidecar text, as a number.
double sidecarValue(const tp::Scene& scene, const std::string& name) {
  const std::string text = scene.sidecarExtra();
  const size_t at = text.find(name + ": ");
  EXPECT_NE(at, std::string::npos) << name << " missing in\n" << text;
  return at == std::string::npos ? NAN : std::atof(text.c_str() + at + name.size() + 2);
}

class BowlScene : public tp::test::SceneFixture {
 protected:
  std::unique_ptr<tp::Scene> makeScene(const std::vector<std::string>& settings = {}) {
    return makeNamedScene("bowl", settings);
  }

  // The screen rectangle (pixels, top-left origin) that holds the bowl: its
  // glass sphere's bounding box, with the lip, projected.
  glm::ivec4 bowlRectangle() const {
    glm::vec2 lo(1e9f), hi(-1e9f);
    for (int corner = 0; corner < 8; ++corner) {
      const glm::vec3 p(corner & 1 ? 1.05f : -1.05f, corner & 2 ? 1.6f : 0.0f, corner & 4 ? 1.05f : -1.05f);
      const glm::vec2 pixel = project(p);
      lo = glm::min(lo, pixel);
      hi = glm::max(hi, pixel);
    }
    return {int(std::floor(lo.x)), int(std::floor(lo.y)), int(std::ceil(hi.x)), int(std::ceil(hi.y))};
  }
};

}  // namespace

TEST_F(BowlScene, CreatingItNeedsNoGlAndListsTheSolversParameters) {
  const int before = tp::gl::liveObjectCount();
  auto scene = tp::findScene("bowl")->create();
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
  const tp::ParamTable params = scene->params();
  for (const char* name : {"stiffness", "damping", "dt", "grid_size", "substeps", "fish_count", "fish_push", "tool"})
    EXPECT_NE(params.find(name), nullptr) << name;
  EXPECT_EQ(params.find("rim"), nullptr) << "a bowl always has its rim";
  EXPECT_EQ(params.find("grid_size")->min, 16);
  EXPECT_EQ(params.find("grid_size")->max, 2048);
  EXPECT_NE(params.set("grid_size", "4096"), "");
  EXPECT_NE(params.set("stiffness", "1e6"), "") << "beyond the stability limit at the default dt";
  EXPECT_EQ(params.set("fish_count", "3"), "");
}

TEST_F(BowlScene, RendersTheBowlWithTheFishInsideIt) {
  auto withFish = makeScene({"fish_count=20"});
  auto without = makeScene({"fish_count=0"});
  for (int i = 0; i < 60; ++i) {
    withFish->step(kFrame);
    without->step(kFrame);
  }
  const Image a = render(*withFish), b = render(*without);
  const glm::ivec4 bowl = bowlRectangle();
  int magenta = 0, changedInside = 0, changedOutside = 0;
  double stddev = 0, mean = 0;
  for (uint8_t v : a.rgb) mean += v;
  mean /= double(a.rgb.size());
  for (uint8_t v : a.rgb) stddev += (v - mean) * (v - mean);
  stddev = std::sqrt(stddev / double(a.rgb.size()));
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const glm::ivec3 c = a.at(x, y);
      magenta += c.r > 200 && c.g < 50 && c.b > 200;
      const glm::ivec3 d = glm::abs(c - b.at(x, y));
      const bool changed = d.r + d.g + d.b > 24;
      const bool inside = x >= bowl.x && x <= bowl.z && y >= bowl.y && y <= bowl.w;
      (inside ? changedInside : changedOutside) += changed;
    }
  EXPECT_GT(stddev, 10.0) << "a uniform image means nothing was drawn";
  EXPECT_EQ(magenta, 0) << "every pixel drawn (the sky fills what the table and bowl leave)";
  EXPECT_GT(changedInside, 40) << "the fish (and their ripples) show inside the bowl";
  EXPECT_EQ(changedOutside, 0) << "nothing of the fish outside the bowl " << bowl.x << "," << bowl.y << " .. "
                               << bowl.z << "," << bowl.w;
  EXPECT_EQ(sidecarValue(*withFish, "fish"), 20);
}

// The sun is the player's to move: the sky is baked again for it (a low sun's
// far sea is warm, a high one's blue), and the table, the bowl's shadow, the
// water and the glass follow.
TEST_F(BowlScene, TheSunMovesAndEverythingLitFollows) {
  auto high = makeScene({"fish_count=0", "sun_elevation=80"});
  auto low = makeScene({"fish_count=0", "sun_elevation=6", "sun_azimuth=0"});
  for (int i = 0; i < 5; ++i) {
    high->step(kFrame);
    low->step(kFrame);
  }
  const Image h = render(*high), l = render(*low);
  const double highWarmth = h.warmthAlongTop(4), lowWarmth = l.warmthAlongTop(4);
  const size_t differing = l.changedFrom(h, 24).size();
  std::printf("red less blue along the top: high sun %.1f, low sun %.1f; %zu of %d pixels differ\n", highWarmth,
              lowWarmth, differing, kWidth * kHeight);
  EXPECT_GT(lowWarmth, highWarmth + 10.0) << "a low sun's sky is warmer";
  EXPECT_GT(differing, size_t(kWidth * kHeight / 2)) << "everything lit follows the sun";
}

TEST_F(BowlScene, AClickSplashShowsOnTheWater) {
  auto calm = makeScene({"fish_count=0"});
  auto splashed = makeScene({"fish_count=0"});
  const tp::Ray ray = rayTo({0.1f, kWaterLevel, 0.2f});
  ASSERT_TRUE(splashed->pick(ray).has_value());
  splashed->pointer({tp::PointerEvent::Type::Press, ray, {0, 0}});
  splashed->pointer({tp::PointerEvent::Type::Release, ray, {0, 0}});
  for (int i = 0; i < 20; ++i) {
    calm->step(kFrame);
    splashed->step(kFrame);
  }
  const Image a = render(*calm), b = render(*splashed);
  EXPECT_EQ(sidecarValue(*calm, "energy"), 0) << "no fish, no click: still water";
  EXPECT_GT(sidecarValue(*splashed, "energy"), 0);
  EXPECT_GT(sidecarValue(*splashed, "surface_max_abs_height"), 1e-3);
  EXPECT_LT(std::fabs(sidecarValue(*splashed, "surface_mean_height")), 1e-4) << "a splash adds no water";
  int changed = 0;
  for (size_t i = 0; i < a.rgb.size(); i += 3)
    changed += std::abs(int(a.rgb[i]) - int(b.rgb[i])) + std::abs(int(a.rgb[i + 1]) - int(b.rgb[i + 1])) +
                   std::abs(int(a.rgb[i + 2]) - int(b.rgb[i + 2])) > 12;
  EXPECT_GT(changed, 150) << "the ripples should change a visible patch of pixels";
  for (int x = 0; x < kWidth; ++x) EXPECT_EQ(a.at(x, 1), b.at(x, 1)) << "the sky is untouched";
}

TEST_F(BowlScene, TheRimMaskHoldsWhateverStirsTheWater) {
  auto scene = makeScene({"fish_count=25", "fish_push=200", "splash_depth=0.3", "splash_radius=0.3"});
  // Splashes reaching past the rim, toys bobbing at the glass, fish at full push.
  for (const char* command : {"splash 0.85 0", "splash -0.6 0.6", "splash 0 -0.88", "drop 0.8 0.1", "drop -0.5 -0.6"})
    EXPECT_EQ(scene->command(command), "") << command;
  for (int i = 0; i < 150; ++i) scene->step(kFrame);
  EXPECT_GT(sidecarValue(*scene, "surface_max_abs_height"), 1e-2);
  EXPECT_EQ(sidecarValue(*scene, "outside_rim_max_abs"), 0) << "cells outside the disc never move";
  EXPECT_NE(scene->command("splash 2 0"), "") << "off the water";
  // hypot(NaN, z) is NaN, which passes `> radius`: refused by name (an audit of bad input).
  for (const char* bad : {"splash nan 0", "drop 0 nan", "splash 0 inf"})
    EXPECT_NE(scene->command(bad).find("not finite"), std::string::npos) << bad;
}

TEST_F(BowlScene, FishKeepTheSurfaceMovingWithoutAddingWater) {
  auto scene = makeScene();
  for (int i = 0; i < 240; ++i) scene->step(kFrame);
  render(*scene);  // measures the energy for the plot
  EXPECT_GT(sidecarValue(*scene, "fish_near_surface"), 0) << "some fish come up";
  EXPECT_GT(sidecarValue(*scene, "energy"), 0);
  const double largest = sidecarValue(*scene, "surface_max_abs_height");
  EXPECT_GT(largest, 1e-3) << "never quite still";
  EXPECT_LT(std::fabs(sidecarValue(*scene, "surface_mean_height")), 1e-4 * largest)
      << "the fish's push is balanced: no net water";
  auto still = makeScene({"fish_push=0"});
  for (int i = 0; i < 60; ++i) still->step(kFrame);
  EXPECT_EQ(sidecarValue(*still, "surface_max_abs_height"), 0) << "no push, no waves";
}

TEST_F(BowlScene, ADroppedToyFallsInAndFloats) {
  auto scene = makeScene({"fish_count=0"});
  EXPECT_EQ(scene->command("tool drop"), "");
  const tp::Ray ray = rayTo({-0.2f, kWaterLevel, 0.1f});
  scene->pointer({tp::PointerEvent::Type::Press, ray, {0, 0}});
  EXPECT_EQ(sidecarValue(*scene, "toys"), 1);
  const double startY = sidecarValue(*scene, "toy_1_y");
  EXPECT_GT(startY, kWaterLevel + 0.2) << "dropped from above the rim";
  double lowest = startY;
  for (int i = 0; i < 240; ++i) {
    scene->step(kFrame);
    if (i % 10 == 0) lowest = std::min(lowest, sidecarValue(*scene, "toy_1_y"));
  }
  EXPECT_LT(lowest, kWaterLevel) << "it plunged in";
  render(*scene);  // measures the energy
  EXPECT_GT(sidecarValue(*scene, "energy"), 0) << "its impact made waves";
  // Floating at rest, a ball of density 0.45 sits with its centre near the
  // water line (within a radius; the waves still rock it).
  EXPECT_NEAR(sidecarValue(*scene, "toy_1_y"), kWaterLevel, 0.08);
  EXPECT_EQ(scene->command("clear"), "");
  EXPECT_EQ(sidecarValue(*scene, "toys"), 0);
}

// A floating toy shades the sand where the sunlight, bent at the surface
// (Snell, n = 1.33), meets it, not where the straight ray from the sun would:
// seen from straight above (so the camera's own look through the water bends
// little near the middle), the picture with shadows is darker there than the
// one without, and not at the straight ray's point. The sun at 60° puts the
// two 0.44 and 0.63 units from the point under the toy, both on the sand.
TEST_F(BowlScene, AToysShadowFallsOnTheSandWhereTheBentSunlightPutsIt) {
  const float elevation = 60, azimuth = 90;  // east: the shadow falls west, across the picture
  const std::vector<std::string> settings = {"fish_count=0", "sun_elevation=60", "sun_azimuth=90"};
  auto lit = makeScene(settings);
  std::vector<std::string> without = settings;
  without.push_back("shadows=false");
  auto plain = makeScene(without);
  for (tp::Scene* scene : {lit.get(), plain.get()}) {
    EXPECT_EQ(scene->command("drop 0.4 0"), "");
    steps(*scene, 240);  // fallen in, bobbed and settled
  }
  const glm::vec3 toy(sidecarValue(*lit, "toy_1_x"), sidecarValue(*lit, "toy_1_y"), sidecarValue(*lit, "toy_1_z"));
  EXPECT_NEAR(sidecarValue(*plain, "toy_1_x"), toy.x, 1e-4) << "the same toy in both";
  const float sandY = 0.09f;  // the mound's crown (bowl_shape.hpp): within 0.01 over this span
  const glm::vec3 sun = tp::sunDirectionFor(elevation, azimuth);
  const glm::vec3 bent = glm::refract(-sun, glm::vec3(0, 1, 0), 1.0f / 1.33f);
  const glm::vec3 bentFoot = toy + bent * ((sandY - toy.y) / bent.y);
  const glm::vec3 straightFoot = toy - sun * ((sandY - toy.y) / -sun.y);
  camera_.setPose({.target = {0.1f, sandY, 0}, .distance = 2.4f, .yawDegrees = 0, .pitchDegrees = 88});
  const Image a = render(*lit), b = render(*plain);
  // The darkening (r + g + b without less with) round a point, its largest
  // over a disc of 3 pixels.
  auto darkeningAround = [&](const glm::vec3& world) {
    const glm::vec2 centre = project(world);
    int most = -765;
    for (int dy = -3; dy <= 3; ++dy)
      for (int dx = -3; dx <= 3; ++dx) {
        const int x = int(centre.x) + dx, y = int(centre.y) + dy;
        if (dx * dx + dy * dy > 9 || x < 0 || y < 0 || x >= kWidth || y >= kHeight) continue;
        const glm::ivec3 d = b.at(x, y) - a.at(x, y);
        most = std::max(most, d.r + d.g + d.b);
      }
    return most;
  };
  const glm::vec2 bentPixel = project(bentFoot), straightPixel = project(straightFoot);
  std::printf("toy at (%.3f, %.3f, %.3f); bent foot (%.3f, %.3f) at pixel (%.0f, %.0f), darker by %d; "
              "straight foot (%.3f, %.3f) at pixel (%.0f, %.0f), darker by %d\n",
              toy.x, toy.y, toy.z, bentFoot.x, bentFoot.z, bentPixel.x, bentPixel.y, darkeningAround(bentFoot),
              straightFoot.x, straightFoot.z, straightPixel.x, straightPixel.y, darkeningAround(straightFoot));
  EXPECT_GT(glm::distance(bentPixel, straightPixel), 12.0f) << "the test tells the two apart";
  EXPECT_GT(darkeningAround(bentFoot), 60) << "the shadow lies where the bent light puts it";
  EXPECT_LT(darkeningAround(straightFoot), 15) << "and not on the straight ray";
  // Nothing else changes: away from the toy, its shadow and the water over
  // them, the two pictures agree.
  int elsewhere = 0;
  for (const glm::vec2 p : a.changedFrom(b, 24))
    elsewhere += glm::distance(p, bentPixel) > 12.0f && glm::distance(p, project(toy)) > 12.0f;
  EXPECT_EQ(elsewhere, 0) << "pixels changed away from the toy and its shadow";
}

TEST_F(BowlScene, TheGridSizeChangesWhileRunning) {
  auto scene = makeScene();
  for (int i = 0; i < 10; ++i) scene->step(kFrame);
  for (const char* size : {"64", "16", "200", "128"}) {
    ASSERT_EQ(scene->params().set("grid_size", size), "");
    for (int i = 0; i < 5; ++i) scene->step(kFrame);
    render(*scene);
    EXPECT_EQ(sidecarValue(*scene, "grid_cells"), std::atof(size));
    EXPECT_TRUE(std::isfinite(sidecarValue(*scene, "energy")));
    EXPECT_EQ(sidecarValue(*scene, "outside_rim_max_abs"), 0);
  }
}

TEST_F(BowlScene, WaterPresetsStayInsideTheStabilityLimitAtEveryGrid) {
  auto scene = makeScene({"fish_count=0"});
  for (const char* size : {"16", "128", "512", "2048"}) {
    ASSERT_EQ(scene->params().set("grid_size", size), "");
    for (const char* name : {"calm", "lively", "syrupy", "undamped"}) {
      ASSERT_EQ(scene->command(std::string("water ") + name), "") << name;
      tp::SpringSurfaceParams p;
      p.stiffness = float(scene->params().value(*scene->params().find("stiffness")));
      p.damping = float(scene->params().value(*scene->params().find("damping")));
      p.dt = float(scene->params().value(*scene->params().find("dt")));
      EXPECT_LT(tp::stabilityNumber(p), tp::kSpringStabilityBound) << name << " at " << size;
      // Every value is one the table itself accepts (ranges and limits).
      for (const auto& [param, value] : scene->params().snapshot())
        EXPECT_EQ(scene->params().set(param, value), "") << name << " at " << size << ": " << param;
    }
    EXPECT_EQ(scene->presets().size(), 4u);
  }
  EXPECT_NE(scene->command("water fizzy"), "");
  // The undamped preset keeps a splash's energy.
  ASSERT_EQ(scene->params().set("grid_size", "64"), "");
  ASSERT_EQ(scene->command("water undamped"), "");
  scene->step(kFrame);
  ASSERT_EQ(scene->command("splash 0 0"), "");
  scene->step(kFrame);
  render(*scene);
  const double early = sidecarValue(*scene, "energy");
  for (int i = 0; i < 120; ++i) scene->step(kFrame);
  render(*scene);
  EXPECT_NEAR(sidecarValue(*scene, "energy"), early, 1e-3 * early) << "no damping: energy kept";
}

TEST_F(BowlScene, SteppingIsDeterministic) {
  auto a = makeScene(), b = makeScene();
  for (auto* scene : {a.get(), b.get()}) {
    EXPECT_EQ(scene->command("drop 0.2 0.3"), "");
    EXPECT_EQ(scene->command("splash -0.3 0"), "");
    for (int i = 0; i < 90; ++i) scene->step(kFrame);
  }
  const std::vector<uint8_t> bytesA = a->stateBytes(), bytesB = b->stateBytes();
  EXPECT_GT(bytesA.size(), 128u * 128u * 8u);
  EXPECT_TRUE(bytesA == bytesB);
}

TEST_F(BowlScene, DestructionReleasesEveryGlObject) {
  makeScene();  // the shader library keeps its programs: build them before counting
  const int before = tp::gl::liveObjectCount();
  {
    tp::gl::GpuTimers timers;
    services_ = std::make_unique<tp::SceneServices>(tp::SceneServices{tp::test::shaders(), timers});
    auto scene = makeScene();
    EXPECT_EQ(scene->command("drop 0 0"), "");
    scene->step(kFrame);
    render(*scene);
    EXPECT_EQ(scene->params().set("grid_size", "48"), "");
    scene->step(kFrame);
    render(*scene);
    target_ = tp::FrameTarget();
    EXPECT_GT(tp::gl::liveObjectCount(), before);
    scene.reset();
    services_.reset();
  }
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
}

TEST(BowlFishForcing, GpuForceIsTheSumOfTheBalancedStamps) {
  constexpr int n = 64;
  const tp::SurfaceGrid grid{{-1.0f, -1.0f}, 2.0f / n, n};
  const std::vector<uint8_t> mask = tp::makeSpringWaterMask(n, true);
  std::vector<tp::Boid> fish(4);
  fish[0].position = {0.1f, 0.9f, -0.2f}, fish[0].velocity = {0.3f, 0.05f, 0.1f};   // near the surface
  fish[1].position = {-0.3f, 0.95f, 0.4f}, fish[1].velocity = {-0.1f, 0, 0.35f};    // nearer, faster
  fish[2].position = {0.92f, 0.95f, 0.0f}, fish[2].velocity = {0.2f, 0, 0.0f};      // at the rim
  fish[3].position = {0.0f, 0.2f, 0.0f}, fish[3].velocity = {0.3f, 0, 0};           // deep: no push
  const tp::FishPush push{50.0f, 0.3f, 0.2f, 1.0f, 0.4f};
  const std::vector<tp::ForceStamp> stamps = tp::makeFishStamps(fish, push, grid, mask);
  ASSERT_EQ(stamps.size(), 6u) << "a bow and a stern for each fish near the surface";

  // With the water moving at v = 2 everywhere and slosh damping 0.25/s, every cell also gets −0.5.
  std::vector<float> state(size_t(n) * n * 2);
  for (size_t i = 0; i < state.size(); i += 2) state[i + 1] = 2.0f;
  tp::gl::Texture stateTexture = tp::gl::Texture::create2D(GL_RG32F, n, n);
  stateTexture.upload(GL_RG, GL_FLOAT, state.data());
  tp::FishForcing forcing;
  forcing.init(tp::test::shaders());
  forcing.resize(n);
  forcing.write(stamps, stateTexture, 0.25f);
  std::vector<float> force(size_t(n) * n);
  forcing.texture().download(GL_RED, GL_FLOAT, force.size() * sizeof(float), force.data());

  double waterSum = 0, waterAbs = 0, worst = 0, largest = 0;
  for (int row = 0; row < n; ++row)
    for (int column = 0; column < n; ++column) {
      double expected = 0;
      for (const tp::ForceStamp& s : stamps) expected += double(s.amplitude) * tp::stampWeight(s, column, row);
      const float got = force[size_t(row) * n + size_t(column)] + 0.5f;  // less the slosh term
      worst = std::max(worst, std::fabs(got - expected));
      largest = std::max(largest, std::fabs(expected));
      if (mask[size_t(row) * n + size_t(column)]) {
        waterSum += got;
        waterAbs += std::fabs(got);
      }
    }
  EXPECT_GT(largest, 10.0);
  EXPECT_LT(worst, 1e-5 * largest) << "GPU exp() and the CPU's agree to float rounding";
  EXPECT_LT(std::fabs(waterSum), 1e-5 * waterAbs) << "the lobes cancel over the water: no net push";
}

TEST(BowlHeightProbes, ReadBilinearHeightsSlopesAndVelocitiesAFrameLate) {
  constexpr int n = 32;
  std::vector<float> state(size_t(n) * n * 2);
  for (int row = 0; row < n; ++row)
    for (int column = 0; column < n; ++column) {
      state[2 * (size_t(row) * n + size_t(column))] = 0.01f * float(column) + 0.02f * float(row);
      state[2 * (size_t(row) * n + size_t(column)) + 1] = 3.0f;
    }
  tp::gl::Texture texture = tp::gl::Texture::create2D(GL_RG32F, n, n);
  texture.upload(GL_RG, GL_FLOAT, state.data());
  tp::HeightProbes probes;
  probes.init(tp::test::shaders());
  const std::vector<glm::vec2> points{{10.25f, 20.75f}, {3.5f, 3.5f}, {16.0f, 8.9f}};
  const std::vector<uint32_t> tags{7, 8, 9};
  ASSERT_TRUE(probes.request(texture, points, tags));
  probes.poll(true);
  ASSERT_EQ(probes.latest().size(), 3u);
  for (size_t i = 0; i < points.size(); ++i) {
    const tp::ProbeSample& s = probes.latest()[i];
    EXPECT_EQ(s.tag, tags[i]);
    // Texel (c, r) holds its centre (c + 0.5, r + 0.5): bilinear is exact for a plane.
    const float expected = 0.01f * (points[i].x - 0.5f) + 0.02f * (points[i].y - 0.5f);
    EXPECT_NEAR(s.height, expected, 1e-4f) << i;
    EXPECT_NEAR(s.slope.x, 0.01f, 1e-4f) << i;
    EXPECT_NEAR(s.slope.y, 0.02f, 1e-4f) << i;
    EXPECT_NEAR(s.velocity, 3.0f, 1e-5f) << i;
  }
  // A later request replaces the results; the earlier ones never come back.
  const std::vector<glm::vec2> one{{5.5f, 5.5f}};
  ASSERT_TRUE(probes.request(texture, one, std::vector<uint32_t>{1}));
  probes.poll(true);
  ASSERT_EQ(probes.latest().size(), 1u);
  EXPECT_NEAR(probes.latest()[0].height, 0.01f * 5 + 0.02f * 5, 1e-4f);
}

// The glass holds the water at every stiffness the panel offers: with the
// fish pushing, the surface stays between the sand and the opening, and the
// water's volume is kept to 1e-4 of what the bowl holds. (At stiffness 0.5
// the fish once piled a column 20 units high: seed 004's clamp, to the
// container's range, and the fish's push scaled with the stiffness.)
void expectWaterInTheBowl(const tp::Scene& scene, const std::string& what) {
  SCOPED_TRACE(what);
  EXPECT_LE(sidecarValue(scene, "surface_highest"), sidecarValue(scene, "rim_height"));
  EXPECT_GE(sidecarValue(scene, "surface_lowest"), sidecarValue(scene, "floor_height"));
  EXPECT_LE(std::fabs(sidecarValue(scene, "water_volume_added")), 1e-4 * sidecarValue(scene, "bowl_water_volume"));
}

TEST_F(BowlScene, TheWaterStaysInTheBowlAtEveryStiffness) {
  for (double value : {0.0 /* the panel's lowest */, 30.0, 1000.0, 1e9 /* its highest: the stability limit */}) {
    auto scene = makeScene();
    scene->params().setClamped(*scene->params().find("stiffness"), value);
    for (int i = 0; i < 600; ++i) scene->step(kFrame);
    expectWaterInTheBowl(*scene, "stiffness " + std::to_string(value));
  }
}

// A player drags the stiffness slider from one end to the other and back
// over ten seconds while the fish swim: the water stays in the glass.
TEST_F(BowlScene, TheStiffnessSliderDraggedEndToEndWhileTheFishSwim) {
  auto scene = makeScene();
  const tp::ParamSpec& spec = *scene->params().find("stiffness");
  const double low = std::log(spec.min), high = std::log(scene->params().upperBound(spec));
  for (int frame = 0; frame < 600; ++frame) {
    const double along = frame < 300 ? frame / 299.0 : (599 - frame) / 299.0;  // up to the top, then back
    scene->params().setClamped(spec, std::exp(low + (high - low) * along));
    scene->step(kFrame);
    if (frame % 60 == 59) expectWaterInTheBowl(*scene, "frame " + std::to_string(frame));
  }
}
