// The command line: every option parses, and every mistake is one line that
// names the problem and the valid choices (the app exits 2 on it).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/cli.hpp"
#include "scenes/scene.hpp"

namespace {

tp::CliParse parse(std::vector<std::string_view> args) { return tp::parseCommandLine(args); }

// The error of parsing `args`, which must fail with a single line containing every piece of `expected`.
void expectError(std::vector<std::string_view> args, std::vector<std::string> expected) {
  const tp::CliParse result = parse(args);
  ASSERT_FALSE(result.error.empty()) << "should have failed: " << (args.empty() ? "" : args[0]);
  EXPECT_EQ(result.error.find('\n'), std::string::npos) << "one line: " << result.error;
  for (const auto& piece : expected)
    EXPECT_NE(result.error.find(piece), std::string::npos) << "'" << piece << "' missing in: " << result.error;
}

}  // namespace

TEST(Cli, DefaultsWithNoArguments) {
  const tp::CliParse result = parse({});
  ASSERT_EQ(result.error, "");
  EXPECT_EQ(result.options.scene, "harbor");
  EXPECT_FALSE(result.options.headless);
  EXPECT_EQ(result.options.width, 1280);
  EXPECT_EQ(result.options.height, 720);
  EXPECT_EQ(result.options.frames, 0);
  EXPECT_EQ(result.options.simRateHz, 60.0);
}

TEST(Cli, EveryOptionParses) {
  const tp::CliParse result =
      parse({"--scene", "demo", "--headless", "--size", "640x360", "--frames", "30", "--screenshot", "out/a.png",
             "--set", "amplitude=0.1", "--set=wavelength=4", "--hide-ui", "--gl-debug", "--sim-rate", "120"});
  ASSERT_EQ(result.error, "");
  const tp::CommandLine& o = result.options;
  EXPECT_TRUE(o.headless);
  EXPECT_EQ(o.width, 640);
  EXPECT_EQ(o.height, 360);
  EXPECT_EQ(o.frames, 30);
  EXPECT_EQ(o.screenshotPath, "out/a.png");
  EXPECT_EQ(o.settings, (std::vector<std::string>{"amplitude=0.1", "wavelength=4"}));
  EXPECT_TRUE(o.hideUi);
  EXPECT_TRUE(o.glDebug);
  EXPECT_EQ(o.simRateHz, 120.0);
}

TEST(Cli, HelpAndVersion) {
  EXPECT_TRUE(parse({"--help"}).options.help);
  EXPECT_TRUE(parse({"--version"}).options.version);
  const std::string usage = tp::usageText();
  for (const char* piece : {"--scene", "--headless", "--size", "--frames", "--screenshot", "--set", "--hide-ui",
                            "--gl-debug", "--sim-rate", "demo", "amplitude", "F12", "Esc", "Right drag"})
    EXPECT_NE(usage.find(piece), std::string::npos) << piece;
}

TEST(Cli, ScreenshotAloneMeansAfterOneFrame) {
  EXPECT_EQ(parse({"--screenshot", "a.png"}).options.frames, 1);
  EXPECT_EQ(parse({"--frames", "5", "--screenshot", "a.png"}).options.frames, 5);
}

TEST(Cli, UnknownOptionListsTheValidOnes) {
  expectError({"--bogus"}, {"unknown option '--bogus'", "--scene", "--frames", "--sim-rate"});
  expectError({"stray"}, {"unexpected argument 'stray'", "--scene"});
}

TEST(Cli, MissingValue) {
  expectError({"--scene"}, {"--scene needs a value", "NAME"});
  expectError({"--frames"}, {"--frames needs a value"});
}

TEST(Cli, SwitchWithValue) { expectError({"--headless=yes"}, {"--headless takes no value"}); }

TEST(Cli, BadSize) {
  for (std::string_view bad : {"big", "640", "640x", "x480", "640x48", "10x10", "99999x100", "640x480x2", "-640x480"})
    expectError({"--size", bad}, {"bad --size '" + std::string(bad) + "'", "WxH", "1280x720"});
}

TEST(Cli, UnknownSceneListsTheScenes) {
  expectError({"--scene", "ocean"}, {"unknown scene 'ocean'", "valid scenes:", "demo"});
}

TEST(Cli, BadFrames) {
  for (std::string_view bad : {"0", "-3", "ten", "1.5", ""})
    expectError({"--frames", bad}, {"bad --frames", ">= 1"});
}

TEST(Cli, BadSimRate) {
  for (std::string_view bad : {"0", "5000", "fast", "nan"}) expectError({"--sim-rate", bad}, {"bad --sim-rate", "[1, 1000]"});
}

TEST(Cli, ScreenshotMustBePng) { expectError({"--screenshot", "shot.jpg"}, {"must end in .png"}); }

TEST(Cli, SetNeedsNameEqualsValue) {
  expectError({"--set", "amplitude"}, {"bad --set 'amplitude'", "name=value"});
  expectError({"--set", "=3"}, {"bad --set '=3'"});
}

TEST(Cli, HeadlessNeedsAnEnd) {
  expectError({"--headless"}, {"--headless needs --frames"});
  EXPECT_EQ(parse({"--headless", "--frames", "3"}).error, "");
}

// --set names and values are checked against the scene's ParamTable, which a
// scene builds without GL (SceneEntry::create), so before any window exists.
TEST(Cli, SettingsAreCheckedAgainstTheScenesTable) {
  auto scene = tp::findScene("demo")->create();
  const tp::ParamTable params = scene->params();
  EXPECT_EQ(tp::applySettings(params, {"amplitude=0.1", "water_tint=lagoon", "wireframe=true"}), "");
  EXPECT_EQ(params.valueText(*params.find("water_tint")), "lagoon");

  const std::string unknown = tp::applySettings(params, {"amplitude=0.1", "depth=3"});
  EXPECT_NE(unknown.find("unknown parameter 'depth'"), std::string::npos) << unknown;
  EXPECT_NE(unknown.find("amplitude"), std::string::npos) << "lists valid names: " << unknown;

  const std::string outOfRange = tp::applySettings(params, {"wavelength=500"});
  EXPECT_NE(outOfRange.find("out of range"), std::string::npos) << outOfRange;
  EXPECT_EQ(params.valueText(*params.find("wavelength")), "6") << "a refused value leaves the old one";

  // A stability limit names its reason: amplitude is capped by the wavelength's steepness.
  const std::string limited = tp::applySettings(params, {"wavelength=1", "amplitude=1"});
  EXPECT_NE(limited.find("steepness"), std::string::npos) << limited;

  const std::string badChoice = tp::applySettings(params, {"water_tint=pink"});
  EXPECT_NE(badChoice.find("ocean|lagoon|murky"), std::string::npos) << badChoice;
}

TEST(Cli, PrintPixelTakesWorldPointsAndRepeats) {
  const auto ok = parse({"--scene", "bowl", "--print-pixel", "0.1,1.18,0.25", "--print-pixel", "-1,0,2e3"});
  ASSERT_EQ(ok.error, "");
  ASSERT_EQ(ok.options.printPixels.size(), 2u);
  EXPECT_EQ(ok.options.printPixels[1], glm::vec3(-1, 0, 2000));
  for (const char* bad : {"1,2", "1,2,3,4", "a,b,c", "1,,3", "nan,0,0", "1e7,0,0"})
    EXPECT_NE(parse({"--print-pixel", bad}).error.find("bad --print-pixel"), std::string::npos) << bad;
  EXPECT_NE(parse({"--print-pixel", "0,0,0", "--compare", "", "a=1"}).error.find("one picture"), std::string::npos);
}

TEST(Cli, RenderScaleIsAShareOfTheSize) {
  EXPECT_EQ(parse({"--render-scale", "0.75"}).options.renderScale, 0.75);
  for (const char* bad : {"0", "0.2", "1.5", "x", "nan"})
    EXPECT_NE(parse({"--render-scale", bad}).error.find("bad --render-scale"), std::string::npos) << bad;
}
