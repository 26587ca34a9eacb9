// The fluid scene through the Scene interface, headless: it renders in both
// views (liquid, floor, sky where they belong; the 2d view fills exactly its
// rectangle), a click adds exactly the solver's splash at the cell under the
// cursor in both views (2d: pixel -> cell; 3d: the ray meets the floor), a
// drag throws fluid with the drag's velocity, the grid size changes live,
// the plot gets its late totals, and nothing leaks.
#include <gtest/gtest.h>

#include <cstdio>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "gl/gpu_timer.hpp"
#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "render/frame_target.hpp"
#include "render/orbit_camera.hpp"
#include "scene_fixture.hpp"
#include "scenes/fluid/fluid_layout.hpp"
#include "scenes/scene.hpp"
#include "sim/splat_fluid/splat_fluid_cpu.hpp"

namespace {

constexpr int kWidth = tp::test::kSceneWidth, kHeight = tp::test::kSceneHeight;
constexpr int kGrid = 64;                   // the scene's default

using Image = tp::test::SceneImage;

// Liquid over the light floor: blue-green clearly above red.
bool isLiquid(glm::ivec3 c) { return c.b > c.r + 40 && c.g > c.r + 20; }
// Bare floor tiles: light, nearly grey.
bool isFloor(glm::ivec3 c) { return c.r > 120 && std::abs(c.r - c.b) < 40 && std::abs(c.r - c.g) < 40; }

struct FluidState {
  int64_t steps = 0;
  std::vector<float> cells;  // [row][column][vx, vy, mass]
};

FluidState stateOf(tp::Scene& scene) {
  const std::vector<uint8_t> bytes = scene.stateBytes();
  FluidState state;
  std::memcpy(&state.steps, bytes.data(), sizeof state.steps);
  state.cells.resize((bytes.size() - sizeof state.steps) / sizeof(float));
  std::memcpy(state.cells.data(), bytes.data() + sizeof state.steps, state.cells.size() * sizeof(float));
  return state;
}

double totalMass(const std::vector<float>& cells) {
  double m = 0;
  for (size_t i = 2; i < cells.size(); i += 3) m += cells[i];
  return m;
}

glm::dvec2 massCentre(const std::vector<float>& cells, int n) {
  double m = 0, x = 0, y = 0;
  for (size_t i = 0; i * 3 < cells.size(); ++i) {
    const double mass = cells[i * 3 + 2];
    m += mass;
    x += mass * (double(i % size_t(n)) + 0.5);
    y += mass * (double(i / size_t(n)) + 0.5);
  }
  return {x / m, y / m};
}

class FluidScene : public tp::test::SceneFixture {
 protected:
  // The seed's empty, open tank with its periodic splash (what most tests
  // start from), then `settings` applied before init (as --set does).
  std::unique_ptr<tp::Scene> makeScene(std::vector<std::string> settings = {}) {
    settings.insert(settings.begin(), {"edges=open", "gravity=0", "periodic_splash=true", "fill=0"});
    return makeNamedScene("fluid", settings);
  }
  // The scene exactly as it opens.
  std::unique_ptr<tp::Scene> makeOpeningScene() { return makeNamedScene("fluid"); }
};

// The CPU twin's splash on an empty grid: what a click must add.
std::vector<float> expectedSplash(float cx, float cy, float mass, float radius, float vx = 0, float vy = 0) {
  tp::SplatFluidCpu twin(kGrid, kGrid);
  twin.splash({cx, cy, mass, radius, vx, vy});
  return twin.state();
}

}  // namespace

TEST_F(FluidScene, CreatingItNeedsNoGlAndListsTheParameters) {
  const int before = tp::gl::liveObjectCount();
  auto scene = tp::findScene("fluid")->create();
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
  for (const char* name : {"view", "velocity", "rho0", "radius", "edges", "gravity", "periodic_splash",
                           "splash_period", "splash_mass", "splash_radius", "grid_size", "depth_scale", "fill"})
    EXPECT_NE(scene->params().find(name), nullptr) << name;
  EXPECT_NE(scene->params().set("grid_size", "63"), "") << "below 64 is refused";
}

TEST_F(FluidScene, PresetsAreValidSettings) {
  auto scene = tp::findScene("fluid")->create();
  const auto presets = scene->presets();
  ASSERT_GE(presets.size(), 2u);
  for (const tp::ScenePreset& preset : presets)
    for (const std::string& setting : preset.settings)
      EXPECT_EQ(scene->params().setAssignment(setting), "") << preset.name << ": " << setting;
}

TEST_F(FluidScene, RendersTheLiquidIn3d) {
  // A big splash in the middle (the periodic splash only makes a thin film at first).
  auto alive = makeScene({"periodic_splash=false", "splash_radius=20", "splash_mass=2"});
  ASSERT_EQ(alive->command("splash centre"), "");
  auto empty = makeScene({"periodic_splash=false"});
  for (int i = 0; i < 20; ++i) {
    alive->step(1.0f / 60.0f);
    empty->step(1.0f / 60.0f);
  }
  const Image a = render(*alive), e = render(*empty);
  int magenta = 0, liquid = 0, liquidEmpty = 0, floorEmpty = 0, skyTop = 0;
  // The grid's middle on screen: around the camera's target.
  const glm::vec2 centre = project({0, 0, 0});
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const glm::ivec3 c = a.at(x, y);
      magenta += c.r > 200 && c.g < 50 && c.b > 200;
      const bool middle = std::abs(x - centre.x) < kWidth / 5 && std::abs(y - centre.y) < kHeight / 5;
      if (middle) {
        liquid += isLiquid(c);
        liquidEmpty += isLiquid(e.at(x, y));
        floorEmpty += isFloor(e.at(x, y));
      }
      if (y < 4) skyTop += c.b > c.r + 10;  // the baked sky's far sea behind the tank, clouds mirrored in it
    }
  const int middleArea = (2 * kWidth / 5) * (2 * kHeight / 5);
  EXPECT_EQ(magenta, 0) << "the sky must fill every pixel the tank leaves";
  EXPECT_GT(liquid, middleArea / 4) << "the splashed fluid shows as liquid in the middle";
  EXPECT_EQ(liquidEmpty, 0) << "no fluid, no liquid colour";
  EXPECT_GT(floorEmpty, middleArea * 8 / 10) << "the bare floor tiles";
  EXPECT_GT(skyTop, kWidth * 4 * 9 / 10);
}

// The sun is the player's to move: a low one bakes a sky that is warm along
// the horizon behind the tank, a high one a blue one, and the picture
// follows.
TEST_F(FluidScene, TheSunMovesAndTheSkyFollows) {
  auto high = makeScene({"sun_elevation=75"}), low = makeScene({"sun_elevation=6", "sun_azimuth=0"});
  for (int i = 0; i < 5; ++i) {
    high->step(1.0f / 60.0f);
    low->step(1.0f / 60.0f);
  }
  const Image h = render(*high), l = render(*low);
  const double highWarmth = h.warmthAlongTop(4), lowWarmth = l.warmthAlongTop(4);
  const size_t differing = l.changedFrom(h, 24).size();
  std::printf("red less blue along the top: high sun %.1f, low sun %.1f; %zu pixels differ\n", highWarmth,
              lowWarmth, differing);
  EXPECT_GT(lowWarmth, highWarmth + 10.0) << "a low sun's sky is warmer";
  EXPECT_GT(differing, size_t(kWidth * kHeight / 4)) << "everything lit follows the sun";
}

// The tank's walls shade its floor under a low sun: with the sun 15° up in
// the north, the north wall (0.8 m high, its inner face at z = -5 m) casts
// a shadow 0.8 / tan 15° = 3.0 m long across the empty floor. The picture
// with shadows is darker than the one without 1 m from that wall, and not
// 4 m from it.
TEST_F(FluidScene, TheWallsShadeTheFloorUnderALowSun) {
  const std::vector<std::string> settings = {"edges=walls", "periodic_splash=false", "sun_elevation=15",
                                             "sun_azimuth=0"};
  auto lit = makeScene(settings);
  std::vector<std::string> without = settings;
  without.push_back("shadows=false");
  auto plain = makeScene(without);
  const Image a = render(*lit), b = render(*plain);
  auto darkening = [&](const glm::vec3& world) {
    const glm::vec2 p = project(world);
    const glm::ivec3 d = b.at(int(p.x), int(p.y)) - a.at(int(p.x), int(p.y));
    return d.r + d.g + d.b;
  };
  const glm::vec3 inShadow(0.0f, 0.0f, -4.0f), inSun(0.0f, 0.0f, -1.0f);
  std::printf("1 m from the north wall: darker by %d; 4 m from it: %d\n", darkening(inShadow), darkening(inSun));
  EXPECT_GT(darkening(inShadow), 30) << "the wall's shadow on the floor";
  EXPECT_EQ(darkening(inSun), 0) << "beyond the shadow's length";
}

// Fluid heaped higher than the tank's walls (hard gravity squeezes it
// against one; here a tall splash in the front-right corner) is drawn no
// higher than their top: it covered the right wall's top face from the
// start camera, a light-blue sliver through the wall.
TEST_F(FluidScene, LiquidStaysUnderTheWallsTop) {
  auto scene = makeScene({"edges=walls", "periodic_splash=false", "splash_radius=14", "splash_mass=4"});
  ASSERT_EQ(scene->command("splash 60 4"), "");
  scene->step(1.0f / 60.0f);
  const Image picture = render(*scene);
  int covered = 0, seen = 0;
  // The right wall's top face (its inner edge at x = 5, 0.8 m up), front half.
  for (float z = 0.5f; z < 4.8f; z += 0.1f) {
    const glm::vec2 at = project({5.125f, 0.8f, z});
    if (at.x < 0 || at.y < 0 || at.x >= kWidth || at.y >= kHeight) continue;
    ++seen;
    covered += isLiquid(picture.at(int(at.x), int(at.y)));
  }
  ASSERT_GT(seen, 20);
  EXPECT_EQ(covered, 0) << "liquid over " << covered << " of " << seen << " points of the wall's top";
}

TEST_F(FluidScene, The2dViewFillsItsRectangleAndShowsTheFluid) {
  auto alive = makeScene({"view=2d", "periodic_splash=false", "splash_radius=20", "splash_mass=2"});
  ASSERT_EQ(alive->command("splash centre"), "");
  auto empty = makeScene({"view=2d", "periodic_splash=false"});
  for (int i = 0; i < 20; ++i) {
    alive->step(1.0f / 60.0f);
    empty->step(1.0f / 60.0f);
  }
  const Image a = render(*alive), e = render(*empty);
  const tp::FluidRect rect = tp::FluidRect::fit(kWidth, kHeight, kGrid, kGrid);
  int inside = 0, insideDrawn = 0, outside = 0, outsideClear = 0, liquid = 0, liquidEmpty = 0, floorEmpty = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const float px = float(x) + 0.5f, py = float(y) + 0.5f;
      const bool in = px > rect.x + 1 && px < rect.x + rect.width - 1 && py > rect.y + 1 &&
                      py < rect.y + rect.height - 1;
      const bool out = px < rect.x - 1 || px > rect.x + rect.width + 1 || py < rect.y - 1 ||
                       py > rect.y + rect.height + 1;
      const glm::ivec3 c = a.at(x, y);
      const bool clear = c == glm::ivec3(255, 0, 255);
      if (in) {
        ++inside;
        insideDrawn += !clear;
        liquid += isLiquid(c);
        liquidEmpty += isLiquid(e.at(x, y));
        floorEmpty += isFloor(e.at(x, y));
      } else if (out) {
        ++outside;
        outsideClear += clear;
      }
    }
  EXPECT_EQ(insideDrawn, inside) << "every pixel of the grid's rectangle is drawn";
  EXPECT_EQ(outsideClear, outside) << "nothing outside it";
  EXPECT_GT(liquid, inside / 10) << "the fluid shows as water";
  EXPECT_EQ(liquidEmpty, 0);
  EXPECT_GT(floorEmpty, inside * 9 / 10);

  // Velocity as arrows draws over the fluid (and only changes pixels in the rectangle).
  ASSERT_EQ(alive->params().set("velocity", "arrows"), "");
  const Image arrows = render(*alive);
  int changed = 0;
  for (size_t i = 0; i < arrows.rgb.size(); ++i) changed += arrows.rgb[i] != a.rgb[i];
  EXPECT_GT(changed, 100);
}

TEST_F(FluidScene, ClickAddsTheSplashAtTheCellUnderThePixelIn2d) {
  auto scene = makeScene({"view=2d", "periodic_splash=false", "splash_radius=8", "splash_mass=1.5"});
  render(*scene);  // the 2d layout is the last frame's
  const tp::FluidRect rect = tp::FluidRect::fit(kWidth, kHeight, kGrid, kGrid);
  const glm::vec2 cell(20.0f, 41.0f);
  const glm::vec2 pixel = rect.pixelAt(cell, kGrid, kGrid);
  press(*scene, pixel);
  const FluidState state = stateOf(*scene);
  ASSERT_EQ(state.cells.size(), size_t(kGrid) * kGrid * 3);
  // The pixel maps back to the cell to well within a pixel's worth (64 cells on ~160 pixels).
  const std::optional<glm::vec2> back = rect.cellAt(pixel, kGrid, kGrid);
  ASSERT_TRUE(back.has_value());
  EXPECT_NEAR(back->x, cell.x, 1e-3);
  EXPECT_NEAR(back->y, cell.y, 1e-3);
  const std::vector<float> expected = expectedSplash(back->x, back->y, 1.5f, 8.0f);
  double worst = 0;
  for (size_t i = 0; i < expected.size(); ++i) worst = std::max(worst, double(std::abs(expected[i] - state.cells[i])));
  EXPECT_LT(worst, 1e-5) << "the GPU splash equals the twin's at that cell";
  const glm::dvec2 centre = massCentre(state.cells, kGrid);
  EXPECT_NEAR(centre.x, cell.x, 0.05);
  EXPECT_NEAR(centre.y, cell.y, 0.05);

  // Outside the rectangle: nothing.
  press(*scene, {rect.x - 5, rect.y + 10});
  EXPECT_EQ(totalMass(stateOf(*scene).cells), totalMass(state.cells));
}

TEST_F(FluidScene, ClickAddsTheSplashWhereTheRayMeetsTheFloorIn3d) {
  auto scene = makeScene({"periodic_splash=false", "splash_radius=8"});
  render(*scene);
  // A cell left of the middle and towards the camera (row 0 is nearest).
  const glm::vec2 cell(24.0f, 18.0f);
  const tp::FluidPatch patch{{10, 10}, kGrid, kGrid};
  press(*scene, project(patch.worldAt(cell)));
  const FluidState state = stateOf(*scene);
  const double cone = totalMass(expectedSplash(cell.x, cell.y, 1.0f, 8.0f));
  EXPECT_NEAR(totalMass(state.cells), cone, 0.01 * cone);
  const glm::dvec2 centre = massCentre(state.cells, kGrid);
  // A pixel is ~0.4 cells here: the click can only be that exact.
  EXPECT_NEAR(centre.x, cell.x, 0.5);
  EXPECT_NEAR(centre.y, cell.y, 0.5);

  // The picture shows it: liquid where the splash is, none at the far corner.
  const Image image = render(*scene);
  const glm::vec2 at = project(patch.worldAt(cell, 0.1f)), far = project(patch.worldAt({60, 60}));
  EXPECT_TRUE(isLiquid(image.at(int(at.x), int(at.y))));
  EXPECT_FALSE(isLiquid(image.at(int(far.x), int(far.y))));

  // A ray that misses the grid adds nothing; pick() agrees.
  const tp::RenderView v = view();
  EXPECT_FALSE(scene->pick(tp::rayFromPixel(v.view, v.projection, {2, 2}, {kWidth, kHeight})).has_value());
  press(*scene, {2, 2});
  EXPECT_EQ(totalMass(stateOf(*scene).cells), totalMass(state.cells));
}

TEST_F(FluidScene, DragThrowsFluidWithTheDragsVelocity) {
  auto scene = makeScene({"view=2d", "periodic_splash=false", "edges=walls", "splash_radius=6", "radius=6"});
  render(*scene);
  const tp::FluidRect rect = tp::FluidRect::fit(kWidth, kHeight, kGrid, kGrid);
  auto pixelOf = [&](glm::vec2 cell) { return rect.pixelAt(cell, kGrid, kGrid); };
  press(*scene, pixelOf({20, 32}));
  const double afterPress = totalMass(stateOf(*scene).cells);
  // Moved before any step: no velocity can be measured yet, so nothing is added.
  press(*scene, pixelOf({24, 32}), tp::PointerEvent::Type::Drag);
  EXPECT_EQ(totalMass(stateOf(*scene).cells), afterPress);
  scene->step(1.0f / 60.0f);
  scene->step(1.0f / 60.0f);
  // 4 cells in 2 steps: 2 cells/step along +x, laid down at the cursor.
  press(*scene, pixelOf({24, 32}), tp::PointerEvent::Type::Drag);
  std::vector<float> cells = stateOf(*scene).cells;
  const size_t at = (size_t(32) * kGrid + 24) * 3;  // the cell whose centre is nearest (24, 32)
  EXPECT_NEAR(cells[at + 0], 2.0f, 1e-3);
  EXPECT_NEAR(cells[at + 1], 0.0f, 1e-3);
  // 20 cells in one step is beyond what the step can carry: capped at radius - 3 = 3 cells/step.
  scene->step(1.0f / 60.0f);
  press(*scene, pixelOf({24, 52}), tp::PointerEvent::Type::Drag);
  cells = stateOf(*scene).cells;
  const size_t top = (size_t(52) * kGrid + 24) * 3;
  EXPECT_NEAR(cells[top + 0], 0.0f, 1e-3);
  EXPECT_NEAR(cells[top + 1], 3.0f, 1e-3);
  // Released: a drag event after it adds nothing.
  press(*scene, pixelOf({24, 52}), tp::PointerEvent::Type::Release);
  const double released = totalMass(stateOf(*scene).cells);
  scene->step(1.0f / 60.0f);
  const double stepped = totalMass(stateOf(*scene).cells);
  press(*scene, pixelOf({40, 10}), tp::PointerEvent::Type::Drag);
  EXPECT_EQ(totalMass(stateOf(*scene).cells), stepped);
  EXPECT_NEAR(stepped, released, 1e-3 * released) << "walls and conserve_mass keep the mass";
}

TEST_F(FluidScene, GridSizeChangesLiveAndKeepsTheFluid) {
  auto scene = makeScene({"periodic_splash=false", "edges=walls"});
  ASSERT_EQ(scene->command("pour"), "");  // a third of the rows at rest density
  const FluidState before = stateOf(*scene);
  EXPECT_NEAR(totalMass(before.cells), kGrid * std::round(kGrid / 3.0), 1e-3);
  ASSERT_EQ(scene->params().set("grid_size", "96"), "");
  scene->step(1.0f / 60.0f);
  const FluidState after = stateOf(*scene);
  ASSERT_EQ(after.cells.size(), size_t(96) * 96 * 3);
  // Density per cell kept: the total follows the cell count (within 2%: the
  // pool's top edge is one cell wide on either grid).
  EXPECT_NEAR(totalMass(after.cells) / (totalMass(before.cells) * 96.0 * 96.0 / (kGrid * kGrid)), 1.0, 0.02);
  EXPECT_NEAR(massCentre(after.cells, 96).y / 96.0, massCentre(before.cells, kGrid).y / kGrid, 0.01);
  const Image image = render(*scene);
  int liquid = 0;
  for (int y = kHeight / 2; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) liquid += isLiquid(image.at(x, y));
  EXPECT_GT(liquid, kWidth * kHeight / 20) << "the pool fills the near part of the tank";
}

TEST_F(FluidScene, CommandsKeysAndThePlot) {
  auto scene = makeScene({"periodic_splash=false"});
  EXPECT_EQ(scene->command("splash 32 32"), "");
  EXPECT_GT(totalMass(stateOf(*scene).cells), 10.0);
  EXPECT_EQ(scene->command("splash 10 10 0.5 -0.5"), "");
  EXPECT_EQ(scene->command("splash centre"), "");
  // No range check stops a NaN or inf splash: refused by name (an audit of bad input).
  for (const char* bad : {"splash nan 32", "splash 32 inf", "splash 10 10 nan 0", "splash 10 10 0 1e39"})
    EXPECT_NE(scene->command(bad).find("not finite"), std::string::npos) << bad;
  EXPECT_TRUE(std::isfinite(totalMass(stateOf(*scene).cells)));
  EXPECT_NE(scene->command("splash 1"), "");
  EXPECT_NE(scene->command("view sideways"), "");
  EXPECT_EQ(scene->command("view 2d"), "");
  EXPECT_EQ(scene->params().valueText(*scene->params().find("view")), "2d");
  scene->key(tp::Key::V, true);
  EXPECT_EQ(scene->params().valueText(*scene->params().find("view")), "3d");
  EXPECT_EQ(scene->command("empty"), "");
  EXPECT_EQ(totalMass(stateOf(*scene).cells), 0.0);

  // The plot: totals requested after a frame's steps arrive a frame later, never waited for.
  EXPECT_EQ(scene->command("pour"), "");
  for (int frame = 0; frame < 3; ++frame) {
    scene->step(1.0f / 60.0f);
    render(*scene);
    glFinish();  // the frame's work is done, as it is by the next frame in the app
  }
  const std::string extra = scene->sidecarExtra();
  EXPECT_NE(extra.find("plot_samples: 2"), std::string::npos) << extra;
  EXPECT_NE(extra.find("non_finite_cells: 0"), std::string::npos) << extra;
  EXPECT_NE(extra.find("grid_cells: 64x64"), std::string::npos) << extra;
}

TEST_F(FluidScene, DestructionReleasesEveryGlObject) {
  makeScene();  // the shader library keeps its programs: build them before counting
  const int before = tp::gl::liveObjectCount();
  {
    tp::gl::GpuTimers timers;  // the timers' queries are counted too: let them go with the scene
    services_ = std::make_unique<tp::SceneServices>(tp::SceneServices{tp::test::shaders(), timers});
    auto scene = makeScene();
    scene->step(1.0f / 60.0f);
    render(*scene);
    EXPECT_EQ(scene->params().set("grid_size", "80"), "");
    scene->step(1.0f / 60.0f);
    EXPECT_EQ(scene->params().set("view", "2d"), "");
    render(*scene);
    target_ = tp::FrameTarget();  // the test's own target is not the scene's
    EXPECT_GT(tp::gl::liveObjectCount(), before);
    scene.reset();
    services_.reset();
  }
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
}

// The scene opens with liquid to see (a tank a third full, walls, gravity),
// not the seed's open tank that drains between its periodic splashes; the
// seed's look is its "seed" preset.
TEST_F(FluidScene, OpensWithAPoolThatStays) {
  auto scene = makeOpeningScene();
  steps(*scene, 600);  // ten seconds
  const double mass = totalMass(stateOf(*scene).cells);
  EXPECT_GT(mass, 0.25 * 64 * 64) << "a third of the tank, at rest density 1";
  const Image picture = render(*scene);
  int liquid = 0;  // the liquid's blue-green, not the floor's tiles or the clear colour
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) liquid += picture.at(x, y).b > picture.at(x, y).r + 30;
  EXPECT_GT(liquid, kWidth * kHeight / 20) << "the pool shows";
  const auto presets = scene->presets();
  EXPECT_TRUE(std::any_of(presets.begin(), presets.end(), [](const tp::ScenePreset& p) { return p.name == "seed"; }));
}
