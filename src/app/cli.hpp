#pragma once
// The command line of `tidepool`, parsed into a struct before any window or
// GL context exists, so every mistake costs one line and exit code 2:
//   tidepool [--scene NAME] [--headless] [--size WxH] [--frames N] [--await-input N] [--fps F]
//            [--screenshot PATH] [--preset FILE|NAME] [--set name=value]...
//            [--compare "k=v,..." "k=v,..." [--wipe X] | --sweep name=lo:hi:count]
//            [--record DIR] [--record-input FILE] [--replay FILE] [--dump-state FILE]
//            [--save-preset FILE]
//            [--bench] [--quality auto|light|full] [--msaa N]
//            [--hide-ui] [--gl-debug] [--sim-rate HZ] [--help] [--version]
#include <span>
#include <glm/glm.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "sim/param_sweep.hpp"

namespace tp {

class ParamTable;

// Which defaults the scenes start from (Scene::lightQuality): auto picks
// light on a software renderer.
enum class QualityChoice { Auto, Light, Full };

struct CommandLine {
  std::string scene = "harbor";  // the harbor is what tidepool opens
  bool sceneGiven = false;  // --scene (or --settings) was given (else a replay's scene is used)
  bool settingsGiven = false;  // --settings SCENE:... was given
  bool headless = false;
  int width = 1280, height = 720;  // window or offscreen framebuffer, pixels
  // Scripted run: this many frames, each exactly 1/fps s of simulated time
  // (deterministic), then exit. 0 = interactive, until the window closes
  // (or, with --replay, until the recording's end when the run is scripted).
  int frames = 0;
  // Window tests: hold frame 0 until this many presses (key or mouse button)
  // reached the window, so a test's input lands at step 0 however fast the
  // machine runs. 0 = start at once.
  int awaitInputs = 0;
  double fps = 60;                     // simulated frames per second of a scripted run and its clip
  std::string screenshotPath;          // written after the last frame; ends in .png
  std::string preset;                  // a preset file, or the name of a built-in preset
  std::vector<std::string> settings;   // "name=value", applied in order (after the preset)
  // --compare A B: two sides with these extra settings each.
  bool compare = false;
  std::vector<std::string> compareA, compareB;
  double wipe = -1;                    // with --compare: the wipe's position (0..1), < 0 = side by side
  bool sweep = false;                  // --sweep: one side per value of sweepSpec
  SweepSpec sweepSpec;
  std::string recordDir;               // --record: a PNG per frame (+ MP4 with ffmpeg)
  std::string recordInputPath;         // --record-input: the run's input, with steps
  std::string replayPath;              // --replay: a recording to play back
  std::string dumpStatePath;           // --dump-state: state and pictures after the last frame
  std::string savePresetPath;          // --save-preset: write every parameter to FILE, then exit
  bool hideUi = false;
  double uiScale = 0;  // --ui-scale: 0 = automatic (the monitor's content scale and the window's height)
  // --print-pixel X,Y,Z (repeatable): world points whose pixels in the first
  // frame's picture to print, then exit (tests that click on things).
  std::vector<glm::vec3> printPixels;
  bool glDebug = false;
  bool bench = false;  // --bench: time each frame (see FrameBench)
  int msaaSamples = 0;  // --msaa: 0 = the default (4, or 1 on software GL)
  double renderScale = 0;  // --render-scale: 0 = the quality's (1, or light quality's)
  QualityChoice quality = QualityChoice::Auto;
  double simRateHz = 60;
  bool simRateGiven = false;  // --sim-rate was given (else a replay's rate is used)
  bool help = false, version = false;
};

struct CliParse {
  CommandLine options;
  std::string error;  // empty when parsing succeeded; else one line naming the problem
};

inline constexpr int kExitUsage = 2;  // bad command line: nothing was written
inline constexpr int kExitFailure = 1;

// Checks syntax, ranges and the scene name; not the --set names (those need
// the scene's ParamTable: see applySettings).
CliParse parseCommandLine(std::span<const std::string_view> args);
CliParse parseCommandLine(int argc, char** argv);  // skips argv[0]

// Applies each "name=value" in order; returns the first error line or "".
std::string applySettings(const ParamTable& params, const std::vector<std::string>& settings);

// --help: usage, options, scenes, then every key and mouse action.
std::string usageText();

// Frame edge limits for --size (a 64-pixel window is useless; 8192 is the
// largest renderbuffer every 4.5 driver must allow).
inline constexpr int kMinSize = 64, kMaxSize = 8192;

}  // namespace tp
