#pragma once
// The command line of `tidepool`, parsed into a struct before any window or
// GL context exists, so every mistake costs one line and exit code 2:
//   tidepool [--scene NAME] [--headless] [--size WxH] [--frames N]
//            [--screenshot PATH] [--set name=value]... [--hide-ui]
//            [--gl-debug] [--sim-rate HZ] [--help] [--version]
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tp {

class ParamTable;

struct CommandLine {
  std::string scene = "demo";
  bool headless = false;
  int width = 1280, height = 720;  // window or offscreen framebuffer, pixels
  // Scripted run: this many frames, each exactly 1/60 s of simulated time
  // (deterministic), then exit. 0 = interactive, until the window closes.
  int frames = 0;
  std::string screenshotPath;          // written after the last frame; ends in .png
  std::vector<std::string> settings;   // "name=value", applied in order
  bool hideUi = false;
  bool glDebug = false;
  double simRateHz = 60;
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
std::string applySettings(ParamTable& params, const std::vector<std::string>& settings);

// --help: usage, options, scenes, then every key and mouse action.
std::string usageText();

// Frame edge limits for --size (a 64-pixel window is useless; 8192 is the
// largest renderbuffer every 4.5 driver must allow).
inline constexpr int kMinSize = 64, kMaxSize = 8192;

}  // namespace tp
