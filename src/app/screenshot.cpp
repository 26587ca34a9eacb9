#include "app/screenshot.hpp"

#include <stb_image_write.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>

namespace tp {
namespace {

std::string formatTime(std::time_t now, const char* format) {
  std::tm local{};
  localtime_r(&now, &local);
  char text[64];
  std::strftime(text, sizeof text, format, &local);
  return text;
}

struct FileCloser {
  void operator()(std::FILE* file) const { std::fclose(file); }
};

void writeToFile(void* context, void* data, int size) {
  std::fwrite(data, 1, size_t(size), static_cast<std::FILE*>(context));
}

// Creates the folder of `path` if needed; returns "" or why not.
std::string ensureParent(const std::filesystem::path& path) {
  const std::filesystem::path parent = path.parent_path();
  if (parent.empty()) return {};
  std::error_code error;
  std::filesystem::create_directories(parent, error);
  if (error) return "cannot create folder " + parent.string() + ": " + error.message();
  return {};
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
  add("window_size: %dx%d\n", info.width, info.height);
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

std::string writePng(const std::filesystem::path& png, const std::vector<uint8_t>& rgb, int width, int height) {
  if (std::string error = ensureParent(png); !error.empty()) return "cannot write screenshot: " + error;
  // Opened by us rather than stbi_write_png so a failure can say why.
  std::unique_ptr<std::FILE, FileCloser> file(std::fopen(png.c_str(), "wb"));
  if (!file) return "cannot write screenshot " + png.string() + ": " + std::strerror(errno);
  if (!stbi_write_png_to_func(writeToFile, file.get(), width, height, 3, rgb.data(), width * 3) ||
      std::fflush(file.get()) != 0 || std::ferror(file.get()))
    return "cannot write screenshot " + png.string() + ": write failed (disk full?)";
  return {};
}

std::string writeScreenshot(const std::filesystem::path& png, const std::vector<uint8_t>& rgb, int width,
                            int height, const std::string& sidecar) {
  if (std::string error = writePng(png, rgb, width, height); !error.empty()) return error;
  const std::filesystem::path sidecarPath = sidecarPathFor(png);
  std::ofstream out(sidecarPath);
  out << sidecar;
  out.close();
  if (!out) return "wrote " + png.string() + " but cannot write its sidecar " + sidecarPath.string();
  return {};
}

}  // namespace tp
