#pragma once
// The parts of App's state that each belong to one concern of the frame
// loop (app_impl.hpp holds them): the GL host, the heads-up layers, what the
// player toggles, the outputs asked for, the panel's own
// state and the frame loop's counters. The input timeline is a class of its
// own (app/replay/input_timeline.hpp).
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/record/clip_recorder.hpp"
#include "app/replay/input_recorder.hpp"
#include "app/replay/input_script.hpp"
#include "app/stats_window.hpp"
#include "core/view_types.hpp"
#include "gl/context.hpp"
#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "gl/window_context.hpp"
#include "render/frame_target.hpp"
#include "sim/param_snapshot.hpp"
#include "ui/compare_panel.hpp"
#include "ui/preset_panel.hpp"
#include "ui/imgui_layer.hpp"
#include "ui/record_panel.hpp"
#include "ui/status_line.hpp"
#include "ui/text_overlay.hpp"

namespace tp {

// Wall-clock seconds for what fades on screen (the status line), not the simulated time.
inline double wallSecondsNow() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The GL host: the context (a window or headless EGL), the shaders, the
// frame's GPU pass timers and the offscreen image every frame is drawn into.
// The context is declared first so it is destroyed last.
struct Graphics {
  std::unique_ptr<gl::Context> context;
  gl::WindowContext* window = nullptr;  // null when headless
  std::unique_ptr<gl::ShaderLibrary> shaders;
  gl::GpuTimers timers;
  FrameTarget target;
};

// What is drawn over the scenes: Dear ImGui, the captions, the status line,
// the hint beside the cursor and the statistics they show.
struct Hud {
  ImGuiLayer ui;
  TextOverlay overlay;  // after ui: destroyed first, while the UI's context still exists
  StatusLine status;
  StatusLine cursorHint;  // a scene's answer to a click, shown beside the cursor
  StatsWindow stats{wallSecondsNow()};
};

// What the player toggles about the view.
struct ViewSettings {
  bool showUi = true, showHelp = false, hideUiInScreenshots = false;
  int msaaSamples = 4;
  float uiScaleSetting = 0;  // the player's (--ui-scale, the panel); 0: automatic (ui_scale.hpp)
};

// What the run writes besides the window: the clip, and screenshots asked for.
struct OutputRequests {
  ClipRecorder clip;
  int clipReportedTenth = -1;
  bool screenshotRequested = false;
  uint64_t autoScreenshotStep = 0;  // > 0: save a screenshot once the timeline gets here
};

// The panel's own state: its sections' settings and where it stands.
struct PanelState {
  CompareSettings compare;
  PresetSettings presets;
  RecordSettings record;
  int paramsSide = 0;            // the side whose parameters the panel shows
  bool selectParamsTab = false;  // show paramsSide's tab next frame
  std::vector<std::string> presetFiles;
  struct Span {
    float left = 0, right = 0;  // pixels
    bool collapsed = false;
  } span;
};

// --await-input: presses still awaited before frame 0 may run, and whether
// this frame is held (it renders, steps nothing and is not counted).
struct FirstFrameHold {
  int inputsAwaited = 0;
  bool held = false;
};

// The frame loop's own counters: which frame, its steps, when it began, and
// how the run ends.
struct FrameLoop {
  using Clock = std::chrono::steady_clock;
  int index = 0;
  int steps = 0;  // simulation steps this frame took
  double lastSteppingSeconds = 0;  // wall time the last frame's steps took (the budget reads it)
  Clock::time_point start = Clock::now(), lastStart = start;
  FirstFrameHold hold;
  bool quit = false;
  int exitCode = 0;
};

}  // namespace tp
