// The planet scene headless through the Scene interface, and its
// renderer's normals pass. What the issue asks of the scene: the normals are
// rebuilt from the displaced rings (GPU against the CPU statement), a click's
// ray hits the water where the click was and the splash shows there, a click
// and its negative wave leave the volume as it was, the level changes live
// with the waves carried over, the fish stay in the water (away from the
// surface and the core), both looks render, stepping is deterministic, and
// every GL object is released.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "gl/gpu_timer.hpp"
#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "render/frame_target.hpp"
#include "render/orbit_camera.hpp"
#include "scene_fixture.hpp"
#include "scenes/planet/planet_normals.hpp"
#include "scenes/planet/planet_renderer.hpp"
#include "scenes/planet/sphere_height_probes.hpp"
#include "scenes/scene.hpp"
#include "sim/boids/flock.hpp"
#include "sim/floating/rigid_body.hpp"
#include "sim/sphere_wave/sphere_splash.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace {

constexpr int kWidth = tp::test::kSceneWidth, kHeight = tp::test::kSceneHeight;
constexpr float kFrame = tp::test::kSceneFrame;
constexpr double kDegrees = 180.0 / 3.14159265358979;

using Image = tp::test::SceneImage;

// A "name: value" line of the scene's sidecar text, as a number.
double sidecarValue(const tp::Scene& scene, const std::string& name) {
  const std::string text = "\n" + scene.sidecarExtra();
  const size_t at = text.find("\n" + name + ": ");
  EXPECT_NE(at, std::string::npos) << name << " missing in" << text;
  return at == std::string::npos ? NAN : std::atof(text.c_str() + at + name.size() + 3);
}

// The first `count` fish of the scene's state (stateBytes: time as a double, then the boids).
std::vector<tp::Boid> schoolOf(tp::Scene& scene, size_t count) {
  const std::vector<uint8_t> bytes = scene.stateBytes();
  std::vector<tp::Boid> school(count);
  EXPECT_GE(bytes.size(), sizeof(double) + count * sizeof(tp::Boid));
  std::memcpy(school.data(), bytes.data() + sizeof(double), count * sizeof(tp::Boid));
  return school;
}

double meanX(const std::vector<tp::Boid>& school) {
  double sum = 0;
  for (const tp::Boid& boid : school) sum += boid.position.x / double(school.size());
  return sum;
}

class PlanetScene : public tp::test::SceneFixture {
 protected:
  std::unique_ptr<tp::Scene> makeScene(const std::vector<std::string>& settings = {}) {
    return makeNamedScene("planet", settings);
  }
};

}  // namespace

TEST_F(PlanetScene, CreatingItNeedsNoGlAndListsItsParameters) {
  const int before = tp::gl::liveObjectCount();
  auto scene = tp::findScene("planet")->create();
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
  const tp::ParamTable params = scene->params();
  for (const char* name : {"a", "damping", "level", "amplitude", "look", "fish_count", "splash_strength",
                           "splash_radius", "splash_time", "tool"})
    EXPECT_NE(params.find(name), nullptr) << name;
  EXPECT_NE(params.set("level", "9"), "");
  EXPECT_NE(params.set("a", "3"), "") << "beyond the stability limit";
  const tp::CameraStart start = scene->camera();
  EXPECT_LE(start.minPitchDegrees, -85.0f) << "a ball is seen from every side";
  EXPECT_GE(start.maxPitchDegrees, 85.0f);
}

TEST(PlanetNormalsPass, MatchesTheCpuStatementOnADisplacedSurface) {
  tp::SphereWaveGpu solver(tp::test::shaders(), 4);
  tp::PlanetRenderer renderer;
  renderer.init(tp::test::shaders());
  renderer.setMesh(solver.mesh());
  const float amplitude = 0.2f;
  auto compare = [&](double tolerance, const char* what) {
    renderer.updateNormals(solver, amplitude);
    const int n = solver.vertexCount();
    const std::vector<tp::PlanetRenderer::SurfaceVertex> surface = renderer.downloadSurface();
    EXPECT_EQ(surface.size(), size_t(n));
    const std::vector<float> height = solver.readHeight();
    const std::vector<glm::vec3> cpu = tp::displacedNormals(solver.mesh(), height, amplitude);
    double worst = 0, worstPosition = 0, worstFromDirection = 0;
    for (int v = 0; v < n; ++v) {
      const glm::vec3 gpu(surface[size_t(v)].normalRadius);
      worst = std::max(worst, double(glm::length(gpu - cpu[size_t(v)])));
      const glm::vec3 displaced = tp::displacedVertex(solver.mesh(), height, amplitude, v);
      worstPosition = std::max(worstPosition, double(glm::distance(glm::vec3(surface[size_t(v)].positionHeight), displaced)));
      EXPECT_EQ(surface[size_t(v)].positionHeight.w, height[size_t(v)]);
      worstFromDirection = std::max(
          worstFromDirection,
          std::acos(std::min(1.0, double(glm::dot(gpu, solver.mesh().positions[size_t(v)])))) * kDegrees);
    }
    EXPECT_LT(worst, tolerance) << what;
    EXPECT_LT(worstPosition, 1e-6) << what;
    return worstFromDirection;
  };
  // At rest: the vertex directions, within the ring's lean (1.35° at level 2, halving: 0.34° at 4).
  EXPECT_LT(compare(1e-5, "flat"), 0.35);
  // A splash that has run a while: the normals tilt by degrees, GPU and CPU alike.
  solver.addSplash({{0.3f, 0.8f, 0.5f}, 0.5f, 0.3f, true});
  solver.step(40);
  EXPECT_GT(compare(2e-5, "waves"), 3.0) << "the waves must tilt the normals";
}

TEST_F(PlanetScene, RendersTheBallOfWaterInBothLooks) {
  auto sky = makeScene({"level=4", "fish_count=20"});
  auto ocean = makeScene({"level=4", "fish_count=20", "look=ocean_planet"});
  steps(*sky, 10);
  steps(*ocean, 10);
  const Image a = render(*sky), b = render(*ocean);
  int magenta = 0, differ = 0, differOnPlanet = 0;
  const glm::vec2 centre = project({0, 0, 0});
  const float radiusPixels = glm::distance(project({0, 0, 0}), project(glm::vec3(camera_.view()[0][0],
                                                                                 camera_.view()[1][0],
                                                                                 camera_.view()[2][0])));
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const glm::ivec3 c = a.at(x, y), d = b.at(x, y);
      magenta += (c.r > 200 && c.g < 50 && c.b > 200) + (d.r > 200 && d.g < 50 && d.b > 200);
      const bool changed = glm::abs(c - d).r + glm::abs(c - d).g + glm::abs(c - d).b > 30;
      differ += changed;
      differOnPlanet += changed && glm::distance(glm::vec2(x, y), centre) < 0.8f * radiusPixels;
    }
  EXPECT_EQ(magenta, 0) << "every pixel drawn";
  EXPECT_GT(differOnPlanet, int(0.5 * 3.14 * 0.64 * radiusPixels * radiusPixels)) << "the looks differ on the planet";
  EXPECT_GT(differ, kWidth * kHeight / 2) << "and around it (sky and clouds against space)";
  // The sky look: blue above, bright clouds below.
  const glm::ivec3 top = a.at(kWidth / 2, 2), bottom = a.at(8, kHeight - 3);
  EXPECT_GT(top.b, top.r + 30) << "blue sky at the top";
  EXPECT_GT(bottom.r + bottom.g + bottom.b, 3 * 180) << "the sea of clouds below";
  // The ocean look: dark space in a corner.
  const glm::ivec3 corner = b.at(3, 3);
  EXPECT_LT(corner.r + corner.g + corner.b, 3 * 40) << "space is dark";
}

// The wind's ripples (planet_wind_waves.glsl): with wind_waves at 1 the
// water's picture is rougher pixel to pixel than glassy water's and moves
// from frame to frame; glassy water with nothing stirring it stays put.
TEST_F(PlanetScene, TheWindsRipplesRoughenTheWaterAndRun) {
  const std::vector<std::string> still = {"level=5", "fish_count=0", "look=ocean_planet"};
  auto withSetting = [&](const std::string& wind) {
    std::vector<std::string> settings = still;
    settings.push_back("wind_waves=" + wind);
    return makeScene(settings);
  };
  auto glassy = withSetting("0"), windy = withSetting("1");
  // Closer than the start, so that a pixel resolves the shorter ripples too
  // (those finer than a pixel fade into the glint's width).
  camera_.zoom(6.0f);
  steps(*glassy, 5);
  steps(*windy, 5);
  const Image glassyBefore = render(*glassy), windyBefore = render(*windy);
  steps(*glassy, 30);
  steps(*windy, 30);
  const Image glassyAfter = render(*glassy), windyAfter = render(*windy);
  const glm::vec2 centre = project({0, 0, 0});
  const float radiusPixels = glm::distance(centre, project(glm::vec3(camera_.view()[0][0], camera_.view()[1][0],
                                                                     camera_.view()[2][0])));
  // Summed over the inner 0.8 of the disc: |a pixel − its right neighbour|, and |before − after|.
  auto onDisc = [&](int x, int y) { return glm::distance(glm::vec2(x, y), centre) < 0.8f * radiusPixels; };
  auto roughness = [&](const Image& image) {
    double sum = 0;
    for (int y = 0; y < kHeight; ++y)
      for (int x = 0; x + 1 < kWidth; ++x)
        if (onDisc(x, y)) {
          const glm::ivec3 d = glm::abs(image.at(x, y) - image.at(x + 1, y));
          sum += d.r + d.g + d.b;
        }
    return sum;
  };
  auto change = [&](const Image& a, const Image& b) {
    double sum = 0;
    for (int y = 0; y < kHeight; ++y)
      for (int x = 0; x < kWidth; ++x)
        if (onDisc(x, y)) {
          const glm::ivec3 d = glm::abs(a.at(x, y) - b.at(x, y));
          sum += d.r + d.g + d.b;
        }
    return sum;
  };
  std::printf("roughness glassy %.0f, windy %.0f; change glassy %.0f, windy %.0f\n", roughness(glassyBefore),
              roughness(windyBefore), change(glassyBefore, glassyAfter), change(windyBefore, windyAfter));
  EXPECT_GT(roughness(windyBefore), 1.2 * roughness(glassyBefore)) << "the ripples roughen the picture";  // 1.27
  EXPECT_GT(change(windyBefore, windyAfter), 4.0 * change(glassyBefore, glassyAfter) + 1000.0)
      << "and run with time";
}

TEST_F(PlanetScene, AClickHitsTheWaterWhereItWasAndTheSplashShowsThere) {
  auto clicked = makeScene({"level=5", "fish_count=0"});
  auto still = makeScene({"level=5", "fish_count=0"});
  const glm::vec2 pixel(kWidth * 0.56f, kHeight * 0.42f);
  const tp::Ray ray = rayThrough(pixel);
  const std::optional<glm::vec3> hit = clicked->pick(ray);
  ASSERT_TRUE(hit);
  EXPECT_NEAR(glm::length(*hit), 1.0f, 1e-4f);
  EXPECT_LT(glm::distance(project(*hit), pixel), 0.6f) << "the hit projects back onto the clicked pixel";
  EXPECT_GT(glm::dot(*hit, camera_.eye()), 0.0f) << "on the side facing the camera";

  clicked->pointer({tp::PointerEvent::Type::Press, ray, pixel});
  steps(*clicked, 4);  // mid-rise: the bump stands where the click was
  steps(*still, 4);
  const Image a = render(*clicked), b = render(*still);
  glm::dvec2 sum(0);
  int changed = 0, far = 0;
  for (const glm::vec2 at : a.changedFrom(b, 24)) {
    ++changed;
    sum += glm::dvec2(at);
    far += glm::distance(at, pixel) > 40.0f;
  }
  ASSERT_GT(changed, 30) << "the splash must show";
  const glm::vec2 centroid = glm::vec2(sum / double(changed));
  EXPECT_LT(glm::distance(centroid, pixel), 8.0f) << "the splash shows around the clicked pixel";
  EXPECT_LT(far, changed / 10) << "and nowhere else (more than 40 px away)";

  // The highest water is the vertex nearest the hit.
  EXPECT_GT(sidecarValue(*clicked, "max_abs_height"), 0.1);
}

TEST_F(PlanetScene, AClickAndItsNegativeWaveLeaveTheVolumeAsItWas) {
  auto scene = makeScene({"level=5", "fish_count=0", "damping=0"});
  const double before = sidecarValue(*scene, "volume");
  EXPECT_EQ(before, 0.0);
  scene->pointer({tp::PointerEvent::Type::Press, rayThrough({kWidth * 0.5f, kHeight * 0.5f}), {0, 0}});
  steps(*scene, 6);  // the rise: 0.1 s
  const double raised = sidecarValue(*scene, "volume");
  // The bump's volume: Σ w·0.5·(1 − d/0.15) over ~ (0.15 / edge)² vertices; clearly positive.
  EXPECT_GT(raised, 0.5) << "the rise adds water";
  steps(*scene, 6);  // the fall
  EXPECT_EQ(sidecarValue(*scene, "splash_pushes_pending"), 0.0);
  const double after = sidecarValue(*scene, "volume");
  EXPECT_LT(std::fabs(after - before), 1e-5 * raised) << "raised " << raised << ", after " << after;
  steps(*scene, 120);  // the waves run on; the volume stays
  EXPECT_LT(std::fabs(sidecarValue(*scene, "volume") - before), 1e-4 * raised);
  EXPECT_GT(sidecarValue(*scene, "energy"), 1e-3) << "and the water moves";
}

// A player changes the level while the rings run, down to 0 and up to the
// top: each change keeps the water (the sidecar's volume is Σ(deg/6)·z, whose
// level-free form the resample keeps) and no spike. Before, 5 → 0 → 6
// → 3 → 5 after a splash ended with volume −239 and |height| 1.45.
TEST_F(PlanetScene, LevelChangesKeepTheWaterAndGrowNoSpike) {
  auto scene = makeScene({"level=5", "fish_count=0"});
  scene->pointer({tp::PointerEvent::Type::Press, rayThrough({kWidth * 0.5f, kHeight * 0.5f}), {0, 0}});
  steps(*scene, 6);  // the rise: now the volume is the bump's
  const double raised = sidecarValue(*scene, "volume");
  ASSERT_GT(raised, 0.5);
  steps(*scene, 6);  // and the equal fall: the rings run on a zero-mean field
  ASSERT_EQ(sidecarValue(*scene, "splash_pushes_pending"), 0.0);
  steps(*scene, 40);  // far enough that the 12 vertices of level 0 see the rings
  double largest = sidecarValue(*scene, "max_abs_height");
  auto vertices = [](double level) { return 10.0 * std::pow(4.0, level) + 2; };  // Σ(deg/6) = vertices − 2
  double level = 5;
  for (int next : {0, 6, 3, 8, 1, 5}) {
    SCOPED_TRACE("level " + std::to_string(next));
    const double before = sidecarValue(*scene, "volume") / (vertices(level) - 2);
    ASSERT_EQ(scene->params().set("level", std::to_string(next)), "");
    steps(*scene, 1);
    level = next;
    EXPECT_NEAR(sidecarValue(*scene, "volume") / (vertices(level) - 2), before, 1e-6 * raised / (vertices(5) - 2));
    // The resample itself grows no |height| (ResampleKeepsWater, without a
    // step between); the step that applies it may: a field refined from a
    // coarse level bends only along the old edges, where the springs then pull.
    EXPECT_LT(sidecarValue(*scene, "max_abs_height"), 2 * largest);
  }
}

// A player drags the level slider about for ten seconds, a change every
// second, while the fish swim and the rings of a click run: the water keeps
// its volume and never rises near half the planet's radius (the soak's bound).
// Before, 5 -> 0 -> 6 -> 2 -> 4 -> 0 -> 8 lifted it to |height| 4.
TEST_F(PlanetScene, TheLevelChangedEverySecondForTenSeconds) {
  auto scene = makeScene({"level=5", "fish_count=15"});
  scene->pointer({tp::PointerEvent::Type::Press, rayThrough({kWidth * 0.5f, kHeight * 0.5f}), {0, 0}});
  steps(*scene, 6);
  const double raised = sidecarValue(*scene, "volume");  // the rise's volume, for the tolerance
  ASSERT_GT(raised, 0.5);
  steps(*scene, 54);  // and its fall: a zero-mean field from here
  auto perVertex = [&] { return sidecarValue(*scene, "volume") / (sidecarValue(*scene, "vertices") - 2); };
  const double start = perVertex();
  for (int level : {0, 8, 3, 6, 1, 7, 2, 4, 0, 5}) {
    SCOPED_TRACE("level " + std::to_string(level));
    ASSERT_EQ(scene->params().set("level", std::to_string(level)), "");
    steps(*scene, 60);
    EXPECT_LT(sidecarValue(*scene, "max_abs_height"), 0.5) << "half the radius";
    // Each resample keeps the volume to 1e-6 (LevelChangesKeepTheWaterAndGrowNoSpike); a second of float32
    // steps on up to 655,362 vertices adds rounding drift (measured 3e-4 of the rise's volume at most).
    EXPECT_NEAR(perVertex(), start, 1e-3 * raised / 10240);  // 10240 = level 5's vertices - 2
  }
}

TEST_F(PlanetScene, DraggingPaintsASplashTrail) {
  auto scene = makeScene({"level=5", "fish_count=0"});
  scene->pointer({tp::PointerEvent::Type::Press, rayThrough({150, 90}), {150, 90}});
  for (int x = 152; x <= 200; x += 2)
    scene->pointer({tp::PointerEvent::Type::Drag, rayThrough({float(x), 90}), {float(x), 90}});
  const int pending = int(sidecarValue(*scene, "splash_pushes_pending"));
  EXPECT_GE(pending, 6) << "a trail of several splashes (two pushes each)";
  EXPECT_LE(pending, 2 * 25) << "not one per drag event";
  steps(*scene, 30);
  EXPECT_EQ(sidecarValue(*scene, "splash_pushes_pending"), 0.0);
}

TEST_F(PlanetScene, TheLevelChangesLiveAndTheWavesCarryOver) {
  auto scene = makeScene({"level=3", "fish_count=5"});
  ASSERT_EQ(scene->command("splash 0 1 0"), "");
  steps(*scene, 8);
  const double energyAtThree = sidecarValue(*scene, "energy");
  EXPECT_EQ(sidecarValue(*scene, "vertices"), 642);
  EXPECT_EQ(scene->params().set("level", "5"), "");
  steps(*scene, 1);
  EXPECT_EQ(sidecarValue(*scene, "vertices"), 10242);
  EXPECT_GT(sidecarValue(*scene, "max_abs_height"), 0.05) << "the waves came along";
  EXPECT_GT(sidecarValue(*scene, "energy"), 0.0);
  EXPECT_GT(energyAtThree, 0.0);
  const Image picture = render(*scene);
  int magenta = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) magenta += picture.at(x, y) == glm::ivec3(255, 0, 255);
  EXPECT_EQ(magenta, 0);
  EXPECT_EQ(scene->params().set("level", "0"), "");
  steps(*scene, 2);
  EXPECT_EQ(sidecarValue(*scene, "vertices"), 12);
}

TEST_F(PlanetScene, FishStayInTheWaterAwayFromSurfaceAndCoreAndComeToASplash) {
  for (const char* look : {"look=sky_aquarium", "look=ocean_planet"}) {
    auto scene = makeScene({"level=3", "fish_count=40", look});
    steps(*scene, 300);
    EXPECT_EQ(sidecarValue(*scene, "fish_outside_water"), 0) << look;
    EXPECT_EQ(sidecarValue(*scene, "fish"), 40) << look;
  }
  // A splash draws them, on either flock: the school's mean moves towards it.
  for (const char* solver : {"fish_solver=cpu", "fish_solver=gpu"}) {
    auto lured = makeScene({"level=3", "fish_count=30", solver});
    auto other = makeScene({"level=3", "fish_count=30", solver});
    ASSERT_EQ(lured->command("splash 1 0 0"), "");
    ASSERT_EQ(other->command("splash -1 0 0"), "");
    steps(*lured, 90);
    steps(*other, 90);
    EXPECT_GT(meanX(schoolOf(*lured, 30)) - meanX(schoolOf(*other, 30)), 0.3)
        << solver << ": towards +x for one, -x for the other";
  }
}

// A player who splashes should see the fish come: with the scene as it
// opens, most of the school gathers under the splash within a few seconds,
// wherever in the ball it was, and stays while the lure lasts.
TEST_F(PlanetScene, TheSchoolIsSeenGatheringUnderASplash) {
 for (const char* look : {"look=sky_aquarium", "look=ocean_planet"}) {
  auto scene = makeScene({look});
  const int count = sidecarValue(*scene, "fish");
  ASSERT_GT(count, 0);
  ASSERT_EQ(scene->command("splash 1 0 0"), "");
  auto nearSplash = [&] {
    int near = 0;
    for (const tp::Boid& boid : schoolOf(*scene, size_t(count)))
      near += glm::distance(boid.position, glm::vec3(1, 0, 0)) < 0.6f;
    return near;
  };
  const int before = nearSplash();
  steps(*scene, 4 * 60);
  const int after = nearSplash();
  std::printf("near the splash: %d before, %d after, of %d\n", before, after, count);
  EXPECT_GE(after, (2 * count + 2) / 3) << "of " << count << " fish, " << before << " near it at the splash";
  EXPECT_GT(after, before);
 }
}

TEST(PlanetHeightProbes, ReadBackTheSolversHeightsAtTheAskedVertices) {
  tp::SphereWaveGpu solver(tp::test::shaders(), 4);
  solver.addSplash({{0, 1, 0}, 0.5f, 0.4f, true});
  solver.step(10);
  tp::SphereHeightProbes probes;
  probes.init(tp::test::shaders());
  EXPECT_TRUE(probes.collect().empty()) << "nothing asked yet";
  const std::vector<int32_t> vertices = {0, 5, 2561, 1234, 1234, 77, 2000};
  probes.request(solver.heightTexture(), vertices);
  const std::vector<float> read = probes.collect();
  const std::vector<float> all = solver.readHeight();
  ASSERT_EQ(read.size(), vertices.size());
  for (size_t i = 0; i < vertices.size(); ++i) EXPECT_EQ(read[i], all[size_t(vertices[i])]) << i;
  EXPECT_TRUE(probes.collect().empty()) << "each request is collected once";
}

TEST_F(PlanetScene, ADroppedCrateFallsFloatsAndBobsOnTheWaves) {
  auto scene = makeScene({"level=4", "fish_count=0", "crate_size=0.1", "damping=0"});
  ASSERT_EQ(scene->command("drop 0 1 0"), "");
  EXPECT_EQ(sidecarValue(*scene, "crates"), 1);
  EXPECT_NEAR(sidecarValue(*scene, "crate_1_radius"), 1.3, 1e-4) << "dropped from above the water";
  steps(*scene, 240);
  // Afloat: its centre near the water line (the planet's curvature sinks it 0.002).
  EXPECT_NEAR(sidecarValue(*scene, "crate_1_radius"), 1.0, 0.02);
  EXPECT_GT(sidecarValue(*scene, "energy"), 0.0) << "its fall splashed the water";
  // A splash right under it lifts it, then lets it down.
  ASSERT_EQ(scene->command("still"), "");
  steps(*scene, 120);
  const double rest = sidecarValue(*scene, "crate_1_radius");
  ASSERT_EQ(scene->command("splash 0 1 0"), "");
  double highest = rest;
  for (int i = 0; i < 12; ++i) {
    steps(*scene, 1);
    highest = std::max(highest, sidecarValue(*scene, "crate_1_radius"));
  }
  // The bump peaks at ~0.28 height units (it spreads while it rises), 0.08
  // units at its centre with amplitude 0.3; the crate, 0.1 wide and a step
  // late, rises 0.014 of that (measured). Without the probes' readback: 0.
  EXPECT_GT(highest - rest, 0.008) << "the rise carries it up";
  EXPECT_EQ(scene->command("clear"), "");
  EXPECT_EQ(sidecarValue(*scene, "crates"), 0);
  // The drop tool: a click drops a crate above the point clicked; a drag drops no more.
  EXPECT_EQ(scene->command("tool drop"), "");
  const glm::vec2 pixel(kWidth * 0.5f, kHeight * 0.45f);
  const std::optional<glm::vec3> hit = scene->pick(rayThrough(pixel));
  ASSERT_TRUE(hit);
  scene->pointer({tp::PointerEvent::Type::Press, rayThrough(pixel), pixel});
  scene->pointer({tp::PointerEvent::Type::Drag, rayThrough(pixel + glm::vec2(20, 0)), pixel + glm::vec2(20, 0)});
  EXPECT_EQ(sidecarValue(*scene, "crates"), 1);
  EXPECT_EQ(sidecarValue(*scene, "splash_pushes_pending"), 0) << "the drop tool does not splash";
  const std::vector<uint8_t> bytes = scene->stateBytes();  // time, no fish, then the crate's rigid body
  tp::RigidBody body;
  std::memcpy(&body, bytes.data() + sizeof(double), sizeof body);
  EXPECT_GT(glm::dot(glm::normalize(body.position), *hit), 0.9999f) << "above the point clicked";
}

// A crate afloat at the north pole, where the ocean look's sun stands 15.7°
// above the horizon, shades the water on its far side from the sun and not
// on its near side: the picture with shadows against the one without, seen
// from straight above. Its 0.05 units above the water cast a shadow 0.18
// long past its edge; the points looked at lie 0.12 from its centre.
// (The shadow map is asked with the water's own position, so a map never
// drawn, or the water's pass not given it, shows as no darkening.)
TEST_F(PlanetScene, ACratesShadowFallsOnTheWaterAwayFromTheSun) {
  const std::vector<std::string> settings = {"level=4", "fish_count=0", "crate_size=0.1", "damping=0",
                                             "look=ocean_planet", "wind_waves=0"};
  auto lit = makeScene(settings);
  std::vector<std::string> without = settings;
  without.push_back("shadows=false");
  auto plain = makeScene(without);
  for (tp::Scene* scene : {lit.get(), plain.get()}) {
    ASSERT_EQ(scene->command("drop 0 1 0"), "");
    steps(*scene, 240);
    ASSERT_EQ(scene->command("still"), "");
    steps(*scene, 60);
  }
  // The ocean look's sun (planet_scene.cpp): towards (0.68, 0.27, -0.68).
  const glm::vec3 sun = glm::normalize(glm::vec3(0.68f, 0.27f, -0.68f));
  const glm::vec3 away = -glm::normalize(glm::vec3(sun.x, 0, sun.z));
  const glm::vec3 shaded = glm::normalize(glm::vec3(0, 1, 0) + away * 0.12f);
  const glm::vec3 sunSide = glm::normalize(glm::vec3(0, 1, 0) - away * 0.12f);
  camera_.setPose({.target = {0, 1, 0}, .distance = 0.8f, .yawDegrees = 0, .pitchDegrees = 89});
  const Image a = render(*lit), b = render(*plain);
  // The darkening (r + g + b without less with), its mean over a disc of 3 pixels.
  auto darkening = [&](const glm::vec3& world) {
    const glm::vec2 centre = project(world);
    double sum = 0;
    int count = 0;
    for (int dy = -3; dy <= 3; ++dy)
      for (int dx = -3; dx <= 3; ++dx) {
        if (dx * dx + dy * dy > 9) continue;
        const glm::ivec3 d = b.at(int(centre.x) + dx, int(centre.y) + dy) - a.at(int(centre.x) + dx, int(centre.y) + dy);
        sum += d.r + d.g + d.b;
        ++count;
      }
    return sum / count;
  };
  const glm::vec2 shadedPixel = project(shaded), sunSidePixel = project(sunSide);
  std::printf("away from the sun (pixel %.0f, %.0f): darker by %.1f; towards it (pixel %.0f, %.0f): %.1f\n",
              shadedPixel.x, shadedPixel.y, darkening(shaded), sunSidePixel.x, sunSidePixel.y, darkening(sunSide));
  for (const glm::vec2 p : {shadedPixel, sunSidePixel})
    ASSERT_TRUE(p.x > 4 && p.y > 4 && p.x < kWidth - 4 && p.y < kHeight - 4) << "both points in the picture";
  // Faint, as on clear water: the shadow takes the glint and half the
  // light the water scatters, while the sea floor seen through it is lit
  // (the crate's shadow meets the floor a unit further on), so the bound
  // is a few levels of r + g + b, well clear of the sun side's none.
  EXPECT_GT(darkening(shaded), 5.0) << "the crate's shadow on the water";
  EXPECT_LT(std::abs(darkening(sunSide)), 1.0) << "no shadow on the sun's side";
}

TEST_F(PlanetScene, SteppingIsDeterministicAndCommandsAreChecked) {
  auto a = makeScene({"level=4"});
  auto b = makeScene({"level=4"});
  for (tp::Scene* s : {a.get(), b.get()}) {
    EXPECT_EQ(s->command("splash 0.2 0.9 0.3"), "");
    s->pointer({tp::PointerEvent::Type::Press, rayThrough({170, 80}), {170, 80}});
    steps(*s, 40);
  }
  EXPECT_EQ(a->stateBytes(), b->stateBytes());
  EXPECT_NE(a->command("splash 0 0 0"), "");
  // An audit of bad input: `splash inf 0 0` passed the length check and its NaN
  // centre turned every height NaN. Refused with a message; the water stays finite.
  for (const char* bad : {"splash inf 0 0", "splash 0 nan 1", "splash 1e39 0 0", "drop -inf 0 0", "drop 0 0 nan"}) {
    const std::string error = a->command(bad);
    EXPECT_NE(error.find("not finite"), std::string::npos) << bad << ": " << error;
  }
  steps(*a, 5);
  EXPECT_TRUE(std::isfinite(sidecarValue(*a, "volume")));
  EXPECT_TRUE(std::isfinite(sidecarValue(*a, "max_abs_height"))) << "NaN heights read as NaN, not as 0";
  EXPECT_GT(sidecarValue(*a, "max_abs_height"), 0.0) << "the earlier splashes are still there";
  EXPECT_EQ(sidecarValue(*a, "crates"), 0.0);
  EXPECT_NE(a->command("look purple"), "");
  EXPECT_NE(a->command("dance"), "");
  EXPECT_EQ(a->command("tool drop"), "");
  EXPECT_EQ(a->command("look ocean_planet"), "");
  EXPECT_EQ(a->command("still"), "");
  EXPECT_EQ(sidecarValue(*a, "max_abs_height"), 0.0);
}

// The GPU fish's buffers (the flock's, grown by a larger count, and the instances) go with the scene too.
TEST_F(PlanetScene, ReleasesEveryGlObject) {
  makeScene({"fish_solver=gpu"});  // the shader library keeps its programs: build them before counting
  const int before = tp::gl::liveObjectCount();
  {
    tp::gl::GpuTimers timers;  // its queries, and the frame target, go with the scene
    services_ = std::make_unique<tp::SceneServices>(tp::SceneServices{tp::test::shaders(), timers});
    auto scene = makeScene({"level=4", "look=ocean_planet", "fish_solver=gpu", "fish_count=100"});
    EXPECT_EQ(scene->command("drop 0 1 0"), "");
    steps(*scene, 3);
    render(*scene);
    EXPECT_EQ(scene->params().set("level", "3"), "");
    EXPECT_EQ(scene->params().set("fish_count", "300"), "");
    steps(*scene, 2);
    render(*scene);
    target_ = tp::FrameTarget();
    EXPECT_GT(tp::gl::liveObjectCount(), before);
    scene.reset();
    services_.reset();
  }
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
}

// fish_solver=gpu on llvmpipe: the GPU flock moves the fish (the sidecar says
// so), they stay in the water, are drawn from the GPU's instance buffer (the
// picture changes where they swim), and a switch back to the CPU carries the
// school over; auto keeps them on the CPU here. (That they come to a splash:
// the test above, on both flocks.)
TEST_F(PlanetScene, GpuFishSwimInTheWaterAndShow) {
  auto automatic = makeScene({"level=3", "fish_count=10"});
  EXPECT_NE(automatic->sidecarExtra().find("fish_solver_running: cpu\n"), std::string::npos)
      << "auto: the CPU flock on software GL";

  for (const char* look : {"look=sky_aquarium", "look=ocean_planet"}) {
    auto scene = makeScene({"level=3", "fish_count=800", "fish_solver=gpu", look});
    steps(*scene, 60);
    EXPECT_NE(scene->sidecarExtra().find("fish_solver_running: gpu\n"), std::string::npos) << look;
    EXPECT_EQ(sidecarValue(*scene, "fish"), 800) << look;
    EXPECT_EQ(sidecarValue(*scene, "fish_outside_water"), 0) << look;
    // Drawn: against the same water without fish, thousands of pixels change, inside the planet's disc.
    auto empty = makeScene({"level=3", "fish_count=0", "fish_solver=gpu", look});
    steps(*empty, 60);
    const Image a = render(*scene), b = render(*empty);
    const glm::vec2 centre = project({0, 0, 0});
    const std::vector<glm::vec2> pixels = a.changedFrom(b, 30);
    const int changed = int(pixels.size());
    // The disc's radius: tan(asin(1/3.6)) / tan(22.5°) · 90 px = 63 px, 0.35 of the height.
    const int changedOff = int(std::count_if(pixels.begin(), pixels.end(), [&](const glm::vec2& at) {
      return glm::distance(at, centre) > 0.37f * kHeight;
    }));
    // Measured on llvmpipe: 4,773 (sky) and 3,135 (ocean) pixels changed, none off the disc.
    EXPECT_GT(changed, 1500) << look << ": the fish show";
    EXPECT_LT(changedOff, changed / 20) << look << ": on the planet only";
  }

  // Back to the CPU: the GPU school, lured a while, swims on there.
  auto lured = makeScene({"level=3", "fish_count=30", "fish_solver=gpu"});
  ASSERT_EQ(lured->command("splash 1 0 0"), "");
  steps(*lured, 30);
  // Each fish at most a step's swim from where it was.
  const std::vector<tp::Boid> before = schoolOf(*lured, 30);
  ASSERT_EQ(lured->params().set("fish_solver", "cpu"), "");
  steps(*lured, 1);
  EXPECT_NE(lured->sidecarExtra().find("fish_solver_running: cpu\n"), std::string::npos);
  const std::vector<tp::Boid> after = schoolOf(*lured, 30);
  float farthest = 0;
  for (size_t i = 0; i < before.size(); ++i)
    farthest = std::max(farthest, glm::distance(before[i].position, after[i].position));
  EXPECT_LT(farthest, 0.35f * kFrame + 1e-4f) << "max speed 0.35 units/s";
  EXPECT_EQ(sidecarValue(*lured, "fish"), 30);
}

