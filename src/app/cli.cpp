#include "app/cli.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "ui/controls.hpp"
#include "ui/ui_scale.hpp"
#include "core/log.hpp"
#include "sim/param_snapshot.hpp"
#include "scenes/scene.hpp"
#include "scenes/settings_string.hpp"
#include "sim/param_table.hpp"

namespace tp {
namespace {

struct OptionInfo {
  const char* name;
  const char* value;  // nullptr for a switch
  const char* help;
  int valueCount = 1;  // --compare takes two
};

constexpr OptionInfo kOptions[] = {
    {"--scene", "NAME", "scene to open (default harbor; see the list below)"},
    {"--headless", nullptr, "render offscreen through EGL: no window, no display needed"},
    {"--size", "WxH", "framebuffer size in pixels (default 1280x720)"},
    {"--frames", "N", "run N frames of exactly 1/fps s simulated time each, then exit"},
    {"--await-input", "N", "window tests: hold the first frame (nothing steps, no frame counts) until N presses"
                           " (keys, mouse buttons) have arrived, then run --frames N"},
    {"--fps", "F", "simulated frames per second of a --frames run and its clip (default 60)"},
    {"--screenshot", "PATH", "after the last frame write PATH (.png) and its .txt sidecar"},
    {"--preset", "FILE|NAME", "start from a preset file (.json) or a built-in preset (before --set)"},
    {"--save-preset", "FILE", "write every parameter (after --preset and --set) to FILE as JSON, then exit"},
    {"--set", "name=value", "set a scene parameter (repeatable; names are listed below)"},
    {"--settings", "SCENE:name=value,...", "start from a shared look: the scene and the values the panel's"
                                           " Copy settings put in one line (after --preset, before --set)"},
    {"--compare", "A B", "run the scene twice side by side, A and B each \"name=value[,name=value]\" (or \"\")", 2},
    {"--wipe", "X", "with --compare: one picture split by a wipe at X (0..1 of the width)"},
    {"--sweep", "name=lo:hi:count", "contact sheet: one labelled tile per value (or name=v1,v2,...; 2..16)"},
    {"--record", "DIR", "write every frame to DIR/frame-000001.png ... (and clip.mp4 if ffmpeg is on PATH)"},
    {"--record-input", "FILE", "record every click, drag, key, tool and parameter change with its step"},
    {"--replay", "FILE", "play back a recorded input file (a scripted run ends where the recording does)"},
    {"--dump-state", "FILE", "at the end (last frame, or the window closing) write each side's state and picture"},
    {"--bench", nullptr, "frame benchmark of a --frames run: after a warm-up (a tenth), median GPU ms a frame and a"
                         " pass, wall ms a frame (glFinish), cells/s; into the log and the --screenshot sidecar"},
    {"--quality", "auto|light|full", "light: cheaper defaults for software GL (auto: light on llvmpipe/softpipe)"},
    {"--msaa", "N", "samples a pixel of the scene: 1, 2, 4 or 8 (default 4; 1 on software GL)"},
    {"--render-scale", "S", "draw the scene at S of the size (0.25..1), then stretch it (default: 1, light quality's"
                            " on software GL)"},
    {"--hide-ui", nullptr, "no panels (in the window and in screenshots)"},
    {"--ui-scale", "S", "draw the panels S times their 1080p size, 0.5..4 (default: by the monitor and the window's height)"},
    {"--print-pixel", "X,Y,Z", "print where a world point lands in the first frame's picture (pixels from the"
                               " top-left, at --size) and exit; repeatable (tests that click on things)"},
    {"--gl-debug", nullptr, "OpenGL debug context, messages in the log (on in Debug builds)"},
    {"--sim-rate", "HZ", "fixed simulation steps per simulated second (default 60)"},
    {"--help", nullptr, "this text"},
    {"--version", nullptr, "print the version"},
};

std::string optionNames() {
  std::string names;
  for (const auto& option : kOptions) names += (names.empty() ? "" : ", ") + std::string(option.name);
  return names;
}

std::string sceneNames() {
  std::string names;
  for (const auto& entry : sceneTable()) names += (names.empty() ? "" : ", ") + entry.name;
  return names;
}

bool parseInt(std::string_view text, int& out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return !text.empty() && ec == std::errc() && ptr == end;
}

bool parseDouble(std::string_view text, double& out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return !text.empty() && ec == std::errc() && ptr == end && std::isfinite(out);
}

// Built by appending: GCC 12's -Wrestrict misfires on "'" + std::string(...) (GCC bug 105329).
std::string quoted(std::string_view text) {
  std::string result(1, '\'');
  result.append(text);
  result += '\'';
  return result;
}

// Applies one option with its value (if it takes one); returns an error line or "".
std::string applyOption(CommandLine& options, std::string_view name, std::string_view value) {
  if (name == "--headless") options.headless = true;
  else if (name == "--hide-ui") options.hideUi = true;
  else if (name == "--gl-debug") options.glDebug = true;
  else if (name == "--bench") options.bench = true;
  else if (name == "--render-scale") {
    if (!parseDouble(value, options.renderScale) || options.renderScale < 0.25 || options.renderScale > 1)
      return "bad --render-scale " + quoted(value) + ": expected a share of the size in [0.25, 1]";
  } else if (name == "--msaa") {
    if (!parseInt(value, options.msaaSamples) ||
        (options.msaaSamples != 1 && options.msaaSamples != 2 && options.msaaSamples != 4 && options.msaaSamples != 8))
      return "bad --msaa " + quoted(value) + ": expected 1, 2, 4 or 8 samples";
  }
  else if (name == "--quality") {
    if (value == "auto") options.quality = QualityChoice::Auto;
    else if (value == "light") options.quality = QualityChoice::Light;
    else if (value == "full") options.quality = QualityChoice::Full;
    else return "bad --quality " + quoted(value) + ": expected auto, light or full";
  }
  else if (name == "--help") options.help = true;
  else if (name == "--version") options.version = true;
  else if (name == "--scene") {
    if (!findScene(std::string(value)))
      return "unknown scene " + quoted(value) + "; valid scenes: " + sceneNames();
    if (options.settingsGiven && options.scene != value)
      return "--settings is a look of scene " + quoted(std::string_view(options.scene)) + ", not " + quoted(value) +
             ": leave out --scene";
    options.scene = value;
    options.sceneGiven = true;
  } else if (name == "--size") {
    const size_t x = value.find('x');
    int width = 0, height = 0;
    if (x == std::string_view::npos || !parseInt(value.substr(0, x), width) ||
        !parseInt(value.substr(x + 1), height) || width < kMinSize || width > kMaxSize ||
        height < kMinSize || height > kMaxSize)
      return "bad --size " + quoted(value) + ": expected WxH with W and H in [" +
             std::to_string(kMinSize) + ", " + std::to_string(kMaxSize) + "], e.g. 1280x720";
    options.width = width;
    options.height = height;
  } else if (name == "--frames") {
    if (!parseInt(value, options.frames) || options.frames < 1)
      return "bad --frames " + quoted(value) + ": expected a whole number of frames >= 1";
  } else if (name == "--await-input") {
    if (!parseInt(value, options.awaitInputs) || options.awaitInputs < 1 || options.awaitInputs > 100)
      return "bad --await-input " + quoted(value) + ": expected the number of presses to wait for, 1..100";
  } else if (name == "--screenshot") {
    if (value.size() < 5 || value.substr(value.size() - 4) != ".png")
      return "bad --screenshot " + quoted(value) + ": the path must end in .png";
    options.screenshotPath = value;
  } else if (name == "--settings") {
    ParsedSettings look;
    if (std::string error = parseSettingsString(std::string(value), look); !error.empty()) return error;
    if (options.sceneGiven && options.scene != look.scene)
      return "--settings is a look of scene " + quoted(std::string_view(look.scene)) + ", not " + quoted(std::string_view(options.scene)) +
             ": leave out --scene";
    options.scene = look.scene;
    options.sceneGiven = options.settingsGiven = true;
    // Before every --set, wherever they stand on the line: --set adjusts the shared look.
    options.settings.insert(options.settings.begin(), look.settings.begin(), look.settings.end());
  } else if (name == "--set") {
    if (value.find('=') == std::string_view::npos || value.front() == '=')
      return "bad --set " + quoted(value) + ": expected name=value";
    options.settings.emplace_back(value);
  } else if (name == "--sim-rate") {
    if (!parseDouble(value, options.simRateHz) || options.simRateHz < 1 || options.simRateHz > 1000)
      return "bad --sim-rate " + quoted(value) + ": expected steps per second in [1, 1000]";
    options.simRateGiven = true;
  } else if (name == "--ui-scale") {
    if (!parseDouble(value, options.uiScale) || options.uiScale < kUiScaleMin || options.uiScale > kUiScaleMax)
      return "bad --ui-scale " + quoted(value) + ": expected a scale in [0.5, 4] (1: the 1080p size)";
  } else if (name == "--fps") {
    if (!parseDouble(value, options.fps) || options.fps < 1 || options.fps > 1000)
      return "bad --fps " + quoted(value) + ": expected frames per simulated second in [1, 1000]";
  } else if (name == "--wipe") {
    if (!parseDouble(value, options.wipe) || options.wipe < 0 || options.wipe > 1)
      return "bad --wipe " + quoted(value) + ": expected the wipe's position as a fraction of the width in [0, 1]";
  } else if (name == "--sweep") {
    options.sweep = true;
    return parseSweep(value, options.sweepSpec);
  } else if (name == "--print-pixel") {
    glm::dvec3 point(0);
    size_t start = 0;
    for (int i = 0; i < 3; ++i) {
      const size_t comma = i < 2 ? value.find(',', start) : value.size();
      if (comma == std::string_view::npos || !parseDouble(value.substr(start, comma - start), point[i]) ||
          std::abs(point[i]) > 1e6)
        return "bad --print-pixel " + quoted(value) + ": expected X,Y,Z, three world coordinates within 1e6";
      start = comma + 1;
    }
    options.printPixels.emplace_back(point);
  } else if (name == "--preset") {
    if (value.empty()) return "--preset needs a file or a built-in preset's name";
    options.preset = value;
  } else if (name == "--record" || name == "--record-input" || name == "--replay" || name == "--dump-state" ||
             name == "--save-preset") {
    if (value.empty()) return std::string(name) + " needs a path";
    (name == "--record"         ? options.recordDir
     : name == "--record-input" ? options.recordInputPath
     : name == "--replay"       ? options.replayPath
     : name == "--dump-state"   ? options.dumpStatePath
                                : options.savePresetPath) = value;
  }
  return {};
}

// Whether two paths name one file (the same file reached two ways counts,
// whether or not it exists yet).
bool sameFile(const std::string& a, const std::string& b) {
  // Absolute first: weakly_canonical leaves a relative path none of whose
  // parts exist yet as it is ("a.txt" against "./a.txt").
  std::error_code error;
  const auto canonicalA = std::filesystem::weakly_canonical(std::filesystem::absolute(a, error), error);
  if (error) return a == b;
  const auto canonicalB = std::filesystem::weakly_canonical(std::filesystem::absolute(b, error), error);
  return error ? a == b : canonicalA == canonicalB;
}

// An output that would overwrite a file the run reads (the recording it
// plays, the preset it loads), with the message that says so; empty if none.
// A screenshot's sidecar is its name with .txt: "--replay take.txt
// --screenshot take.png" would write the sidecar over the recording.
std::string outputOverwritingAnInput(const CommandLine& o) {
  struct Named {
    std::string option, path;
  };
  std::vector<Named> outputs;
  if (!o.screenshotPath.empty()) {
    outputs.push_back({"--screenshot", o.screenshotPath});
    outputs.push_back({"--screenshot's sidecar",
                       std::filesystem::path(o.screenshotPath).replace_extension(".txt").string()});
  }
  if (!o.recordInputPath.empty()) outputs.push_back({"--record-input", o.recordInputPath});
  if (!o.dumpStatePath.empty()) outputs.push_back({"--dump-state", o.dumpStatePath});
  std::vector<Named> inputs;
  if (!o.replayPath.empty()) inputs.push_back({"--replay", o.replayPath});
  std::error_code error;
  if (!o.preset.empty() && std::filesystem::is_regular_file(o.preset, error)) inputs.push_back({"--preset", o.preset});
  for (const Named& output : outputs)
    for (const Named& input : inputs)
      if (sameFile(output.path, input.path))
        return output.option + " would write " + tp::quoted(output.path) + ", the file " + input.option +
               " reads: name the output another way";
  return {};
}

// Combinations that cannot work, once every option is read.
std::string checkCombinations(CommandLine& o) {
  if (o.help || o.version) return {};
  if (!o.savePresetPath.empty()) {
    if (o.compare || o.sweep) return "--save-preset saves one parameter set: leave out --compare and --sweep";
    if (o.frames > 0 || !o.screenshotPath.empty() || !o.replayPath.empty() || !o.recordDir.empty())
      return "--save-preset writes the file and exits: run the scene in a second command";
    return {};
  }
  if (o.awaitInputs > 0 && (o.headless || !o.replayPath.empty() || o.frames == 0 || !o.recordDir.empty() || o.bench))
    return "--await-input needs a window and --frames N, and no --headless, --replay, --record or --bench: it waits"
           " for presses in the window";
  if (o.compare && o.sweep) return "--compare and --sweep cannot be combined: pick one";
  if (!o.printPixels.empty() && (o.compare || o.sweep))
    return "--print-pixel answers for one picture: leave out --compare and --sweep";
  if (o.wipe >= 0 && !o.compare) return "--wipe needs --compare A B";
  if (o.bench && o.frames < 2)
    return "--bench needs --frames N (N >= 2): the frames to time, a tenth of them warm-up";
  if (!o.recordDir.empty() && o.frames == 0)
    return "--record DIR needs --frames N: the clip's length in frames (at --fps, default 60)";
  if (std::string clash = outputOverwritingAnInput(o); !clash.empty()) return clash;
  const bool ends = o.frames > 0 || !o.replayPath.empty();
  // A screenshot is taken after the last scripted frame; alone it means "after one frame".
  if (!ends && !o.screenshotPath.empty()) o.frames = 1;
  if (!ends && !o.dumpStatePath.empty() && o.headless)
    return "--dump-state needs --frames N or --replay FILE: a run that ends";  // windowed: when it closes
  if (o.headless && o.frames == 0 && o.replayPath.empty())
    return "--headless needs --frames N (or --screenshot PATH): with no window there is nothing to close";
  return {};
}

}  // namespace

namespace {
CliParse parseArguments(std::span<const std::string_view> args);
}  // namespace

CliParse parseCommandLine(std::span<const std::string_view> args) {
  CliParse result = parseArguments(args);
  result.error = log::printable(result.error);  // one line, whatever the arguments held
  return result;
}

namespace {
CliParse parseArguments(std::span<const std::string_view> args) {
  CliParse result;
  std::vector<std::string_view> given;  // the options seen so far, to refuse a second of any but --set
  for (size_t i = 0; i < args.size(); ++i) {
    std::string_view arg = args[i];
    std::string_view name = arg, value;
    bool valueInline = false;
    if (const size_t eq = arg.find('='); arg.starts_with("--") && eq != std::string_view::npos) {
      name = arg.substr(0, eq);  // --scene=demo
      value = arg.substr(eq + 1);
      valueInline = true;
    }
    const OptionInfo* option = nullptr;
    for (const auto& candidate : kOptions)
      if (name == candidate.name) option = &candidate;
    if (!option) {
      result.error = (arg.starts_with("-") ? "unknown option " : "unexpected argument ") +
                     quoted(arg) + "; valid options: " + optionNames();
      return result;
    }
    // Only --set and --print-pixel repeat; any other option given twice would silently drop one of its values.
    if (name != "--set" && name != "--print-pixel") {
      for (const std::string_view seen : given)
        if (seen == option->name) {
          result.error = std::string(option->name) + " is given twice; give it once";
          return result;
        }
      given.push_back(option->name);
    }
    if (option->valueCount == 2) {  // --compare A B
      if (valueInline || i + 2 >= args.size()) {
        result.error = std::string(option->name) + " needs two values, e.g. --compare \"amplitude=0.1\" \"amplitude=0.5\"";
        return result;
      }
      CommandLine& o = result.options;
      o.compare = true;
      result.error = splitAssignments(args[i + 1], "--compare A", o.compareA);
      if (result.error.empty()) result.error = splitAssignments(args[i + 2], "--compare B", o.compareB);
      if (!result.error.empty()) return result;
      i += 2;
      continue;
    }
    if (option->value && !valueInline) {
      if (i + 1 >= args.size()) {
        result.error = std::string(option->name) + " needs a value (" + option->value + ")";
        return result;
      }
      value = args[++i];
    } else if (!option->value && valueInline) {
      result.error = std::string(option->name) + " takes no value, got " + quoted(arg);
      return result;
    }
    result.error = applyOption(result.options, name, value);
    if (!result.error.empty()) return result;
  }
  result.error = checkCombinations(result.options);
  return result;
}
}  // namespace

CliParse parseCommandLine(int argc, char** argv) {
  std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
  return parseCommandLine(args);
}

std::string applySettings(const ParamTable& params, const std::vector<std::string>& settings) {
  for (const auto& setting : settings) {
    std::string error = params.setAssignment(setting);
    if (!error.empty()) return error;
  }
  return {};
}

std::string usageText() {
  std::string text =
      "tidepool " TIDEPOOL_VERSION ": a real-time GPU water simulation playground (OpenGL 4.5)\n\n"
      "usage: tidepool [options]\n\noptions:\n";
  char line[256];
  for (const auto& option : kOptions) {
    const std::string head = std::string(option.name) + (option.value ? std::string(" ") + option.value : "");
    std::snprintf(line, sizeof line, "  %-24s %s\n", head.c_str(), option.help);
    text += line;
  }
  text += "\nscenes and their parameters (--set name=value):\n";
  for (const auto& entry : sceneTable()) {
    std::snprintf(line, sizeof line, "  %-12s %s\n", entry.name.c_str(), entry.summary.c_str());
    text += line;
    // Scenes build no GL resources until init(), so their tables are readable here.
    const auto scene = entry.create();
    for (const auto& spec : scene->params().specs()) {
      std::string range;
      if (spec.kind == ParamSpec::Kind::Choice) {
        for (const auto& choice : spec.choices) range += (range.empty() ? "" : "|") + choice;
      } else if (spec.kind == ParamSpec::Kind::Bool) {
        range = "true|false";
      } else {
        char bounds[96];
        std::snprintf(bounds, sizeof bounds, "%g..%g%s%s", spec.min, spec.max,
                      spec.unit.empty() ? "" : " ", spec.unit.c_str());
        range = bounds;
      }
      std::snprintf(line, sizeof line, "      %-18s %-22s ", spec.name.c_str(), range.c_str());
      text += line + spec.tooltip + "\n";
    }
    std::string presets;
    for (const auto& preset : scene->presets()) presets += (presets.empty() ? "" : ", ") + preset.name;
    if (!presets.empty()) text += "      built-in presets (--preset NAME): " + presets + "\n";
  }
  text +=
      "\ncomparing (see README, \"Comparing\"):\n"
      "  tidepool --scene demo --compare \"amplitude=0.1\" \"amplitude=0.5\" --frames 120 --screenshot ab.png\n"
      "  tidepool --scene demo --sweep amplitude=0.1:0.9:5 --frames 120 --screenshot sheet.png\n"
      "  tidepool --record-input take.txt        (then: tidepool --replay take.txt --compare ... --screenshot x.png)\n"
      "  tidepool --frames 300 --fps 30 --record clip/   (PNG per frame; clip.mp4 when ffmpeg is on PATH)\n";
  text +=
      "\nframe benchmark (see README, \"Frame benchmark\"):\n"
      "  tidepool --headless --scene harbor --size 1920x1080 --set grid_size=1024 --frames 300 --bench \\\n"
      "           --screenshot x.png      (the frame_* lines of x.txt; also in the log)\n";
  text += "\ncontrols:\n";
  for (const auto& control : controls()) {
    std::snprintf(line, sizeof line, "  %-24s %s\n", control.input, control.action);
    text += line;
  }
  for (const SceneEntry& entry : sceneTable()) {
    text += "keys of the " + entry.name + ":\n";
    for (const SceneKey& key : entry.create()->keys()) {
      std::snprintf(line, sizeof line, "  %-24s %s\n", key.label.c_str(), key.action.c_str());
      text += line;
    }
  }
  text += "\nenvironment: TIDEPOOL_DATA=<dir> reads shaders from <dir>/shaders; "
          "TIDEPOOL_LOG=debug logs more.\n";
  return text;
}

}  // namespace tp
