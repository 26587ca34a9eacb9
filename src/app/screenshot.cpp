#include "app/screenshot.hpp"

#include <stb_image_write.h>

#include <cstdio>
#include <string>

#include "core/atomic_file.hpp"

namespace tp {
namespace {

std::string formatTime(std::time_t now, const char* format) {
  std::tm local{};
  localtime_r(&now, &local);
  char text[64];
  std::strftime(text, sizeof text, format, &local);
  return text;
}

void appendToString(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), size_t(size));
}

}  // namespace

std::string sidecarText(const SidecarInfo& info, std::time_t now) {
  std::string text;
  char line[512];
  auto add = [&](const char* format, auto... values) {
    std::snprintf(line, sizeof line, format, values...);
    text += line;
  };
  add("scene: %s\n", info.scene.c_str());
  if (info.sides.empty()) {
    text += "parameters:\n";
    for (const auto& [name, value] : info.params) text += "  " + name + " = " + value + "\n";
  } else {
    add("layout: %s\n", info.layout.c_str());
    add("sides: %zu\n", info.sides.size());
    std::string differing;
    for (const auto& name : info.differing) differing += (differing.empty() ? "" : ", ") + name;
    text += "differing_parameters: " + (differing.empty() ? std::string("(none)") : differing) + "\n";
    for (const SidecarSide& side : info.sides) {
      text += "side " + side.name + ":\n";
      add("  tile: x=%d y=%d width=%d height=%d\n", side.x, side.y, side.width, side.height);
      text += "  caption: " + side.caption + "\n  parameters:\n";
      for (const auto& [name, value] : side.params) text += "    " + name + " = " + value + "\n";
      size_t start = 0;  // the scene's own lines, indented under its side
      while (start < side.sceneExtra.size()) {
        const size_t end = std::min(side.sceneExtra.find('\n', start), side.sceneExtra.size());
        if (end > start) text += "  " + side.sceneExtra.substr(start, end - start) + "\n";
        start = end + 1;
      }
    }
  }
  add("sim_step: %llu\n", static_cast<unsigned long long>(info.simStep));
  add("sim_time_s: %.6f\n", info.simSeconds);
  add("sim_rate_hz: %g\n", info.simRateHz);
  add("sim_cells_per_step: %.0f\n", info.cellsPerStep);
  add("sim_cells_per_second: %.6g\n", info.cellsPerSecond);
  if (!info.quality.empty()) text += "quality: " + info.quality + "\n";
  add("render_scale: %g\n", double(info.renderScale));
  add("msaa_samples: %d\n", info.msaaSamples);
  add("ui_scale: %g\n", double(info.uiScale));
  if (!info.camera.empty()) text += "camera: " + info.camera + "\n";
  add("window_size: %dx%d\n", info.width, info.height);
  if (info.areaWidth > 0)
    add("scene_area: %d %d %d %d\n", info.areaX, info.areaY, info.areaWidth, info.areaHeight);
  text += "gpu_renderer: " + info.gl.renderer + "\n";
  text += "gpu_vendor: " + info.gl.vendor + "\n";
  text += "gl_version: " + info.gl.version + "\n";
  text += "gl_platform: " + info.gl.platform + "\n";
  text += "tidepool_version: " TIDEPOOL_VERSION "\n";
  text += "date: " + formatTime(now, "%Y-%m-%d %H:%M:%S %z") + "\n";
  text += info.frameBench;
  if (info.sides.empty() && !info.sceneExtra.empty()) {
    text += info.sceneExtra;
    if (text.back() != '\n') text += '\n';
  }
  return text;
}

std::filesystem::path nextScreenshotPath(const std::string& scene, std::time_t now) {
  const std::string stem = "screenshots/" + scene + "-" + formatTime(now, "%Y%m%d-%H%M%S");
  std::filesystem::path path = stem + ".png";
  for (int n = 2; std::filesystem::exists(path); ++n) path = stem + "-" + std::to_string(n) + ".png";
  return path;
}

std::filesystem::path sidecarPathFor(const std::filesystem::path& png) {
  std::filesystem::path sidecar = png;
  return sidecar.replace_extension(".txt");
}

namespace {

// Encoded in memory, so it can be written whole or not at all (atomic_file.hpp).
std::string encodePng(const std::vector<uint8_t>& rgb, int width, int height) {
  std::string encoded;
  if (!stbi_write_png_to_func(appendToString, &encoded, width, height, 3, rgb.data(), width * 3)) return {};
  return encoded;
}

}  // namespace

std::string writePng(const std::filesystem::path& png, const std::vector<uint8_t>& rgb, int width, int height) {
  const std::string encoded = encodePng(rgb, width, height);
  if (encoded.empty()) return "cannot write screenshot " + png.string() + ": the PNG could not be encoded";
  return writeFileAtomically(png, encoded, "screenshot");
}

std::string writeScreenshot(const std::filesystem::path& png, const std::vector<uint8_t>& rgb, int width,
                            int height, const std::string& sidecar) {
  const std::string encoded = encodePng(rgb, width, height);
  if (encoded.empty()) return "cannot write screenshot " + png.string() + ": the PNG could not be encoded";
  // A pair: a picture without its sidecar is half a screenshot, and a failure keeps an older pair whole.
  const FileToWrite pair[] = {{png, encoded, "screenshot"}, {sidecarPathFor(png), sidecar, "sidecar"}};
  return writeFilesTogether(pair);
}

}  // namespace tp
