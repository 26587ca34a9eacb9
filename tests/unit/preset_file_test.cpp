// Presets: every parameter round-trips through the JSON file, every scene's
// built-in presets are valid, and every kind of bad file is refused with
// "FILE:LINE: field 'NAME': why" (JSON syntax errors: FILE:LINE:COLUMN).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "app/presets/json_key_lines.hpp"
#include "app/presets/preset_file.hpp"
#include "scenes/scene.hpp"
#include "sim/param_table.hpp"

namespace {

const tp::SceneEntry& demo() { return *tp::findScene("demo"); }

// The error for `text`, which must be refused; and it must name every piece.
void expectRefused(const std::string& text, std::vector<std::string> pieces) {
  const tp::PresetCheck check = tp::checkPresetText(text, "p.json", demo());
  ASSERT_NE(check.error, "") << "should be refused:\n" << text;
  EXPECT_TRUE(check.values.empty());
  EXPECT_EQ(check.error.find('\n'), std::string::npos) << check.error;
  for (const std::string& piece : pieces)
    EXPECT_NE(check.error.find(piece), std::string::npos) << "'" << piece << "' missing in: " << check.error;
}

std::string preset(const std::string& parameters, const std::string& scene = "demo") {
  return "{\n  \"tidepool_preset\": 1,\n  \"scene\": \"" + scene + "\",\n  \"name\": \"t\",\n  \"parameters\": {\n" +
         parameters + "\n  }\n}\n";
}

}  // namespace

TEST(PresetFile, RoundTripKeepsEveryParameterExactly) {
  auto scene = demo().create();
  const tp::ParamTable params = scene->params();
  for (const char* setting : {"wavelength=17.3", "amplitude=0.123456", "water_tint=murky", "wireframe=true",
                              "grid_resolution=100", "splash_decay=0.1"})
    ASSERT_EQ(params.setAssignment(setting), "");
  const std::string text = tp::presetJson("demo", "mine", "a test", params);
  EXPECT_NE(text.find("\"amplitude\": 0.123456"), std::string::npos) << "short, readable numbers:\n" << text;
  EXPECT_NE(text.find("\"water_tint\": \"murky\""), std::string::npos) << text;
  EXPECT_NE(text.find("\"wireframe\": true"), std::string::npos) << text;
  const tp::PresetCheck check = tp::checkPresetText(text, "mine.json", demo());
  ASSERT_EQ(check.error, "");
  EXPECT_EQ(check.values, params.snapshot());
  EXPECT_EQ(check.name, "mine");
  EXPECT_EQ(check.description, "a test");
}

TEST(PresetFile, RoundTripThroughAFile) {
  const auto path = std::filesystem::temp_directory_path() / "tidepool-preset-test" / "a.json";
  auto scene = demo().create();
  ASSERT_EQ(scene->params().setAssignment("wave_speed=2.5"), "");
  ASSERT_EQ(tp::writePresetFile(path, tp::presetJson("demo", "a", "", scene->params())), "");
  const tp::PresetCheck check = tp::readPresetFile(path, demo());
  ASSERT_EQ(check.error, "");
  EXPECT_EQ(check.values, scene->params().snapshot());
  std::filesystem::remove_all(path.parent_path());
}

TEST(PresetFile, APartialPresetAppliesOverTheDefaults) {
  const tp::PresetCheck check = tp::checkPresetText(preset("    \"amplitude\": 0.2"), "p.json", demo());
  ASSERT_EQ(check.error, "");
  auto defaults = demo().create();
  tp::ParamSnapshot expected = defaults->params().snapshot();
  expected[0].second = "0.2";
  EXPECT_EQ(check.values, expected);
}

TEST(PresetFile, EveryScenesBuiltInPresetsAreValidAndEveryDefaultRoundTrips) {
  for (const tp::SceneEntry& entry : tp::sceneTable()) {
    auto scene = entry.create();
    for (const tp::ScenePreset& builtin : scene->presets()) {
      const tp::PresetCheck check = tp::checkBuiltinPreset(builtin, entry);
      EXPECT_EQ(check.error, "") << entry.name << " preset " << builtin.name;
      EXPECT_FALSE(builtin.description.empty()) << entry.name << " preset " << builtin.name;
    }
    const tp::PresetCheck check =
        tp::checkPresetText(tp::presetJson(entry.name, "d", "", scene->params()), "d.json", entry);
    EXPECT_EQ(check.error, "") << entry.name;
    EXPECT_EQ(check.values, scene->params().snapshot()) << entry.name;
  }
  EXPECT_GE(demo().create()->presets().size(), 3u) << "the demo offers a few";
}

TEST(PresetFile, ResolveFileOrBuiltinName) {
  EXPECT_EQ(tp::resolvePreset("storm", demo()).error, "");
  EXPECT_EQ(tp::resolvePreset("storm", demo()).name, "storm");
  const std::string unknown = tp::resolvePreset("hurricane", demo()).error;
  EXPECT_NE(unknown.find("built-in presets: calm"), std::string::npos) << unknown;
  EXPECT_NE(tp::resolvePreset("/nonexistent/p.json", demo()).error.find("cannot read preset /nonexistent/p.json"),
            std::string::npos);
}

// A folder named like a built-in preset in the working directory does not
// hide the built-in; a folder named like none is refused as a folder.
TEST(PresetFile, ABuiltinNameWinsOverAFolderOfThatName) {
  const std::filesystem::path here = std::filesystem::current_path();
  const std::filesystem::path work = std::filesystem::temp_directory_path() / "tidepool-preset-folder-test";
  std::filesystem::create_directories(work / "storm");
  std::filesystem::create_directories(work / "gusty");
  std::filesystem::current_path(work);
  const tp::PresetCheck storm = tp::resolvePreset("storm", demo());
  const tp::PresetCheck gusty = tp::resolvePreset("gusty", demo());
  std::filesystem::current_path(here);
  std::filesystem::remove_all(work);
  EXPECT_EQ(storm.error, "");
  EXPECT_EQ(storm.name, "storm");
  EXPECT_NE(gusty.error.find("it is a folder"), std::string::npos) << gusty.error;
}

TEST(PresetFile, RefusedUnreadable) {
  const tp::PresetCheck check = tp::readPresetFile("/nonexistent/dir/p.json", demo());
  EXPECT_NE(check.error.find("cannot read preset /nonexistent/dir/p.json: No such file"), std::string::npos)
      << check.error;
  EXPECT_NE(tp::readPresetFile(std::filesystem::temp_directory_path(), demo()).error.find("folder"),
            std::string::npos);
}

TEST(PresetFile, RefusedNotJsonWithLineAndColumn) {
  // The stray comma ends line 7; nlohmann notices at the '}' on line 9, column 3.
  expectRefused(preset("    \"amplitude\": 0.2,\n    \"wavelength\": 8,\n"),
                {"p.json:9:3: not valid JSON: syntax error", "expected string literal"});
  expectRefused("", {"p.json:1:1: not valid JSON"});
  expectRefused("{\n  \"scene\": \"demo\"\n  \"parameters\": {}\n}", {"p.json:3:", "not valid JSON"});
}

TEST(PresetFile, RefusedUnknownParameterNamesLineAndField) {
  expectRefused(preset("    \"amplitude\": 0.2,\n    \"depth\": 3"),
                {"p.json:7: field 'depth': unknown parameter; valid names: amplitude"});
}

TEST(PresetFile, RefusedBadValues) {
  expectRefused(preset("    \"amplitude\": 0.2,\n    \"wavelength\": 99"),
                {"p.json:7: field 'wavelength':", "out of range [0.5, 30]"});
  expectRefused(preset("    \"wavelength\": 1,\n    \"amplitude\": 1"),
                {"p.json:7: field 'amplitude':", "steepness"});
  expectRefused(preset("    \"grid_resolution\": 100.5"), {"p.json:6: field 'grid_resolution':", "integer"});
}

TEST(PresetFile, RefusedWrongTypes) {
  expectRefused(preset("    \"amplitude\": \"big\""), {"p.json:6: field 'amplitude': expected a number, got a string"});
  expectRefused(preset("    \"water_tint\": 2"), {"p.json:6: field 'water_tint': expected one of ocean|lagoon|murky"});
  expectRefused(preset("    \"water_tint\": \"pink\""), {"p.json:6: field 'water_tint':", "ocean|lagoon|murky"});
  expectRefused(preset("    \"wireframe\": 1"), {"p.json:6: field 'wireframe': expected true or false"});
  expectRefused(preset("    \"amplitude\": [0.1]"), {"p.json:6: field 'amplitude':", "a list"});
}

TEST(PresetFile, RefusedStructure) {
  expectRefused(preset("    \"amplitude\": 0.2", "bowlx"), {"p.json:3: field 'scene': this preset is for scene 'bowlx'"});
  expectRefused("[1, 2]", {"p.json:1:", "expected a JSON object"});
  expectRefused("{\n  \"scene\": \"demo\"\n}", {"field 'parameters' is missing"});
  expectRefused("{\n  \"parameters\": {}\n}", {"field 'scene' is missing"});
  expectRefused("{\n  \"scene\": \"demo\",\n  \"parameters\": 3\n}", {"p.json:3: field 'parameters'"});
  expectRefused("{\n  \"scene\": \"demo\",\n  \"paramters\": {}\n}", {"p.json:3: field 'paramters': unknown field"});
  expectRefused("{\n  \"tidepool_preset\": 2,\n  \"scene\": \"demo\",\n  \"parameters\": {}\n}",
                {"p.json:2: field 'tidepool_preset'", "format 1"});
  expectRefused(preset("    \"amplitude\": 0.2,\n    \"amplitude\": 0.3"), {"p.json:7: field 'amplitude': appears twice"});
}

TEST(JsonKeyLines, PathsAndLines) {
  const tp::KeyLines lines = tp::findKeyLines("{\n \"a\": 1,\n \"b\": {\n  \"c\": \"x:y\", \"d\": [1, {\"e\": 2}]\n }\n}");
  EXPECT_EQ(lines.lineOf("a"), 2);
  EXPECT_EQ(lines.lineOf("b"), 3);
  EXPECT_EQ(lines.lineOf("b/c"), 4);
  EXPECT_EQ(lines.lineOf("b/d"), 4);
  EXPECT_TRUE(lines.duplicate.empty());
  const tp::KeyLines escaped = tp::findKeyLines("{\"a\\\"b\": 1,\n\"k\": \"\\\"\"}");
  EXPECT_EQ(escaped.lineOf("k"), 2);
}

TEST(PresetFile, RefusalsAreOneLineWhateverTheFileHolds) {
  // Found by fuzz_preset_reader (kept as its seed): a field whose name holds a
  // newline was quoted raw in "appears twice", which broke the line.
  std::ifstream in(std::string(TIDEPOOL_SOURCE_DIR) + "/fuzz/seeds/preset_reader/found-field-with-newline.json",
                   std::ios::binary);
  const std::string found((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_FALSE(found.empty());
  for (const tp::SceneEntry& entry : tp::sceneTable()) {
    const tp::PresetCheck check = tp::checkPresetText(found, "p.json", entry);
    EXPECT_NE(check.error, "") << entry.name;
    EXPECT_EQ(check.error.find('\n'), std::string::npos) << entry.name << ": " << check.error;
  }
  const tp::PresetCheck binary = tp::checkPresetText("\xff\xfe", "p.json", demo());
  EXPECT_NE(binary.error.find("'\\xff'"), std::string::npos) << binary.error;
}

// The panel lists only the current scene's preset files: each file says its scene.
TEST(PresetFile, AFileNamesItsScene) {
  const std::filesystem::path folder = std::filesystem::temp_directory_path() / "tidepool-preset-scene-test";
  std::filesystem::create_directories(folder);
  const auto write = [&](const char* name, const char* text) {
    std::ofstream(folder / name) << text;
    return folder / name;
  };
  EXPECT_EQ(tp::presetFileScene(write("bowl.json", R"({"tidepool_preset": 1, "scene": "bowl", "parameters": {}})")),
            "bowl");
  EXPECT_EQ(tp::presetFileScene(write("bad.json", "{ not json")), "");
  EXPECT_EQ(tp::presetFileScene(write("noscene.json", R"({"tidepool_preset": 1})")), "");
  EXPECT_EQ(tp::presetFileScene(write("number.json", R"({"scene": 3})")), "");
  EXPECT_EQ(tp::presetFileScene(folder / "missing.json"), "");
  std::filesystem::remove_all(folder);
}
