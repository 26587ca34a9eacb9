#pragma once
// The App class behind runTidepool(), shared by the files that implement it:
//   app.cpp         setup and the frame loop, readable top to bottom
//   app_input.cpp   window input → SceneInput; recording and replaying input
//   app_modes.cpp   scene switches, compare and sweep, presets
//   app_output.cpp  screenshots, clips, state dumps
//   app_panels.cpp  the panel sections for all of the above
// and its parts, each a file of its own (app_parts.hpp, quality_policy.hpp, ...).
// Internal to src/app: only app.cpp's runTidepool() makes an App.
#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/app_parts.hpp"
#include "app/cli.hpp"
#include "app/frame_bench.hpp"
#include "app/compare/side_set.hpp"
#include "app/input.hpp"
#include "app/param_history.hpp"
#include "app/quality_policy.hpp"
#include "sim/param_snapshot.hpp"
#include "app/record/clip_recorder.hpp"
#include "app/replay/input_recorder.hpp"
#include "app/replay/input_script.hpp"
#include "app/replay/input_timeline.hpp"
#include "app/replay/script_check.hpp"
#include "app/screenshot.hpp"
#include "sim/sim_clock.hpp"
#include "gl/timestamp_span.hpp"
#include "render/orbit_camera.hpp"
#include "ui/compare_panel.hpp"
#include "ui/controls.hpp"
#include "ui/preset_panel.hpp"
#include "ui/record_panel.hpp"
#include "ui/stats_strip.hpp"

namespace tp {

struct PresetCheck;

class App {
 public:
  explicit App(const CommandLine& cli) : cli_(cli) {}
  int run();

 private:
  using Clock = std::chrono::steady_clock;
  // Wall-clock seconds for what fades on screen (the status line), not the simulated time.
  static double secondsNow() { return wallSecondsNow(); }

  // --- setup (app.cpp) ---------------------------------------------------
  std::string prepareSides();  // CPU only: "" or why the command line is refused
  void createContext();
  void initGpu();
  std::string startOutputs();  // --record, --record-input

  // --- the frame, in order (app.cpp) -------------------------------------
  double beginFrame();
  void simulate(double frameSeconds);
  void buildUi();
  void placeSceneArea();  // beside the panel, from where buildUi drew it
  void renderScene();
  void finishFrame();
  bool scripted() const { return cli_.frames > 0 || timeline_.replayEndsRun(); }
  bool lastFrame() const;
  double cellsPerStep() const;  // every side's Scene::cellsPerStep()
  void benchFrame(bool tookPicture);  // --bench: finish the frame, time it
  void benchStage(const char* stage) {  // --bench: the CPU stage that ends here
    if (bench_.active()) bench_.mark(stage);
  }

  // --- input (app_input.cpp) ---------------------------------------------
  void handleInput();
  bool handleAppKey(int key);
  void perform(AppAction action);
  TileRect tileRect(int tile) const;
  SceneInput pointerInput(SceneInput::Kind kind, glm::vec2 pixel) const;
  // Every change to the scenes goes through here: applied to every side and,
  // when recording, written down with the step.
  void submit(SceneInput input);
  void apply(const SceneInput& input);
  void applySet(const SceneInput& input);
  void deliverDueReplayInputs();
  // Parameter edits, camera moves and rate changes made in the panel or by
  // the mouse are recorded by noticing them once a frame.
  void recordOutsideChanges(const std::vector<ParamSnapshot>& params);
  std::string startInputRecording(const std::filesystem::path& path);  // "" or why not
  void stopInputRecording();
  std::string startReplay(const std::string& path);  // from the panel: resets, then plays

  // --- modes (app_modes.cpp) ---------------------------------------------
  void switchScene(const SceneEntry& entry);
  void resetScene();
  bool rebuildSides(const std::vector<std::vector<std::string>>& settings, TileLayout layout);
  void startCompare();
  void stopCompare();
  size_t sideKeptOnStop() const;  // the side shown in Parameters (kept when a comparison stops)
  bool startSweep(const SweepSpec& sweep);  // false: refused (the status says why)
  void copyParameters(size_t from, size_t to);
  void saveScreenshotAfter(double simulatedSeconds);  // from now (after a restart)
  void loadPreset(size_t side, const PresetCheck& preset);
  void savePreset(size_t side, const std::string& name);
  void setStatus(const std::string& message, bool error);
  void copySettings();
  void pasteSettings();
  void undoEdit();
  void redoEdit();
  void putBack(const std::optional<ParamHistory::State>& state, const char* what);
  void restoreDefaults();
  void applyUiScale();  // before each UI frame: the setting, the monitor and the window's height
  void afterFrame(std::function<void()> action) { afterFrame_.push_back(std::move(action)); }

  // --- output (app_output.cpp) -------------------------------------------
  void takeScreenshot(const std::vector<uint8_t>& rgb);
  std::string sameLookingSides() const;  // "" unless a comparison's two sides draw the same picture
  SidecarInfo sidecarInfo();
  void startClip(const std::filesystem::path& folder, double fps, int frames);
  void addClipFrame(const std::vector<uint8_t>& rgb);
  void finishClip();
  void writeStateDump();

  // --- panels (app_panels.cpp) -------------------------------------------
  void drawPanels();
  void drawSideParameters();
  void drawCompareSection();
  void drawPresetSection();
  void drawRecordSection();

  CommandLine cli_;
  // Declared first so it is destroyed last: everything below may own GL objects.
  Graphics gfx_;
  std::unique_ptr<SceneServices> services_;  // outlives the scenes, which keep a pointer
  Hud hud_;
  InputQueue input_;
  SideSet sides_;
  OrbitCamera camera_;
  SimClock clock_;
  FrameBench bench_;
  gl::TimestampSpan frameSpan_;  // --bench: the GPU's span of each frame
  QualityPolicy quality_;        // light quality on software GL, and the render scale
  // Each scene's parameters as the player left it, by scene name: switching
  // back through the scene list picks up where they were.
  std::map<std::string, std::vector<std::string>> settingsLeft_;
  ViewSettings view_;
  std::vector<std::function<void()>> afterFrame_;  // mode changes wait until the frame is shown

  // A left/right/middle drag in progress.
  struct PointerDrag {
    int button = -1;       // GLFW button held (-1: none)
    glm::vec2 last{0};     // where the cursor was, pixels
    int tile = -1;         // the tile the drag began in (its pixels are relative to that tile)
    bool wipe = false;     // the left button holds a comparison's wipe line
  } drag_;

  ParamHistory history_;  // undo / redo of parameter edits
  InputTimeline timeline_;  // app/replay/input_timeline.hpp
  OutputRequests outputs_;
  PanelState panel_;
  FrameLoop frame_;
};

}  // namespace tp
