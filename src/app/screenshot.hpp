#pragma once
// Screenshots: a PNG of the frame (stb_image_write) and, beside it, a .txt
// sidecar saying how to get the same picture again: scene, every parameter
// as name = value, simulation step/time/rate, window size, GPU, version, date.
#include <cstdint>
#include <ctime>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "gl/context.hpp"

namespace tp {

// One side of a comparison or sweep: where its tile is in the picture, its
// caption, and all of its parameters.
struct SidecarSide {
  std::string name;     // "A"
  std::string caption;  // as drawn
  int x = 0, y = 0, width = 0, height = 0;  // its tile, pixels from the top-left
  std::vector<std::pair<std::string, std::string>> params;
  std::string sceneExtra;
};

struct SidecarInfo {
  std::string scene;
  std::vector<std::pair<std::string, std::string>> params;  // ParamTable::snapshot() (one side)
  // Two or more: a comparison or sweep; then these replace `params`.
  std::string layout;  // "side-by-side", "wipe", "grid"
  std::vector<std::string> differing;  // the parameters whose values differ between the sides
  std::vector<SidecarSide> sides;
  uint64_t simStep = 0;
  double simSeconds = 0, simRateHz = 0;
  int width = 0, height = 0;
  // Where the scene is framed (pixels, top-left origin): beside the panel
  // when the UI shows, else the whole picture.
  int areaX = 0, areaY = 0, areaWidth = 0, areaHeight = 0;
  gl::ContextInfo gl;
  std::string sceneExtra;  // Scene::sidecarExtra(): "name: value" lines
  double cellsPerStep = 0;    // every side's Scene::cellsPerStep()
  double cellsPerSecond = 0;  // the stats strip's: cells per step × steps per second, last half second
  std::string quality;        // "full" or "light (software GL)"
  float renderScale = 1;     // the scene drawn at this share of the size, then stretched
  int msaaSamples = 1;        // samples a pixel of the scene
  float uiScale = 0;          // the panels' size against 1080p (0: no UI shown)
  // The view as a recording's camera line takes it: target x y z (m), distance (m), yaw, pitch (degrees).
  std::string camera;
  std::string frameBench;     // --bench: the frame_* lines (FrameBench), else empty
};

std::string sidecarText(const SidecarInfo& info, std::time_t now);

// screenshots/<scene>-<YYYYmmdd-HHMMSS>.png (relative to the working
// directory), with -2, -3... added if that name is taken.
std::filesystem::path nextScreenshotPath(const std::string& scene, std::time_t now);

// PATH with .txt replacing .png.
std::filesystem::path sidecarPathFor(const std::filesystem::path& png);

// Writes `rgb` (width × height × 3 bytes, top row first) as a PNG, creating
// missing folders. Returns "" or one line naming the path and the reason.
std::string writePng(const std::filesystem::path& png, const std::vector<uint8_t>& rgb, int width, int height);

// Writes `rgb` (width × height × 3 bytes, top row first) as PNG and the
// sidecar next to it, creating missing folders. Returns "" or one line that
// names the path and the reason (e.g. "Permission denied").
std::string writeScreenshot(const std::filesystem::path& png, const std::vector<uint8_t>& rgb, int width,
                            int height, const std::string& sidecar);

}  // namespace tp
