// The demo scene end to end on the GPU: built headless, stepped, rendered
// into the app's FrameTarget; the picture must have content (not uniform,
// water- and sky-coloured pixels where they belong), a click must make a
// visible splash, and destroying the scene must release every GL object.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "gl/gpu_timer.hpp"
#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "render/frame_target.hpp"
#include "render/orbit_camera.hpp"
#include "scene_fixture.hpp"
#include "scenes/scene.hpp"

namespace {

constexpr int kWidth = tp::test::kSceneWidth, kHeight = tp::test::kSceneHeight;

using Image = tp::test::SceneImage;

class DemoScene : public tp::test::SceneFixture {
 protected:
  std::unique_ptr<tp::Scene> makeScene() { return makeNamedScene("demo"); }
};

double standardDeviation(const Image& image) {
  double sum = 0, sumSquares = 0;
  for (uint8_t v : image.rgb) {
    sum += v;
    sumSquares += double(v) * v;
  }
  const double n = double(image.rgb.size()), mean = sum / n;
  return std::sqrt(std::max(0.0, sumSquares / n - mean * mean));
}

}  // namespace

TEST_F(DemoScene, RendersLitWaterUnderASky) {
  auto scene = makeScene();
  for (int i = 0; i < 30; ++i) scene->step(1.0f / 60.0f);
  const Image image = render(*scene);

  EXPECT_GT(standardDeviation(image), 10.0) << "a uniform image means nothing was drawn";
  int water = 0, sky = 0, magenta = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const glm::vec3 c = image.at(x, y);
      if (c.r > 200 && c.g < 50 && c.b > 200) ++magenta;
      // Water: blue-green dominates red, not too bright (the bottom of the view).
      if (y > kHeight * 2 / 3 && c.b > c.r + 10 && c.g > c.r && c.r < 160) ++water;
      // Sky: bright and blue at the top of the view.
      if (y < kHeight / 10 && c.b > 150 && c.b > c.r) ++sky;
    }
  EXPECT_EQ(magenta, 0) << "the sky must fill every pixel the water leaves";
  EXPECT_GT(water, kWidth * (kHeight / 3) * 8 / 10) << "water-coloured pixels in the lower third";
  EXPECT_GT(sky, kWidth * (kHeight / 10) * 9 / 10) << "sky-coloured pixels along the top";
}

TEST_F(DemoScene, ClickMakesAVisibleSplash) {
  auto calm = makeScene();
  auto splashed = makeScene();
  for (auto* scene : {calm.get(), splashed.get()}) {
    scene->params().set("amplitude", "0");  // flat water: only the splash moves it
    scene->params().set("splash_height", "0.5");
  }
  // Click the middle of the view: the ray meets the water near the camera's target.
  const tp::RenderView v = view();
  const tp::Ray ray = tp::rayFromPixel(v.view, v.projection, {kWidth / 2, kHeight / 2}, {kWidth, kHeight});
  ASSERT_TRUE(splashed->pick(ray).has_value());
  splashed->pointer({tp::PointerEvent::Type::Press, ray, {kWidth / 2, kHeight / 2}});
  splashed->pointer({tp::PointerEvent::Type::Release, ray, {kWidth / 2, kHeight / 2}});
  EXPECT_NE(splashed->sidecarExtra().find("splashes_active: 1"), std::string::npos) << splashed->sidecarExtra();
  for (int i = 0; i < 45; ++i) {
    calm->step(1.0f / 60.0f);
    splashed->step(1.0f / 60.0f);
  }
  const Image a = render(*calm), b = render(*splashed);
  double difference = 0;
  int changed = 0;
  for (size_t i = 0; i < a.rgb.size(); ++i) {
    const int d = std::abs(int(a.rgb[i]) - int(b.rgb[i]));
    difference += d;
    changed += d > 8;
  }
  EXPECT_GT(changed, 300) << "a splash ring should change a visible patch of pixels";
  EXPECT_GT(difference / double(a.rgb.size()), 0.2);
  // The splash is local: the top rows (sky) are untouched.
  for (int x = 0; x < kWidth; ++x) EXPECT_EQ(a.at(x, 2), b.at(x, 2));
}

TEST_F(DemoScene, SplashCommandsNeedFiniteNumbers) {
  auto scene = makeScene();
  EXPECT_EQ(scene->command("splash 3 -2"), "");
  for (const char* bad : {"splash nan 0", "splash 0 inf", "splash 1e39 0"})
    EXPECT_NE(scene->command(bad).find("not finite"), std::string::npos) << bad;
  EXPECT_NE(scene->sidecarExtra().find("splashes_active: 1"), std::string::npos) << scene->sidecarExtra();
}

TEST_F(DemoScene, PicksTheWaterPlaneInsideThePatchOnly) {
  auto scene = makeScene();
  const auto down = scene->pick({{3, 10, -2}, {0, -1, 0}});
  ASSERT_TRUE(down.has_value());
  EXPECT_NEAR(down->x, 3, 1e-4);
  EXPECT_NEAR(down->y, 0, 1e-4);
  EXPECT_NEAR(down->z, -2, 1e-4);
  EXPECT_FALSE(scene->pick({{3, 10, -2}, {0, 1, 0}}).has_value()) << "looking up";
  EXPECT_FALSE(scene->pick({{500, 10, 0}, {0, -1, 0}}).has_value()) << "beyond the patch";
}

TEST_F(DemoScene, DestructionReleasesEveryGlObject) {
  makeScene();  // the shader library keeps its programs: build them before counting
  const int before = tp::gl::liveObjectCount();
  {
    tp::gl::GpuTimers timers;  // the timers' queries are counted too: let them go with the scene
    services_ = std::make_unique<tp::SceneServices>(tp::SceneServices{tp::test::shaders(), timers});
    auto scene = makeScene();
    EXPECT_EQ(scene->params().set("grid_resolution", "64"), "");  // a structural change rebuilds
    scene->step(1.0f / 60.0f);
    render(*scene);
    EXPECT_EQ(scene->params().set("grid_resolution", "96"), "");
    render(*scene);
    target_ = tp::FrameTarget();  // the test's own target is not the scene's
    EXPECT_GT(tp::gl::liveObjectCount(), before);
    scene.reset();
    services_.reset();
  }
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
}

TEST_F(DemoScene, CreatingItNeedsNoGl) {
  // --set is checked before any context exists, so create() must make no GL objects.
  const int before = tp::gl::liveObjectCount();
  auto scene = tp::findScene("demo")->create();
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
  EXPECT_NE(scene->params().find("amplitude"), nullptr);
}

// The demo's sky is the baked clear sky (SkyCube) for the sun its panel sets:
// at sunset the sky along the top turns warm, the water below it darkens,
// and the sky mirrored in the water warms with it.
TEST_F(DemoScene, TheSkyAndTheWaterFollowTheSun) {
  glm::dvec3 sky[2], water[2];
  const char* elevations[2] = {"sun_elevation=40", "sun_elevation=3"};
  for (int i = 0; i < 2; ++i) {
    auto scene = makeNamedScene("demo", {elevations[i]});
    scene->step(1.0f / 60.0f);
    const Image image = render(*scene);
    sky[i] = water[i] = glm::dvec3(0);
    for (int y = 0; y < kHeight; ++y)
      for (int x = 0; x < kWidth; ++x) {
        if (y < kHeight / 10) sky[i] += glm::dvec3(image.at(x, y));
        if (y > kHeight * 2 / 3) water[i] += glm::dvec3(image.at(x, y));
      }
  }
  const auto redOverBlue = [](glm::dvec3 c) { return c.r / c.b; };
  std::printf("sky r/b %.2f at 40 deg, %.2f at 3 deg; water brightness %.0f, %.0f\n", redOverBlue(sky[0]),
              redOverBlue(sky[1]), water[0].r + water[0].g + water[0].b, water[1].r + water[1].g + water[1].b);
  EXPECT_GT(redOverBlue(sky[1]), redOverBlue(sky[0]) + 0.15) << "the low sun's sky is warmer";
  EXPECT_LT(water[1].r + water[1].g + water[1].b, 0.8 * (water[0].r + water[0].g + water[0].b))
      << "the water darkens at sunset";
  EXPECT_GT(redOverBlue(water[1]), redOverBlue(water[0])) << "the water mirrors the warmer sky";
}
