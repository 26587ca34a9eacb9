// Window input into scene input, and the one path every scene change takes:
// submit() hands it to every side at this step and writes it into the
// recording; a replay feeds recorded inputs to apply() at their steps.
#define GLFW_INCLUDE_NONE  // GL comes from glad (gl/gl.hpp)
#include <GLFW/glfw3.h>

#include <algorithm>

#include "app/app_impl.hpp"
#include "app/compare/captions.hpp"
#include "core/log.hpp"

namespace tp {
namespace {
constexpr float kWipeGrabPixels = 8;  // how close to the wipe's line a press grabs it
}  // namespace

void App::handleInput() {
  // ImGui has seen every event already (its callbacks chain to ours); what it
  // wants is its alone.
  const int width = gfx_.target.width(), height = gfx_.target.height();
  for (const InputEvent& event : input_.take()) {
    const bool press = event.type == InputEvent::Type::ButtonDown || event.type == InputEvent::Type::KeyDown;
    if (press && frame_.hold.inputsAwaited > 0) --frame_.hold.inputsAwaited;
    switch (event.type) {
      case InputEvent::Type::ButtonDown:
        if (hud_.ui.wantsMouse() || drag_.button >= 0) break;
        drag_.button = event.button;
        drag_.last = event.pixel;
        drag_.tile = sides_.tileAt(event.pixel, width, height);
        // A double click of the orbit button refocuses. The left button is the
        // tool's alone, so each quick click drops its one crate or splash and
        // never turns into a refocus half-way.
        if (event.button == GLFW_MOUSE_BUTTON_RIGHT && event.doubleClick && drag_.tile >= 0)
          if (auto point = sides_.scene(0).pick(pointerInput(SceneInput::Kind::Press, event.pixel).ray))
            camera_.focus(*point);
        if (event.button != GLFW_MOUSE_BUTTON_LEFT) break;
        if (sides_.layout() == TileLayout::Wipe &&
            std::abs(event.pixel.x - float(sides_.wipeLine(width, height))) <= kWipeGrabPixels) {
          drag_.wipe = true;
          break;
        }
        if (drag_.tile < 0) break;  // a gutter between tiles
        submit(pointerInput(SceneInput::Kind::Press, event.pixel));
        break;
      case InputEvent::Type::ButtonUp:
        if (event.button != drag_.button) break;
        if (event.button == GLFW_MOUSE_BUTTON_LEFT && !drag_.wipe && drag_.tile >= 0)
          submit(pointerInput(SceneInput::Kind::Release, event.pixel));
        drag_.wipe = false;
        drag_.button = -1;
        break;
      case InputEvent::Type::Move:
        if (drag_.button == GLFW_MOUSE_BUTTON_RIGHT) {
          camera_.orbit(event.pixel - drag_.last);
        } else if (drag_.button == GLFW_MOUSE_BUTTON_MIDDLE) {
          camera_.pan(event.pixel - drag_.last, tileRect(std::max(drag_.tile, 0)).height);
        } else if (drag_.button == GLFW_MOUSE_BUTTON_LEFT) {
          if (drag_.wipe) {
            const TileRect area = sides_.area(width, height);
            sides_.setWipe((event.pixel.x - float(area.x)) / float(std::max(area.width, 1)));
          } else if (drag_.tile >= 0) {
            submit(pointerInput(SceneInput::Kind::Drag, event.pixel));
          }
        }
        drag_.last = event.pixel;
        break;
      case InputEvent::Type::Scroll:
        if (!hud_.ui.wantsMouse()) camera_.zoom(event.scroll);
        break;
      case InputEvent::Type::KeyDown:
        if (event.key == GLFW_KEY_ESCAPE && hud_.ui.takeEscape()) break;  // closed a popup or ends an edit
        if (hud_.ui.wantsKeyboard()) break;
        if (event.mods & GLFW_MOD_CONTROL) {  // Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo: never the scene's
          if (event.key == GLFW_KEY_Z && (event.mods & GLFW_MOD_SHIFT)) redoEdit();
          else if (event.key == GLFW_KEY_Z) undoEdit();
          else if (event.key == GLFW_KEY_Y) redoEdit();
          if (event.key == GLFW_KEY_Z || event.key == GLFW_KEY_Y) break;
        }
        if (!handleAppKey(event.key)) {
          SceneInput input;
          input.kind = SceneInput::Kind::KeyDown;
          input.key = event.key;
          submit(input);
        }
        break;
      case InputEvent::Type::KeyUp: {
        SceneInput input;  // releases always arrive, so no key sticks
        input.kind = SceneInput::Kind::KeyUp;
        input.key = event.key;
        submit(input);
        break;
      }
    }
  }
}

// A key of the controls table (ui/controls.cpp) does its row's action;
// returns false for keys the app leaves to the scene.
bool App::handleAppKey(int key) {
  const AppAction action = appActionForKey(key);
  if (action == AppAction::None) return false;
  perform(action);
  return true;
}

void App::perform(AppAction action) {
  switch (action) {
    case AppAction::None: return;
    case AppAction::TogglePause: clock_.setPaused(!clock_.paused()); return;
    case AppAction::SingleStep:
      clock_.setPaused(true);
      clock_.requestSingleStep();
      return;
    case AppAction::Reset: resetScene(); return;
    case AppAction::ToggleHelp: view_.showHelp = !view_.showHelp; return;
    case AppAction::ReloadShaders: gfx_.shaders->reloadAll(); return;
    case AppAction::Screenshot: outputs_.screenshotRequested = true; return;
    case AppAction::ToggleUi: view_.showUi = !view_.showUi; return;
    case AppAction::Escape:
      if (view_.showHelp) {  // an overlay closes before the app does
        view_.showHelp = false;
        return;
      }
      log::info("Esc: quitting");
      frame_.quit = true;
      return;
  }
}

TileRect App::tileRect(int tile) const {
  const std::vector<TileRect> tiles = sides_.tiles(gfx_.target.width(), gfx_.target.height());
  if (sides_.layout() == TileLayout::Wipe || tile < 0 || size_t(tile) >= tiles.size())
    return sides_.area(gfx_.target.width(), gfx_.target.height());
  return tiles[size_t(tile)];
}

// The pixel relative to the tile the drag began in, and its ray through that
// tile's view: the same place in every side, since all tiles share the camera and size.
SceneInput App::pointerInput(SceneInput::Kind kind, glm::vec2 pixel) const {
  const TileRect tile = tileRect(drag_.tile);
  SceneInput input;
  input.kind = kind;
  input.pixel = pixel - glm::vec2(float(tile.x), float(tile.y));
  const glm::ivec2 size(tile.width, tile.height);
  input.ray = rayFromPixel(camera_.view(), camera_.projection(float(size.x) / float(size.y)), input.pixel, size);
  return input;
}

void App::submit(SceneInput input) { apply(timeline_.stamp(std::move(input))); }

void App::apply(const SceneInput& input) {
  switch (input.kind) {
    case SceneInput::Kind::Press:
    case SceneInput::Kind::Drag:
    case SceneInput::Kind::Release: sides_.pointer(input.pointerEvent()); break;
    case SceneInput::Kind::KeyDown: sides_.key(input.key, true); break;
    case SceneInput::Kind::KeyUp: sides_.key(input.key, false); break;
    case SceneInput::Kind::Command:
      if (std::string error = sides_.command(input.text); !error.empty()) setStatus(error, true);
      break;
    case SceneInput::Kind::Set: applySet(input); break;
    case SceneInput::Kind::Reset:
      sides_.reset();
      clock_.reset();
      break;
    case SceneInput::Kind::Camera:
      camera_.setPose(input.camera);
      timeline_.watchCamera(camera_.pose());
      break;
    case SceneInput::Kind::Rate:
      clock_.setRateHz(input.rateHz);
      timeline_.watchRate(clock_.rateHz());
      break;
  }
}

// A replayed parameter edit. One made for every side skips the parameters a
// comparison varies, so replaying an old take cannot undo the comparison.
void App::applySet(const SceneInput& input) {
  const std::string name = input.text.substr(0, input.text.find('='));
  for (size_t i = 0; i < sides_.size(); ++i) {
    if (input.side >= 0 && size_t(input.side) != i) continue;
    if (input.side < 0 && timeline_.skipsInReplay(name)) {
      log::warn("replay: step %llu sets %s, which this comparison varies: skipped",
                static_cast<unsigned long long>(input.step), input.text.c_str());
      break;
    }
    if (std::string error = sides_.scene(i).params().setAssignment(input.text); !error.empty())
      log::warn("replay: step %llu: %s", static_cast<unsigned long long>(input.step), error.c_str());
  }
  timeline_.watchParams(sides_.snapshots());
}

void App::deliverDueReplayInputs() {
  for (const SceneInput& input : timeline_.takeDueReplayInputs()) apply(input);
  if (timeline_.replayJustFinished())
    setStatus("replay finished at step " + std::to_string(timeline_.script().endStep) + "; the scene is yours again",
              false);
}

void App::recordOutsideChanges(const std::vector<ParamSnapshot>& params) {
  timeline_.recordOutsideChanges(params, sides_.comparing(), camera_.pose(), clock_.rateHz());
}

// A recording starts from a reset, so that replaying it from a fresh start
// meets the same state; the camera is written first so the replay sees what the user saw.
std::string App::startInputRecording(const std::filesystem::path& path) {
  const std::string error = timeline_.recorder().start(path, sides_.entry().name, clock_.rateHz(),
                                                      toSettings(sides_.scene(0).params().snapshot()), timeline_.step());
  if (!error.empty()) return error;
  SceneInput reset;
  reset.kind = SceneInput::Kind::Reset;
  submit(reset);
  SceneInput camera;
  camera.kind = SceneInput::Kind::Camera;
  camera.camera = camera_.pose();
  submit(camera);
  setStatus("recording input to " + path.string(), false);
  log::info("recording input to %s", path.c_str());
  return {};
}

void App::stopInputRecording() {
  const std::string message = timeline_.recorder().stop(timeline_.step());
  setStatus(message, timeline_.recorder().failed());
  if (!timeline_.recorder().failed()) {
    panel_.record.replayPath = timeline_.recorder().path().string();  // Replay plays what was just recorded
    log::info("%s", message.c_str());
    return;
  }
  log::error("%s", message.c_str());
  if (!cli_.recordInputPath.empty()) frame_.exitCode = kExitFailure;  // the command line asked for it
}

std::string App::startReplay(const std::string& path) {
  if (path.empty()) return "no recording to replay: record input first, or type a recording's path";
  InputScript script;
  if (std::string error = readInputScript(path, script); !error.empty()) return error;
  if (script.scene != sides_.entry().name)
    return "recording " + path + " is of scene '" + script.scene + "'; switch to it first";
  if (std::string error = checkScriptForScene(script, path, sides_.entry(), sides_.size()); !error.empty())
    return error;
  // The recording's starting parameters on every side, the comparison's differences kept.
  const std::vector<std::string> varied = differingNames(sides_.snapshots());
  const ParamSnapshot start = toSnapshot(script.settings);
  for (size_t i = 0; i < sides_.size(); ++i) {
    ParamSnapshot values;
    for (const auto& value : start)
      if (std::find(varied.begin(), varied.end(), value.first) == varied.end()) values.push_back(value);
    if (std::string error = applySnapshot(sides_.scene(i).params(), values); !error.empty()) return error;
  }
  clock_.setRateHz(script.rateHz);
  timeline_.beginReplay(std::move(script), varied, false);
  sides_.reset();
  clock_.reset();
  timeline_.watchParams(sides_.snapshots());
  return {};
}

}  // namespace tp
