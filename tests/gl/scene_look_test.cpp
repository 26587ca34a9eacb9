// Every scene's look held to a committed picture (tests/data/looks/*.png),
// so a change to a shader, a colour or the light that alters what a player
// sees fails here until its picture is looked at and remade on purpose:
//   TIDEPOOL_UPDATE_LOOKS=1 build/test/tests/gl_tests --gtest_filter='SceneLook*'
// writes the pictures anew (look at them before committing). The scenes open
// with their defaults or a preset, run a fixed number of 1/60 s steps (the
// scenes are deterministic) and are drawn from their start camera at the
// fixture's 320x180, one sample a pixel unless a look says more, on llvmpipe.
//
// Thresholds, on 0..255: per pixel the largest of its three channels'
// differences, whose mean over the picture may reach 0.5 and whose 99th
// percentile 8; and each channel's mean signed difference (a shift of the
// whole picture's colour) 0.4. Mesa 22.3 and 25.0 (Debian 12 and 13, LLVM 15
// and 19) draw all seven pictures bit for bit alike (before the eighth, under the water, was added); the margin is for a CPU
// whose llvmpipe rounds a little differently (another vector width, no
// FMA). Darkening the harbor water's body colour by 5 % alone shifts its
// picture by 0.78 and fails.
#include <gtest/gtest.h>

#include <stb_image.h>
#include <stb_image_write.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "scene_fixture.hpp"

namespace tp::test {
namespace {

constexpr double kMeanLimit = 0.5;
constexpr int kPercentileLimit = 8;  // the 99th percentile's
constexpr double kShiftLimit = 0.4;

struct Look {
  const char* file;    // tests/data/looks/<file>.png
  const char* scene;
  const char* preset;  // nullptr: the scene's defaults
  int steps;
  int samples = 1;     // the frame's; 4 as the app draws at full quality, where the water is shaded by compute
  const CameraPose* camera = nullptr;  // nullptr: the scene's start camera
  const char* command = nullptr;       // run before the steps (Scene::command), e.g. "cruise 2.5"
  // Settings after the preset's ("name=value"); with follow_camera=true the
  // camera's pose is kept round the point the scene follows (your tug).
  std::array<const char*, 4> settings{};
  bool lightQuality = false;  // the scene's light quality (Scene::lightQuality) after the preset, as on software GL
};

// 2.5 m under the harbor's calm water looking up at 55 degrees: Snell's
// window with the sky and the sun in it, a crate's underside against it,
// the surface a dark mirror beyond (under_water_test.cpp asks why).
const CameraPose kUnderTheBasin{{0.0f, 0.0f, 1.5f}, 3.0f, 20.0f, -55.0f};
// 1.5 m under the basin in a fresh breeze looking a little down: the floor
// seen from under the water, lit through the waves by the caustics' net.
const CameraPose kOverTheFloor{{0.0f, 0.0f, 1.5f}, 14.0f, 20.0f, -6.0f};
// 25 m behind your tug and above it, looking down at 30 degrees along its
// cruise, the sun at your back (assets/replays/harbor-wake-sun-behind.txt, nearer).
const CameraPose kBehindTheTug{{0.0f, 0.0f, 0.0f}, 25.0f, 200.0f, 30.0f};

// One picture a scene, and the harbor's light at noon, in wind and at sunset,
// the sunset also as the app draws it at full quality (4 samples a pixel:
// the water shaded by compute, water_shade.comp), the harbor from under
// its water (looking up, and at the floor under the caustics' net in a
// fresh breeze; the same floor at light quality, one sample a pixel, the
// water's fog mixed in while drawing and the floor shaded once a vertex),
// and your tug ten seconds into a cruise in a gentle breeze
// (its wake's white water, the wind breaking its crests: breaking_in_wind.h).
const Look kLooks[] = {
    {"harbor", "harbor", nullptr, 30},       {"harbor-fresh", "harbor", "fresh", 30},
    {"harbor-sunset", "harbor", "sunset", 30}, {"harbor-sunset-msaa", "harbor", "sunset", 30, 4},
    {"planet", "planet", nullptr, 30},       {"bowl", "bowl", nullptr, 30},
    {"fluid", "fluid", nullptr, 30},         {"demo", "demo", nullptr, 30},
    {"harbor-under", "harbor", nullptr, 30, 4, &kUnderTheBasin},
    {"harbor-wake-breeze", "harbor", "breeze", 600, 1, &kBehindTheTug, "cruise 2.5",
     {"follow_camera=true", "sun_azimuth=345", "cruisers=0", "crates=0"}},
    {"harbor-under-floor", "harbor", "fresh", 30, 4, &kOverTheFloor, nullptr,
     {"caustics=true", "per_pixel_water=true"}},
    {"harbor-under-floor-light", "harbor", "fresh", 30, 1, &kOverTheFloor, nullptr, {}, true},
};

// Test names and failures name the picture, not the struct's bytes.
void PrintTo(const Look& look, std::ostream* out) { *out << look.file; }

std::filesystem::path lookPath(const Look& look) {
  return std::filesystem::path(TIDEPOOL_TEST_DATA) / "looks" / (std::string(look.file) + ".png");
}

std::vector<std::string> lookSettings(const Look& look) {
  std::vector<std::string> settings;
  if (look.preset) {
    bool found = false;
    for (const ScenePreset& preset : findScene(look.scene)->create()->presets())
      if (preset.name == look.preset) settings = preset.settings, found = true;
    if (!found) ADD_FAILURE() << look.scene << " has no preset " << look.preset;
  }
  if (look.lightQuality)
    for (const std::string& setting : findScene(look.scene)->create()->lightQuality()) settings.push_back(setting);
  for (const char* setting : look.settings)
    if (setting) settings.emplace_back(setting);
  return settings;
}

struct Difference {
  double mean = 0;      // of each pixel's largest channel difference
  int percentile99 = 0;  // of the same
  double shift = 0;     // the largest of the three channels' mean signed difference
};

Difference compare(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b) {
  std::vector<int> perPixel(a.size() / 3);
  double sum = 0, signedSum[3] = {0, 0, 0};
  for (size_t i = 0; i < perPixel.size(); ++i) {
    int largest = 0;
    for (size_t c = 0; c < 3; ++c) {
      const int d = int(a[3 * i + c]) - int(b[3 * i + c]);
      largest = std::max(largest, std::abs(d));
      signedSum[c] += d;
    }
    perPixel[i] = largest;
    sum += largest;
  }
  const size_t at = perPixel.size() * 99 / 100;
  std::nth_element(perPixel.begin(), perPixel.begin() + long(at), perPixel.end());
  double shift = 0;
  for (double channel : signedSum) shift = std::max(shift, std::abs(channel) / double(perPixel.size()));
  return {sum / double(perPixel.size()), perPixel[at], shift};
}

class SceneLook : public SceneFixture, public testing::WithParamInterface<Look> {};

TEST_P(SceneLook, MatchesItsReferencePicture) {
  const Look& look = GetParam();
  auto scene = makeNamedScene(look.scene, lookSettings(look));
  if (look.command) ASSERT_EQ(scene->command(look.command), "") << look.command;
  steps(*scene, look.steps);
  if (look.camera) camera_.setPose(*look.camera);
  if (const std::optional<glm::vec3> followed = scene->followPoint()) camera_.follow(*followed, 60.0);  // settled on it
  const SceneImage image = render(*scene, look.samples);
  const std::filesystem::path reference = lookPath(look);
  if (std::getenv("TIDEPOOL_UPDATE_LOOKS")) {
    std::filesystem::create_directories(reference.parent_path());
    ASSERT_TRUE(stbi_write_png(reference.c_str(), kSceneWidth, kSceneHeight, 3, image.rgb.data(), kSceneWidth * 3))
        << reference;
    std::printf("wrote %s\n", reference.c_str());
    return;
  }
  int width = 0, height = 0, channels = 0;
  std::unique_ptr<stbi_uc, void (*)(void*)> pixels(stbi_load(reference.c_str(), &width, &height, &channels, 3),
                                                   stbi_image_free);
  ASSERT_TRUE(pixels) << reference << ": missing or unreadable (TIDEPOOL_UPDATE_LOOKS=1 makes it)";
  ASSERT_EQ(width, kSceneWidth);
  ASSERT_EQ(height, kSceneHeight);
  const std::vector<uint8_t> expected(pixels.get(), pixels.get() + size_t(width) * size_t(height) * 3);
  const Difference difference = compare(image.rgb, expected);
  std::printf("%s: mean difference %.3f, 99th percentile %d, largest channel shift %.3f (of 255)\n", look.file,
              difference.mean, difference.percentile99, difference.shift);
  const bool drifted = difference.mean > kMeanLimit || difference.percentile99 > kPercentileLimit ||
                       difference.shift > kShiftLimit;
  if (drifted) {
    // What it drew now, to look at beside the reference.
    const std::filesystem::path now = std::filesystem::temp_directory_path() / (std::string(look.file) + "-now.png");
    stbi_write_png(now.c_str(), kSceneWidth, kSceneHeight, 3, image.rgb.data(), kSceneWidth * 3);
    ADD_FAILURE() << look.file << " drifted from " << reference << ": mean " << difference.mean << " (limit "
                  << kMeanLimit << "), 99th percentile " << difference.percentile99 << " (limit " << kPercentileLimit
                  << "), shift " << difference.shift << " (limit " << kShiftLimit << "); now drawn: " << now;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryScene, SceneLook, testing::ValuesIn(kLooks),
                         [](const testing::TestParamInfo<Look>& info) {
                           std::string name = info.param.file;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace tp::test
