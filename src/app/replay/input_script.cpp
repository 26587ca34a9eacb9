#include "app/replay/input_script.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "core/file_text.hpp"
#include "core/log.hpp"

namespace tp {

PointerEvent SceneInput::pointerEvent() const {
  PointerEvent event;
  event.type = kind == Kind::Press ? PointerEvent::Type::Press
               : kind == Kind::Drag ? PointerEvent::Type::Drag
                                    : PointerEvent::Type::Release;
  event.ray = ray;
  event.pixel = pixel;
  return event;
}

namespace {

struct KindName {
  SceneInput::Kind kind;
  const char* name;
};
constexpr KindName kKindNames[] = {
    {SceneInput::Kind::Press, "press"},     {SceneInput::Kind::Drag, "drag"},
    {SceneInput::Kind::Release, "release"}, {SceneInput::Kind::KeyDown, "key_down"},
    {SceneInput::Kind::KeyUp, "key_up"},    {SceneInput::Kind::Command, "command"},
    {SceneInput::Kind::Set, "set"},         {SceneInput::Kind::Reset, "reset"},
    {SceneInput::Kind::Camera, "camera"},   {SceneInput::Kind::Rate, "rate"},
};

// 9 significant digits: every float reads back exactly.
std::string number(float value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", double(value));
  return text;
}

std::string numbers(std::initializer_list<float> values) {
  std::string text;
  for (float value : values) text += " " + number(value);
  return text;
}

// Splits on spaces and tabs.
std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> result;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) result.push_back(line.substr(start, i - start));
  }
  return result;
}

template <class T>
bool parse(std::string_view text, T& out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  if constexpr (std::is_floating_point_v<T>)
    if (!std::isfinite(out)) return false;
  return !text.empty() && ec == std::errc() && ptr == end;
}

bool parseFloats(const std::vector<std::string_view>& w, size_t first, size_t count, float* out) {
  if (w.size() != first + count) return false;
  for (size_t i = 0; i < count; ++i)
    if (!parse(w[first + i], out[i])) return false;
  return true;
}

// The text after the first `skip` words (commands may contain spaces).
std::string_view restAfter(std::string_view line, size_t skip) {
  size_t i = 0;
  for (size_t word = 0; word < skip; ++word) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
  }
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return line.substr(i);
}

// One event line (after its step); returns "" or why not.
std::string parseEvent(std::string_view line, const std::vector<std::string_view>& w, SceneInput& input) {
  const std::string_view verb = w[1];
  const KindName* found = nullptr;
  for (const KindName& entry : kKindNames)
    if (verb == entry.name) found = &entry;
  if (!found) return "unknown input '" + std::string(verb) + "'";
  input.kind = found->kind;
  switch (input.kind) {
    case SceneInput::Kind::Press:
    case SceneInput::Kind::Drag:
    case SceneInput::Kind::Release: {
      float v[8];
      if (!parseFloats(w, 2, 8, v)) return std::string(verb) + " needs 8 numbers: pixel x y, ray origin xyz, direction xyz";
      input.pixel = {v[0], v[1]};
      input.ray.origin = {v[2], v[3], v[4]};
      input.ray.direction = {v[5], v[6], v[7]};
      return {};
    }
    case SceneInput::Kind::KeyDown:
    case SceneInput::Kind::KeyUp:
      if (w.size() != 3 || !parse(w[2], input.key)) return std::string(verb) + " needs a GLFW key code";
      return {};
    case SceneInput::Kind::Command:
      input.text = restAfter(line, 2);
      if (input.text.empty()) return "command needs its text";
      return {};
    case SceneInput::Kind::Set: {
      std::string_view assignment = w.size() == 3 ? w[2] : w.size() == 4 ? w[3] : std::string_view();
      if (w.size() == 4) {
        if (w[2].size() == 1 && w[2][0] >= 'A' && w[2][0] <= 'Z') input.side = w[2][0] - 'A';
        else return "set: the side must be a letter A-Z";
      }
      if (assignment.find('=') == std::string_view::npos || assignment.front() == '=')
        return "set needs name=value";
      input.text = assignment;
      return {};
    }
    case SceneInput::Kind::Reset:
      if (w.size() != 2) return "reset takes nothing";
      return {};
    case SceneInput::Kind::Camera: {
      float v[6];
      if (!parseFloats(w, 2, 6, v)) return "camera needs 6 numbers: target xyz, distance, yaw, pitch";
      input.camera = {{v[0], v[1], v[2]}, v[3], v[4], v[5]};
      return {};
    }
    case SceneInput::Kind::Rate:
      if (w.size() != 3 || !parse(w[2], input.rateHz) || input.rateHz < 1 || input.rateHz > 1000)
        return "rate needs steps per second in [1, 1000]";
      return {};
  }
  return {};
}

}  // namespace

std::string formatScriptHeader(const std::string& scene, double rateHz, const std::vector<std::string>& settings) {
  char rate[64];
  std::snprintf(rate, sizeof rate, "sim_rate_hz %.17g\n", rateHz);
  std::string text = "# tidepool input recording; play it back with: tidepool --replay <this file>\n";
  text += "tidepool-input " + std::to_string(kInputScriptVersion) + "\n";
  text += "scene " + scene + "\n" + rate;
  for (const std::string& setting : settings) text += "param " + setting + "\n";
  return text;
}

std::string formatScriptLine(const SceneInput& input) {
  std::string verb;
  for (const KindName& entry : kKindNames)
    if (entry.kind == input.kind) verb = entry.name;
  std::string line = std::to_string(input.step) + " " + verb;
  switch (input.kind) {
    case SceneInput::Kind::Press:
    case SceneInput::Kind::Drag:
    case SceneInput::Kind::Release:
      line += numbers({input.pixel.x, input.pixel.y}) + " " +
              numbers({input.ray.origin.x, input.ray.origin.y, input.ray.origin.z}) + " " +
              numbers({input.ray.direction.x, input.ray.direction.y, input.ray.direction.z});
      break;
    case SceneInput::Kind::KeyDown:
    case SceneInput::Kind::KeyUp: line += " " + std::to_string(input.key); break;
    case SceneInput::Kind::Command: line += " " + input.text; break;
    case SceneInput::Kind::Set:
      if (input.side >= 0) line += " " + std::string(1, char('A' + input.side));
      line += " " + input.text;
      break;
    case SceneInput::Kind::Reset: break;
    case SceneInput::Kind::Camera: {
      const CameraPose& c = input.camera;
      line += numbers({c.target.x, c.target.y, c.target.z, c.distance, c.yawDegrees, c.pitchDegrees});
      break;
    }
    case SceneInput::Kind::Rate: {
      char rate[40];
      std::snprintf(rate, sizeof rate, " %.17g", input.rateHz);
      line += rate;
      break;
    }
  }
  return line + "\n";
}

std::string formatScriptEnd(uint64_t steps) { return "end " + std::to_string(steps) + "\n"; }

namespace {
std::string parseLines(std::string_view text, const std::string& source, InputScript& out);
}  // namespace

std::string parseInputScript(std::string_view text, const std::string& source, InputScript& out) {
  return log::printable(parseLines(text, source, out));  // words from the file, quoted in one line
}

namespace {
std::string parseLines(std::string_view text, const std::string& source, InputScript& out) {
  out = {};
  bool sawVersion = false, sawEnd = false;
  int lineNumber = 0;
  size_t start = 0;
  while (start < text.size()) {
    const size_t newline = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, newline - start);
    start = newline + 1;
    ++lineNumber;
    if (const size_t hash = line.find('#'); hash != std::string_view::npos && line.substr(0, hash).find_first_not_of(" \t") == std::string_view::npos)
      line = {};  // a comment line (a '#' inside a command is kept)
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::vector<std::string_view> w = words(line);
    if (w.empty()) continue;
    auto fail = [&](const std::string& why) { return source + ":" + std::to_string(lineNumber) + ": " + why; };
    if (!sawVersion) {
      int version = 0;
      if (w.size() != 2 || w[0] != "tidepool-input" || !parse(w[1], version))
        return fail("not a tidepool input recording (the first line should be 'tidepool-input 1')");
      if (version != kInputScriptVersion) return fail("this tidepool reads recordings of version 1 only");
      sawVersion = true;
      continue;
    }
    if (sawEnd) return fail("nothing may follow the 'end' line");
    if (w[0] == "scene" && w.size() == 2) {
      out.scene = w[1];
    } else if (w[0] == "sim_rate_hz") {
      if (w.size() != 2 || !parse(w[1], out.rateHz) || out.rateHz < 1 || out.rateHz > 1000)
        return fail("sim_rate_hz needs steps per second in [1, 1000]");
    } else if (w[0] == "param") {
      if (w.size() != 2 || w[1].find('=') == std::string_view::npos) return fail("param needs name=value");
      if (!out.inputs.empty()) return fail("param lines come before the inputs");
      out.settings.emplace_back(w[1]);
      out.settingLines.push_back(lineNumber);
    } else if (w[0] == "end") {
      if (w.size() != 2 || !parse(w[1], out.endStep)) return fail("end needs the number of steps");
      if (!out.inputs.empty() && out.endStep < out.inputs.back().step)
        return fail("end " + std::to_string(out.endStep) + " comes before the last input's step");
      sawEnd = true;
      out.endLine = lineNumber;
    } else {
      SceneInput input;
      if (!parse(w[0], input.step)) return fail("expected 'STEP input ...', 'param', 'end' or a comment, got '" + std::string(w[0]) + "'");
      if (w.size() < 2) return fail("a step with no input");
      if (std::string why = parseEvent(line, w, input); !why.empty()) return fail(why);
      if (!out.inputs.empty() && input.step < out.inputs.back().step)
        return fail("steps must not go backwards (" + std::to_string(input.step) + " after " +
                    std::to_string(out.inputs.back().step) + ")");
      out.inputs.push_back(std::move(input));
      out.inputLines.push_back(lineNumber);
    }
  }
  if (!sawVersion) return source + ":1: empty file: not a tidepool input recording";
  if (out.scene.empty()) return source + ": no 'scene NAME' line";
  if (!sawEnd) out.endStep = out.inputs.empty() ? 0 : out.inputs.back().step;
  if (out.endStep > maxScriptSteps(out)) {
    const int line = sawEnd ? out.endLine : out.inputLines.back();
    return source + ":" + std::to_string(line) + ": step " + std::to_string(out.endStep) +
           " is more than a day of simulated time (" + std::to_string(maxScriptSteps(out)) +
           " steps at the recording's fastest rate), the longest a recording may last";
  }
  return {};
}
}  // namespace

uint64_t maxScriptSteps(const InputScript& script) {
  constexpr double kSecondsPerDay = 86400;
  double fastest = script.rateHz;
  for (const SceneInput& input : script.inputs)
    if (input.kind == SceneInput::Kind::Rate) fastest = std::max(fastest, input.rateHz);
  return uint64_t(fastest * kSecondsPerDay);
}

std::string readInputScript(const std::string& path, InputScript& out) {
  std::string text;
  if (std::string error = readFileText(path, "recording", text); !error.empty()) return error;
  return parseInputScript(text, path, out);
}

}  // namespace tp
