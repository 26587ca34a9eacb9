#include "app/presets/preset_file.hpp"

#include <nlohmann/json.hpp>

#include <charconv>

#include "app/presets/json_key_lines.hpp"
#include "scenes/scene.hpp"
#include "sim/param_table.hpp"
#include "core/atomic_file.hpp"
#include "core/file_text.hpp"
#include "core/log.hpp"

namespace tp {
namespace {

using Json = nlohmann::ordered_json;

constexpr const char* kTopFields[] = {"tidepool_preset", "scene", "name", "description", "parameters"};

// 1-based line and column of byte `offset` (0-based) in `text`.
std::pair<int, int> lineAndColumn(std::string_view text, size_t offset) {
  offset = std::min(offset, text.size());
  int line = 1;
  size_t lineStart = 0;
  for (size_t i = 0; i < offset; ++i)
    if (text[i] == '\n') {
      ++line;
      lineStart = i + 1;
    }
  return {line, int(offset - lineStart) + 1};
}

std::string jsonTypeName(const Json& value) {
  if (value.is_boolean()) return "true/false";
  if (value.is_number()) return "a number";
  if (value.is_string()) return "a string";
  if (value.is_object()) return "an object";
  if (value.is_array()) return "a list";
  return "null";
}

// A parameter's value as the text ParamTable::set reads, or "" with `why`
// when the JSON type does not suit the parameter.
std::string valueText(const ParamSpec& spec, const Json& value, std::string& why) {
  switch (spec.kind) {
    case ParamSpec::Kind::Bool:
      if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
      why = "expected true or false, got " + jsonTypeName(value);
      return {};
    case ParamSpec::Kind::Choice: {
      if (value.is_string()) return value.get<std::string>();
      std::string valid;
      for (const auto& choice : spec.choices) valid += (valid.empty() ? "" : "|") + choice;
      why = "expected one of " + valid + " (a string), got " + jsonTypeName(value);
      return {};
    }
    case ParamSpec::Kind::Int:
    case ParamSpec::Kind::Float:
      if (value.is_number_integer()) return std::to_string(value.get<long long>());
      if (value.is_number_float()) {
        char buffer[32];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, value.get<double>()).ptr;
        return std::string(buffer, end);
      }
      why = "expected a number, got " + jsonTypeName(value);
      return {};
  }
  return {};
}

// The JSON value that reads back to the parameter's current value: the
// shortest float text, so files say 0.2 rather than 0.20000000298.
Json jsonValue(const ParamTable& params, const ParamSpec& spec) {
  const std::string text = params.valueText(spec);
  switch (spec.kind) {
    case ParamSpec::Kind::Bool: return params.value(spec) != 0;
    case ParamSpec::Kind::Choice: return text;
    case ParamSpec::Kind::Int: return static_cast<long long>(params.value(spec));
    case ParamSpec::Kind::Float: {
      double value = 0;
      std::from_chars(text.data(), text.data() + text.size(), value);
      return value;
    }
  }
  return nullptr;
}

struct Checker {
  std::string_view text;
  const std::string& source;
  const KeyLines& lines;

  std::string fail(const std::string& path, const std::string& field, const std::string& why) const {
    return source + ":" + std::to_string(lines.lineOf(path)) + ": field '" + field + "': " + why;
  }
};

}  // namespace

std::string presetJson(const std::string& scene, const std::string& name, const std::string& description,
                       const ParamTable& params) {
  Json json;
  json["tidepool_preset"] = kPresetFormatVersion;
  json["scene"] = scene;
  json["name"] = name;
  json["description"] = description;
  Json values = Json::object();
  for (const ParamSpec& spec : params.specs()) values[spec.name] = jsonValue(params, spec);
  json["parameters"] = std::move(values);
  return json.dump(2) + "\n";
}

namespace {
PresetCheck checkPresetJson(std::string_view text, const std::string& source, const SceneEntry& scene);
}  // namespace

PresetCheck checkPresetText(std::string_view text, const std::string& source, const SceneEntry& scene) {
  PresetCheck result = checkPresetJson(text, source, scene);
  result.error = log::printable(result.error);  // names and values from the file, quoted in one line
  return result;
}

namespace {
PresetCheck checkPresetJson(std::string_view text, const std::string& source, const SceneEntry& scene) {
  PresetCheck result;
  Json json;
  try {
    json = Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& e) {
    // e.byte counts the bytes read when the error was found (1-based).
    const auto [line, column] = lineAndColumn(text, e.byte > 0 ? e.byte - 1 : 0);
    std::string why = e.what();
    if (const size_t colon = why.find(": "); colon != std::string::npos) why = why.substr(colon + 2);
    result.error = source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": not valid JSON: " +
                   why;
    return result;
  } catch (const Json::out_of_range& e) {
    // A number no double holds ("1e999"): the reader names it, quoted, with no place; find it.
    std::string number = e.what();
    const size_t open = number.find('\''), close = number.rfind('\'');
    number = open != std::string::npos && close > open ? number.substr(open + 1, close - open - 1) : "";
    const size_t at = number.empty() ? std::string_view::npos : text.find(number);
    const auto [line, column] = lineAndColumn(text, at == std::string_view::npos ? 0 : at);
    // The field: the last "key": before the number on its line.
    std::string field;
    if (at != std::string_view::npos) {
      const std::string_view before = text.substr(0, at);
      const size_t colon = before.rfind(':'), keyEnd = colon == std::string_view::npos ? colon : before.rfind('"', colon);
      const size_t keyStart = keyEnd == std::string_view::npos || keyEnd == 0 ? keyEnd : before.rfind('"', keyEnd - 1);
      if (keyStart != std::string_view::npos && keyEnd != std::string_view::npos)
        field = std::string(before.substr(keyStart + 1, keyEnd - keyStart - 1));
    }
    result.error = source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                   (field.empty() ? "" : "field '" + field + "': ") + "the number " +
                   (number.empty() ? "" : number + " ") + "is out of range (a double holds up to 1.8e308)";
    return result;
  } catch (const Json::exception& e) {
    result.error = source + ": not a preset: " + e.what();
    return result;
  }
  const KeyLines lines = findKeyLines(text);
  const Checker check{text, source, lines};
  if (!lines.duplicate.empty()) {
    const std::string field = lines.duplicate.substr(lines.duplicate.rfind('/') + 1);  // npos + 1 = 0
    result.error = source + ":" + std::to_string(lines.duplicateLine) + ": field '" + field +
                   "': appears twice (a later value would silently win)";
    return result;
  }
  if (!json.is_object()) {
    result.error = source + ":1: not a preset: expected a JSON object {\"scene\": ..., \"parameters\": {...}}";
    return result;
  }
  for (const auto& [key, value] : json.items()) {
    bool known = false;
    for (const char* field : kTopFields) known |= key == field;
    if (!known) {
      result.error = check.fail(key, key, "unknown field; valid fields: tidepool_preset, scene, name, "
                                          "description, parameters");
      return result;
    }
  }
  if (json.contains("tidepool_preset") &&
      (!json["tidepool_preset"].is_number_integer() || json["tidepool_preset"].get<long long>() != kPresetFormatVersion)) {
    result.error = check.fail("tidepool_preset", "tidepool_preset", "this tidepool reads format 1 only");
    return result;
  }
  if (!json.contains("scene") || !json["scene"].is_string()) {
    result.error = json.contains("scene") ? check.fail("scene", "scene", "expected the scene's name as a string")
                                          : source + ":1: field 'scene' is missing (e.g. \"scene\": \"" +
                                                scene.name + "\")";
    return result;
  }
  if (json["scene"].get<std::string>() != scene.name) {
    result.error = check.fail("scene", "scene", "this preset is for scene '" + json["scene"].get<std::string>() +
                                                    "', not '" + scene.name + "'");
    return result;
  }
  for (const char* field : {"name", "description"})
    if (json.contains(field) && !json[field].is_string()) {
      result.error = check.fail(field, field, "expected a string");
      return result;
    }
  if (!json.contains("parameters") || !json["parameters"].is_object()) {
    result.error = json.contains("parameters")
                       ? check.fail("parameters", "parameters", "expected an object of name: value")
                       : source + ":1: field 'parameters' is missing";
    return result;
  }
  result.name = json.value("name", "");
  result.description = json.value("description", "");

  // Over the defaults of a fresh instance (CPU only): the live scene is not touched.
  const std::unique_ptr<Scene> fresh = scene.create();
  const ParamTable params = fresh->params();
  ParamSnapshot wanted;
  std::vector<std::string> paths;
  for (const auto& [name, value] : json["parameters"].items()) {
    const std::string path = "parameters/" + name;
    const ParamSpec* spec = params.find(name);
    if (!spec) {
      result.error = check.fail(path, name, "unknown parameter; valid names: " + params.namesList());
      return result;
    }
    std::string why;
    std::string textValue = valueText(*spec, value, why);
    if (!why.empty()) {
      result.error = check.fail(path, name, why);
      return result;
    }
    wanted.emplace_back(name, std::move(textValue));
    paths.push_back(path);
    result.named.push_back(name);
  }
  std::string refused;
  if (std::string error = applySnapshot(params, wanted, &refused); !error.empty()) {
    for (size_t i = 0; i < wanted.size(); ++i)
      if (wanted[i].first == refused) {
        result.error = check.fail(paths[i], wanted[i].first, error);
        return result;
      }
    result.error = source + ": " + error;
    return result;
  }
  result.values = params.snapshot();
  return result;
}
}  // namespace

std::string presetFileScene(const std::filesystem::path& path) {
  std::string text;
  if (!readFileText(path, "preset", text).empty()) return {};
  const Json json = Json::parse(text.begin(), text.end(), nullptr, false);  // no exceptions: discarded
  if (!json.is_object() || !json.contains("scene") || !json["scene"].is_string()) return {};
  return json["scene"].get<std::string>();
}

PresetCheck readPresetFile(const std::filesystem::path& path, const SceneEntry& scene) {
  std::string text;
  if (std::string error = readFileText(path, "preset", text); !error.empty()) {
    PresetCheck result;
    result.error = error;
    return result;
  }
  return checkPresetText(text, path.string(), scene);
}

PresetCheck checkBuiltinPreset(const ScenePreset& preset, const SceneEntry& scene) {
  PresetCheck result;
  const std::unique_ptr<Scene> fresh = scene.create();
  ParamSnapshot wanted;
  for (const std::string& setting : preset.settings) {
    const size_t eq = setting.find('=');
    wanted.emplace_back(setting.substr(0, eq), eq == std::string::npos ? "" : setting.substr(eq + 1));
    result.named.push_back(setting.substr(0, eq));
  }
  if (std::string error = applySnapshot(fresh->params(), wanted); !error.empty()) {
    result.error = "built-in preset '" + preset.name + "' of " + scene.name + ": " + error;
    return result;
  }
  result.values = fresh->params().snapshot();
  result.name = preset.name;
  result.description = preset.description;
  return result;
}

PresetCheck resolvePreset(const std::string& fileOrName, const SceneEntry& scene) {
  // A path, or a file of that name here, is read; a bare name that is only a
  // folder here (a run's output called "fresh", say) still means the built-in.
  std::error_code error;
  const bool folder = std::filesystem::is_directory(fileOrName, error);
  if (fileOrName.find('/') != std::string::npos || fileOrName.ends_with(".json") ||
      (!folder && std::filesystem::exists(fileOrName, error)))
    return readPresetFile(fileOrName, scene);
  const std::vector<ScenePreset> builtins = scene.create()->presets();
  std::string names;
  for (const ScenePreset& preset : builtins) {
    if (preset.name == fileOrName) return checkBuiltinPreset(preset, scene);
    names += (names.empty() ? "" : ", ") + preset.name;
  }
  if (folder) return readPresetFile(fileOrName, scene);  // says it is a folder
  PresetCheck result;
  result.error = "no preset file '" + fileOrName + "' and no built-in preset of that name in " + scene.name +
                 (names.empty() ? " (it has none)" : "; built-in presets: " + names);
  return result;
}

std::string writePresetFile(const std::filesystem::path& path, const std::string& text) {
  return writeFileAtomically(path, text, "preset");
}

}  // namespace tp
