// What the panel changes about the sides: the scene, a comparison (A and B),
// a sweep (one side per value), copying and swapping, and presets. Changes
// to the set of sides wait until the frame is shown (afterFrame), so a frame
// is always drawn, captured and described by the same sides.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <cmath>
#include <ctime>

#include "app/app_impl.hpp"
#include "app/compare/captions.hpp"
#include "core/log.hpp"
#include "app/presets/preset_file.hpp"

namespace tp {

void App::setStatus(const std::string& message, bool error) {
  hud_.status.set(message, error, sides_.entry().name, secondsNow());
  if (error) log::error("%s", message.c_str());
}

void App::resetScene() {
  SceneInput input;
  input.kind = SceneInput::Kind::Reset;
  submit(input);
}

// New sides from `settings`, all initialised and reset together (and the
// clock with them), so every side starts from the same moment.
bool App::rebuildSides(const std::vector<std::vector<std::string>>& settings, TileLayout layout) {
  try {
    if (std::string error = sides_.rebuild(sides_.entry(), settings, layout, services_.get()); !error.empty()) {
      setStatus(error, true);
      return false;
    }
  } catch (const std::exception& e) {  // a broken shader: keep the sides we had
    setStatus(std::string("cannot build the sides: ") + e.what(), true);
    return false;
  }
  panel_.paramsSide = 0;
  gfx_.timers = gl::GpuTimers();
  resetScene();
  return true;
}

void App::switchScene(const SceneEntry& entry) {
  if (timeline_.recorder().active()) stopInputRecording();  // a recording belongs to one scene
  timeline_.stopReplay();
  SideSet next;
  quality_.clearPinned();  // the command line's settings were for the first scene
  std::vector<std::string> light = quality_.settingsFor(*entry.create());
  // The scene being left keeps its parameters (the side the panel edits, when
  // comparing); a scene seen before opens with what it was left with.
  settingsLeft_[sides_.entry().name] = toSettings(sides_.scene(sideKeptOnStop()).params().snapshot());
  const auto left = settingsLeft_.find(entry.name);
  const bool resumed = left != settingsLeft_.end();
  try {
    next.rebuild(entry, {resumed ? left->second : light}, TileLayout::Single, services_.get());
  } catch (const std::exception& e) {  // a broken shader: stay in the current scene
    setStatus("cannot open scene " + entry.name + ": " + e.what(), true);
    return;
  }
  sides_ = std::move(next);  // the old scenes' GL objects go here
  quality_.switchedTo(sides_.scene(0), std::move(light), cli_);
  panel_.paramsSide = 0;
  gfx_.timers = gl::GpuTimers();  // the old scene's passes would linger in the stats
  if (gfx_.window) glfwSetWindowTitle(gfx_.window->window(), ("tidepool - " + entry.name).c_str());
  camera_.start(sides_.scene(0).camera());
  resetScene();
  if (resumed) setStatus(entry.name + ": as you left it (Presets: defaults for its defaults)", false);
}

// B starts as a copy of A; both restart so they run in step from here.
void App::startCompare() {
  const std::vector<std::string> a = toSettings(sides_.scene(0).params().snapshot());
  rebuildSides({a, a}, panel_.compare.wipe ? TileLayout::Wipe : TileLayout::SideBySide);
  panel_.paramsSide = 1;  // the side one usually edits next
  setStatus("comparing: edit B (or A) in Parameters; every input goes to both", false);
}

size_t App::sideKeptOnStop() const {
  return std::min<size_t>(size_t(std::max(panel_.paramsSide, 0)), sides_.size() - 1);
}

void App::stopCompare() {
  const size_t keep = sideKeptOnStop();
  rebuildSides({toSettings(sides_.scene(keep).params().snapshot())}, TileLayout::Single);
  setStatus("kept side " + sideName(keep) + "'s parameters", false);
}

bool App::startSweep(const SweepSpec& sweep) {
  std::vector<std::string> values;
  if (std::string error = sweepValues(sweep, sides_.scene(0).params(), values); !error.empty()) {
    setStatus(error, true);
    return false;
  }
  const std::vector<std::string> base = toSettings(sides_.scene(0).params().snapshot());
  std::vector<std::vector<std::string>> settings;
  for (const std::string& value : values) {
    settings.push_back(base);
    settings.back().push_back(sweep.name + "=" + value);
  }
  if (!rebuildSides(settings, TileLayout::Grid)) return false;
  setStatus("sweeping " + sweep.name + " over " + std::to_string(values.size()) + " tiles", false);
  return true;
}

void App::saveScreenshotAfter(double simulatedSeconds) {
  if (simulatedSeconds <= 0) return;
  outputs_.autoScreenshotStep = timeline_.step() + std::max<uint64_t>(1, uint64_t(std::llround(simulatedSeconds * clock_.rateHz())));
}

void App::copyParameters(size_t from, size_t to) {
  if (std::string error = sides_.copyParameters(from, to); !error.empty()) {
    setStatus(error, true);
    return;
  }
  resetScene();  // the same parameters from the same start: the two halves match again
  setStatus("copied " + sideName(from) + " to " + sideName(to) + " and restarted both", false);
}

void App::loadPreset(size_t side, const PresetCheck& preset) {
  if (!preset.error.empty()) {
    setStatus(preset.error, true);  // refused whole: the parameters stay as they were
    return;
  }
  if (std::string error = applySnapshot(sides_.scene(side).params(), preset.values); !error.empty()) {
    setStatus(error, true);
    return;
  }
  // In light quality, what the preset does not name stays light (its snapshot holds the full defaults).
  if (std::string error = applySettings(sides_.scene(side).params(), quality_.settingsFor(sides_.scene(side), preset.named));
      !error.empty())
    log::warn("light quality: %s", error.c_str());
  setStatus("loaded preset '" + preset.name + "'" + (sides_.comparing() ? " into " + sideName(side) : ""), false);
}

void App::savePreset(size_t side, const std::string& name) {
  std::string clean;
  for (char c : name) clean += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '-';
  if (clean.empty()) clean = "preset";
  const std::string scene = sides_.entry().name;
  const std::filesystem::path path = "presets/" + scene + "-" + clean + ".json";
  const std::string error =
      writePresetFile(path, presetJson(scene, clean, "saved from the panel", sides_.scene(side).params()));
  if (!error.empty()) setStatus(error, true);
  else setStatus("saved " + path.string() + "; load it with --preset " + path.string(), false);
}

}  // namespace tp
