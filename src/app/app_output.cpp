// What a run leaves behind: screenshots (one picture of every side, with
// captions, and a sidecar with every side's parameters), clips (a PNG per
// frame, an MP4 when ffmpeg is there) and state dumps.
#include <cstdio>
#include <ctime>

#include "app/app_impl.hpp"
#include "app/compare/captions.hpp"
#include "core/log.hpp"
#include "app/replay/state_dump.hpp"

namespace tp {
namespace {

const char* layoutName(TileLayout layout) {
  switch (layout) {
    case TileLayout::Single: return "single";
    case TileLayout::SideBySide: return "side-by-side";
    case TileLayout::Wipe: return "wipe";
    case TileLayout::Grid: return "grid";
  }
  return "?";
}

}  // namespace

SidecarInfo App::sidecarInfo() {
  SidecarInfo info;
  info.scene = sides_.entry().name;
  info.params = sides_.scene(0).params().snapshot();
  info.sceneExtra = sides_.scene(0).sidecarExtra();
  if (sides_.comparing()) {
    info.layout = layoutName(sides_.layout());
    info.differing = differingNames(sides_.snapshots());
    const std::vector<TileRect> tiles = sides_.tiles(gfx_.target.width(), gfx_.target.height());
    const std::vector<std::string> captions = sides_.captions();
    for (size_t i = 0; i < sides_.size(); ++i) {
      SidecarSide side;
      side.name = sideName(i);
      side.caption = captions[i];
      TileRect tile = tiles[i];
      if (sides_.layout() == TileLayout::Wipe) {  // each side shows on its side of the line
        const TileRect area = sides_.area(gfx_.target.width(), gfx_.target.height());
        const int column = sides_.wipeLine(gfx_.target.width(), gfx_.target.height());
        tile = i == 0 ? TileRect{area.x, 0, column - area.x, area.height}
                      : TileRect{column, 0, area.x + area.width - column, area.height};
      }
      side.x = tile.x;
      side.y = tile.y;
      side.width = tile.width;
      side.height = tile.height;
      side.params = sides_.scene(i).params().snapshot();
      side.sceneExtra = sides_.scene(i).sidecarExtra();
      info.sides.push_back(std::move(side));
    }
  }
  info.simStep = clock_.stepCount();
  info.simSeconds = clock_.simSeconds();
  info.simRateHz = clock_.rateHz();
  info.width = gfx_.target.width();
  info.height = gfx_.target.height();
  const TileRect area = sides_.area(gfx_.target.width(), gfx_.target.height());
  info.areaX = area.x, info.areaY = area.y, info.areaWidth = area.width, info.areaHeight = area.height;
  info.gl = gfx_.context->info();
  info.cellsPerStep = cellsPerStep();
  info.cellsPerSecond = hud_.stats.cellsPerSecond(secondsNow());
  info.quality = quality_.sidecarLabel(cli_);
  const CameraPose pose = camera_.pose();
  char camera[128];
  std::snprintf(camera, sizeof camera, "%.3f %.3f %.3f %.3f %.2f %.2f", double(pose.target.x), double(pose.target.y),
                double(pose.target.z), double(pose.distance), double(pose.yawDegrees), double(pose.pitchDegrees));
  info.camera = camera;
  info.msaaSamples = sides_.comparing() ? 1 : view_.msaaSamples;
  info.uiScale = view_.showUi ? hud_.ui.scale() : 0.0f;
  info.renderScale = sides_.comparing() ? 1.0f : quality_.renderScale();
  if (bench_.active()) info.frameBench = frameBenchSidecar(bench_.summary(cellsPerStep()));
  return info;
}

void App::takeScreenshot(const std::vector<uint8_t>& rgb) {
  outputs_.screenshotRequested = false;
  const std::time_t now = std::time(nullptr);
  const std::string stem = sides_.entry().name + (sides_.layout() == TileLayout::Grid ? "-sweep"
                                                  : sides_.comparing()                ? "-compare"
                                                                                      : "");
  const std::filesystem::path path = scripted() && !cli_.screenshotPath.empty()
                                         ? std::filesystem::path(cli_.screenshotPath)
                                         : nextScreenshotPath(stem, now);
  const std::string error =
      writeScreenshot(path, rgb, gfx_.target.width(), gfx_.target.height(), sidecarText(sidecarInfo(), now));
  if (!error.empty()) {
    setStatus(error, true);
    if (scripted()) {  // the command line asked for this file: without it the run failed
      frame_.exitCode = kExitFailure;
      frame_.quit = true;
    }
  } else {
    setStatus("saved " + path.string() + " and its .txt", false);
    log::info("screenshot: %s (sidecar %s)", path.c_str(), sidecarPathFor(path).c_str());
    if (std::string same = sameLookingSides(); !same.empty()) {
      setStatus("saved " + path.string() + ", but " + same, false);
      log::warn("%s", same.c_str());
    }
  }
}

// A comparison whose sides draw the very same picture says so: the parameters
// that differ often show only once the water moves (a splash's height, a
// damping), and a picture of two equal halves compares nothing.
std::string App::sameLookingSides() const {
  if (sides_.size() != 2) return {};
  if (sides_.sideImage(0, gfx_.target) != sides_.sideImage(1, gfx_.target)) return {};
  std::string names;
  for (const std::string& name : differingNames(sides_.snapshots())) names += (names.empty() ? "" : ", ") + name;
  return "A and B look the same: " + (names.empty() ? std::string("their parameters are equal") : names + " shows") +
         (names.empty() ? "" : " only once the water moves: click or drag the water, or replay a recording, then save");
}

void App::startClip(const std::filesystem::path& folder, double fps, int frames) {
  if (std::string error = outputs_.clip.start(folder, fps, frames); !error.empty()) {
    setStatus(error, true);
    return;
  }
  outputs_.clipReportedTenth = -1;
  setStatus("recording a clip into " + folder.string(), false);
  log::info("recording a clip%s at %g fps into %s",
            frames > 0 ? (" of " + std::to_string(frames) + " frames").c_str() : "", fps, folder.c_str());
}

void App::addClipFrame(const std::vector<uint8_t>& rgb) {
  if (std::string error = outputs_.clip.addFrame(rgb, gfx_.target.width(), gfx_.target.height()); !error.empty()) {
    setStatus(error, true);
    finishClip();
    if (scripted()) {
      frame_.exitCode = kExitFailure;
      frame_.quit = true;
    }
    return;
  }
  // Progress on the command line every tenth of the clip (and in the panel every frame).
  if (outputs_.clip.framesWanted() > 0) {
    const int tenth = int(outputs_.clip.progress() * 10.0f);
    if (tenth != outputs_.clipReportedTenth) {
      outputs_.clipReportedTenth = tenth;
      log::info("recording clip: %d/%d frames (%d%%)", outputs_.clip.framesWritten(), outputs_.clip.framesWanted(),
                int(outputs_.clip.progress() * 100.0f));
    }
  }
  if (outputs_.clip.complete()) finishClip();
}

void App::finishClip() {
  const std::string message = outputs_.clip.finish(sidecarText(sidecarInfo(), std::time(nullptr)));
  setStatus(message, false);
  log::info("%s", message.c_str());
}

// After the last frame's scene and captions, before the UI.
void App::writeStateDump() {
  std::vector<SideDump> dumps;
  const std::vector<TileRect> tiles = sides_.tiles(gfx_.target.width(), gfx_.target.height());
  for (size_t i = 0; i < sides_.size(); ++i) {
    SideDump dump;
    dump.name = sideName(i);
    dump.params = sides_.scene(i).params().snapshot();
    dump.state = sides_.scene(i).stateBytes();
    dump.image = sides_.sideImage(i, gfx_.target);
    const glm::ivec2 size = sides_.sideImageSize(i, gfx_.target);
    dump.width = size.x;
    dump.height = size.y;
    log::info("state of side %s: %zu bytes, fnv1a %016llx; picture fnv1a %016llx", dump.name.c_str(),
              dump.state.size(), static_cast<unsigned long long>(fnv1a(dump.state)),
              static_cast<unsigned long long>(fnv1a(dump.image)));
    dumps.push_back(std::move(dump));
  }
  const std::string error = tp::writeStateDump(cli_.dumpStatePath, sides_.entry().name, timeline_.step(), dumps);
  if (!error.empty()) {
    setStatus(error, true);
    frame_.exitCode = kExitFailure;
    return;
  }
  log::info("state dump: %s (after %llu steps)", cli_.dumpStatePath.c_str(),
            static_cast<unsigned long long>(timeline_.step()));
}

}  // namespace tp
