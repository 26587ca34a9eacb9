// A look in one line (scenes/settings_string.*): what differs from the
// scene's defaults goes in, reads back to the same values, and a bad line
// is one clear refusal that changes nothing.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli.hpp"
#include "scenes/scene.hpp"
#include "scenes/settings_string.hpp"

namespace tp {
namespace {

TEST(SettingsString, HoldsOnlyWhatDiffersFromTheDefaultsAndReadsBack) {
  const std::unique_ptr<Scene> opened = findScene("harbor")->create(), played = findScene("harbor")->create();
  EXPECT_EQ(settingsString("harbor", played->params(), opened->params()), "harbor:");
  ASSERT_EQ(played->params().setAssignment("wind_speed=8"), "");
  ASSERT_EQ(played->params().setAssignment("choppiness=1.4"), "");
  const std::string line = settingsString("harbor", played->params(), opened->params());
  EXPECT_EQ(line.find(' '), std::string::npos);
  EXPECT_NE(line.find("wind_speed=8"), std::string::npos);
  ParsedSettings parsed;
  ASSERT_EQ(parseSettingsString(line, parsed), "");
  EXPECT_EQ(parsed.scene, "harbor");
  const std::unique_ptr<Scene> restored = findScene("harbor")->create();
  for (const std::string& setting : parsed.settings) ASSERT_EQ(restored->params().setAssignment(setting), "");
  EXPECT_EQ(restored->params().snapshot(), played->params().snapshot());
}

TEST(SettingsString, EveryScenesLookRoundTrips) {
  for (const SceneEntry& entry : sceneTable()) {
    const std::unique_ptr<Scene> opened = entry.create(), played = entry.create();
    for (const ScenePreset& preset : played->presets())
      for (const std::string& setting : preset.settings) (void)played->params().setAssignment(setting);
    ParsedSettings parsed;
    ASSERT_EQ(parseSettingsString(settingsString(entry.name, played->params(), opened->params()), parsed), "")
        << entry.name;
    const std::unique_ptr<Scene> restored = entry.create();
    for (const std::string& setting : parsed.settings) EXPECT_EQ(restored->params().setAssignment(setting), "");
    EXPECT_EQ(restored->params().snapshot(), played->params().snapshot()) << entry.name;
  }
}

TEST(SettingsString, ABadLineIsOneRefusalAndChangesNothing) {
  ParsedSettings parsed{"demo", {"amplitude=0.2"}};
  const ParsedSettings before = parsed;
  EXPECT_EQ(parseSettingsString("harbor wind_speed=8", parsed),
            "bad --settings \"harbor wind_speed=8\": expected SCENE:name=value,... (the panel's Copy settings makes one)");
  EXPECT_EQ(parseSettingsString("ocean:wind_speed=8", parsed).rfind("bad --settings \"ocean:wind_speed=8\": no scene \"ocean\"; scenes: ", 0), 0u);
  EXPECT_NE(parseSettingsString("harbor:wind_speed", parsed), "");
  EXPECT_NE(parseSettingsString("harbor:wind_speed=8,,", parsed), "");
  EXPECT_EQ(parseSettingsString("harbor:wind_speed=8,wind_speed=9", parsed),
            "bad --settings \"harbor:wind_speed=8,wind_speed=9\": wind_speed is given twice");
  EXPECT_EQ(parsed.scene, before.scene);
  EXPECT_EQ(parsed.settings, before.settings);
}

// The panel's Paste settings (applySettingsLook): a played scene takes the
// look whole, the values it had that the line does not name back at their
// defaults; a bad value or an unknown name leaves every value as it was.
TEST(SettingsString, PastingALookSetsItWholeOrNotAtAll) {
  const std::unique_ptr<Scene> opened = findScene("harbor")->create(), shared = findScene("harbor")->create();
  ASSERT_EQ(shared->params().setAssignment("wind_speed=8"), "");
  ASSERT_EQ(shared->params().setAssignment("sun_elevation=12"), "");
  ParsedSettings look;
  ASSERT_EQ(parseSettingsString(settingsString("harbor", shared->params(), opened->params()), look), "");

  const std::unique_ptr<Scene> mine = findScene("harbor")->create();
  ASSERT_EQ(mine->params().setAssignment("choppiness=1.2"), "");  // not in the look: back to its default
  EXPECT_EQ(applySettingsLook(look, mine->params(), opened->params()), "");
  EXPECT_EQ(mine->params().snapshot(), shared->params().snapshot());

  const auto before = mine->params().snapshot();
  const ParsedSettings badValue{"harbor", {"wind_speed=3", "sun_elevation=400"}};
  EXPECT_NE(applySettingsLook(badValue, mine->params(), opened->params()), "");
  EXPECT_EQ(mine->params().snapshot(), before) << "nothing changed";
  const ParsedSettings unknown{"harbor", {"wind_speed=3", "no_such_thing=1"}};
  EXPECT_EQ(applySettingsLook(unknown, mine->params(), opened->params()), "the harbor scene has no parameter no_such_thing");
  EXPECT_EQ(mine->params().snapshot(), before) << "nothing changed";
}

CliParse parse(std::vector<std::string_view> args) { return parseCommandLine(args); }

TEST(SettingsString, TheCommandLineOpensTheLooksSceneBeforeItsSets) {
  const CliParse ok = parse({"--set", "wind_speed=3", "--settings", "harbor:wind_speed=8,choppiness=1.4"});
  ASSERT_EQ(ok.error, "");
  EXPECT_EQ(ok.options.scene, "harbor");
  EXPECT_EQ(ok.options.settings, (std::vector<std::string>{"wind_speed=8", "choppiness=1.4", "wind_speed=3"}));
  const CliParse clash = parse({"--scene", "bowl", "--settings", "harbor:wind_speed=8"});
  EXPECT_EQ(clash.error, "--settings is a look of scene 'harbor', not 'bowl': leave out --scene");
  EXPECT_NE(parse({"--settings", "harbor"}).error, "");
  EXPECT_EQ(parse({"--settings", "bowl:stiffness=9000", "--scene", "harbor"}).error,
            "--settings is a look of scene 'bowl', not 'harbor': leave out --scene");
}

}  // namespace
}  // namespace tp
