// The panel: the main window (ui/main_panel) with this app's sections in it:
// each side's parameters in tabs, Compare, Presets and Record. The ui/
// functions draw and return requests; they are carried out here.
#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <ctime>
#include <memory>

#include "app/app_impl.hpp"
#include "core/log.hpp"
#include "gl/software_renderer.hpp"
#include "app/compare/captions.hpp"
#include "app/presets/preset_file.hpp"
#include "scenes/settings_string.hpp"
#include "ui/main_panel.hpp"
#include "ui/param_widgets.hpp"

namespace tp {
namespace {

// FOLDER/STEM-YYYYmmdd-HHMMSS[-N]SUFFIX that does not exist yet.
std::filesystem::path timestamped(const std::string& folder, const std::string& stem, const std::string& suffix) {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char date[32];
  std::strftime(date, sizeof date, "%Y%m%d-%H%M%S", &local);
  const std::string base = folder + "/" + stem + "-" + date;
  std::filesystem::path path = base + suffix;
  for (int n = 2; std::filesystem::exists(path); ++n) path = base + "-" + std::to_string(n) + suffix;
  return path;
}

// The preset files of ./presets for `scene` (other scenes' presets would be refused).
std::vector<std::string> listPresetFiles(const std::string& scene) {
  std::vector<std::string> files;
  std::error_code error;
  for (const auto& item : std::filesystem::directory_iterator("presets", error))
    if (item.path().extension() == ".json" && presetFileScene(item.path()) == scene)
      files.push_back(item.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// Every parameter back to the scene's own defaults: the Presets section's
// first built-in and the Parameters section's Defaults button.
ScenePreset defaultsPreset() { return {"defaults", "every parameter back to this scene's defaults", {}}; }

}  // namespace

void App::drawPanels() {
  PanelView view{sides_.entry().name, sides_.scene(0), clock_,          view_.hideUiInScreenshots,
                 view_.msaaSamples,        view_.uiScaleSetting,        gfx_.shaders->lastError(), hud_.status.shown(sides_.entry().name, secondsNow())};
  view.canUndo = history_.canUndo();
  view.canRedo = history_.canRedo();
  view.parameters = [this] {
    quality_.drawPanel(gl::isSoftwareRenderer(gfx_.context->info().renderer));
    drawSideParameters();
  };
  view.moreSections = [this] {
    if (ImGui::CollapsingHeader("Compare")) drawCompareSection();
    if (ImGui::CollapsingHeader("Presets")) drawPresetSection();
    if (ImGui::CollapsingHeader("Record")) drawRecordSection();
  };
  const PanelRequests requests = drawMainPanel(view);
  panel_.span = {requests.left, requests.right, requests.collapsed};
  if (!requests.switchToScene.empty())
    if (const SceneEntry* entry = findScene(requests.switchToScene))
      afterFrame([this, entry] { switchScene(*entry); });
  if (requests.reset) resetScene();
  if (requests.screenshot) outputs_.screenshotRequested = true;
  if (requests.copySettings) copySettings();
  if (requests.pasteSettings) pasteSettings();
  if (requests.undo) undoEdit();
  if (requests.redo) redoEdit();
  if (requests.defaults) restoreDefaults();
  if (requests.reloadShaders) gfx_.shaders->reloadAll();
  if (requests.showHelp) view_.showHelp = !view_.showHelp;
}

// The shown side's look as one line (scenes/settings_string.hpp), to the
// clipboard and the log, against the scene's defaults as it opens.
void App::copySettings() {
  const size_t side = sideKeptOnStop();
  const std::unique_ptr<Scene> opened = sides_.entry().create();
  const std::string line = settingsString(sides_.entry().name, sides_.scene(side).params(), opened->params());
  ImGui::SetClipboardText(line.c_str());
  log::info("settings: %s", line.c_str());
  setStatus("copied " + line + " : tidepool --settings " + line + " opens it", false);
}

// A shared look from the clipboard: its scene (switched to first when it is
// another) with the line's values over that scene's defaults, on the shown
// side, one step to undo. Anything but a good line changes nothing.
void App::pasteSettings() {
  const char* clipboard = ImGui::GetClipboardText();
  std::string text = clipboard ? clipboard : "";
  const auto blank = [](unsigned char c) { return std::isspace(c) != 0; };
  while (!text.empty() && blank(static_cast<unsigned char>(text.back()))) text.pop_back();
  while (!text.empty() && blank(static_cast<unsigned char>(text.front()))) text.erase(text.begin());
  ParsedSettings look;
  if (std::string error = parseSettingsString(text, look); !error.empty()) {
    setStatus("Paste settings: " + error, true);
    return;
  }
  const auto apply = [this, look] {
    const size_t side = sideKeptOnStop();
    const std::unique_ptr<Scene> opened = sides_.entry().create();
    if (std::string error = applySettingsLook(look, sides_.scene(side).params(), opened->params()); !error.empty()) {
      setStatus("Paste settings: " + error + " (nothing changed)", true);
      return;
    }
    setStatus("pasted " + look.scene + ":" + std::to_string(look.settings.size()) + " value(s) (Undo takes it back)",
              false);
  };
  if (look.scene == sides_.entry().name) return apply();
  const SceneEntry* entry = findScene(look.scene);
  afterFrame([this, entry, apply] {
    switchScene(*entry);
    if (sides_.entry().name == entry->name) apply();  // else the switch said why not
  });
}

// Undo and redo put every side's parameters back as a whole (ParamHistory);
// a value a side refuses leaves that side as it was and says why.
void App::putBack(const std::optional<ParamHistory::State>& state, const char* what) {
  if (!state) {
    setStatus(std::string("nothing to ") + what, false);
    return;
  }
  for (size_t side = 0; side < sides_.size() && side < state->size(); ++side)
    if (std::string error = applySnapshot(sides_.scene(side).params(), (*state)[side]); !error.empty()) {
      setStatus(std::string(what) + ": " + error, true);
      return;
    }
  setStatus(std::string(what) + ": " + std::to_string(history_.undoSteps()) + " step(s) to undo, " +
                std::to_string(history_.redoSteps()) + " to redo",
            false);
}

void App::undoEdit() { putBack(history_.undo(), "undo"); }
void App::redoEdit() { putBack(history_.redo(), "redo"); }

// The shown side's parameters as its scene opens: the Presets section's
// built-in "defaults" (light quality's values where it applies), one step to undo.
void App::restoreDefaults() {
  loadPreset(sideKeptOnStop(), checkBuiltinPreset(defaultsPreset(), sides_.entry()));
}

// One side: its table and its own widgets. Several: a tab per side, then the
// first side's widgets, whose commands reach every side.
void App::drawSideParameters() {
  if (!sides_.comparing()) {
    drawParamWidgets(sides_.scene(0).params());
    sides_.scene(0).drawPanel();
    return;
  }
  panel_.paramsSide = std::clamp(panel_.paramsSide, 0, int(sides_.size()) - 1);
  if (ImGui::BeginTabBar("sides")) {
    for (size_t i = 0; i < sides_.size(); ++i) {
      const std::string label = "side " + sideName(i);
      const ImGuiTabItemFlags flags =
          panel_.selectParamsTab && int(i) == panel_.paramsSide ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
      if (ImGui::BeginTabItem(label.c_str(), nullptr, flags)) {
        if (!panel_.selectParamsTab) panel_.paramsSide = int(i);
        drawParamWidgets(sides_.scene(i).params());
        ImGui::EndTabItem();
      }
    }
    panel_.selectParamsTab = false;
    ImGui::EndTabBar();
  }
  ImGui::Separator();
  ImGui::TextDisabled("tools (sent to every side):");
  sides_.scene(0).drawPanel();
}

void App::drawCompareSection() {
  const std::vector<std::string> captions = sides_.captions();
  const CompareView view{sides_.size(), sides_.layout() == TileLayout::Grid, sides_.wipe(), captions,
                         sides_.scene(0).params(), sideName(sideKeptOnStop())};
  const CompareRequests requests = tp::drawCompareSection(panel_.compare, view);
  if (requests.start) afterFrame([this] {
      startCompare();
      panel_.selectParamsTab = true;
    });
  if (requests.stop) afterFrame([this] { stopCompare(); });
  if (requests.copyAToB) afterFrame([this] { copyParameters(0, 1); });
  if (requests.copyBToA) afterFrame([this] { copyParameters(1, 0); });
  if (requests.swap) afterFrame([this] {
      sides_.swap(0, 1);
      setStatus("swapped A and B", false);
    });
  if (requests.layoutChanged && sides_.comparing())
    afterFrame([this] { sides_.setLayout(panel_.compare.wipe ? TileLayout::Wipe : TileLayout::SideBySide); });
  if (requests.wipeFraction) sides_.setWipe(*requests.wipeFraction);
  if (requests.sweep) afterFrame([this, sweep = *requests.sweep] {
      if (startSweep(sweep)) saveScreenshotAfter(panel_.compare.pictureSeconds);
    });
  if (requests.restartAndSave) afterFrame([this] {
      resetScene();
      saveScreenshotAfter(panel_.compare.pictureSeconds);
      if (panel_.compare.pictureSeconds <= 0) outputs_.screenshotRequested = true;
    });
}

void App::drawPresetSection() {
  std::vector<ScenePreset> builtins = sides_.scene(0).presets();
  // Every parameter back to the scene's own defaults (light quality's where it
  // applies): what a scene opens with the first time, since a scene reopened
  // from the list resumes its parameters.
  builtins.push_back(defaultsPreset());
  const size_t side = sideKeptOnStop();
  const std::string name = sides_.comparing() ? sideName(side) : "";
  const PresetRequests requests =
      tp::drawPresetSection(panel_.presets, PresetView{builtins, panel_.presetFiles, name, sides_.entry().name});
  if (requests.refreshFiles) panel_.presetFiles = listPresetFiles(sides_.entry().name);
  for (const ScenePreset& preset : builtins)
    if (preset.name == requests.builtin) loadPreset(side, checkBuiltinPreset(preset, sides_.entry()));
  if (!requests.file.empty()) loadPreset(side, readPresetFile(requests.file, sides_.entry()));
  if (requests.save) savePreset(side, panel_.presets.saveName);
}

void App::drawRecordSection() {
  RecordView view;
  view.clipActive = outputs_.clip.active();
  view.clipWritten = outputs_.clip.framesWritten();
  view.clipWanted = outputs_.clip.framesWanted();
  view.clipProgress = outputs_.clip.progress();
  view.recordingInput = timeline_.recorder().active();
  view.inputCount = timeline_.recorder().inputCount();
  view.inputPath = timeline_.recorder().path().string();
  view.replaying = timeline_.replaying();
  view.replayStep = timeline_.step();
  view.replayEnd = timeline_.script().endStep;
  const RecordRequests requests = tp::drawRecordSection(panel_.record, view);
  const std::string scene = sides_.entry().name;
  // From the next frame: this one's panel still shows the button under the cursor, with its tooltip.
  if (requests.startClip) afterFrame([this, scene] {
      const int frames = std::max(1, int(std::lround(panel_.record.clipSeconds * float(panel_.record.clipFps))));
      startClip(timestamped("clips", scene, ""), panel_.record.clipFps, frames);
    });
  if (requests.stopClip) finishClip();
  if (requests.startInput) afterFrame([this, scene] {
      if (std::string error = startInputRecording(timestamped("inputs", scene, ".txt")); !error.empty())
        setStatus(error, true);
    });
  if (requests.stopInput) stopInputRecording();
  if (requests.startReplay) afterFrame([this] {
      if (timeline_.recorder().active()) stopInputRecording();
      const std::string error = startReplay(panel_.record.replayPath);
      if (!error.empty()) setStatus(error, true);
      else setStatus("replaying " + panel_.record.replayPath, false);
    });
}

}  // namespace tp
