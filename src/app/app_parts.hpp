#pragma once
// The parts of App's state that each belong to one concern of the frame
// loop (app_impl.hpp holds them): the input timeline, the outputs asked
// for, the panel's own state and the first frame's hold.
#include <cstdint>
#include <string>
#include <vector>

#include "app/record/clip_recorder.hpp"
#include "app/replay/input_recorder.hpp"
#include "app/replay/input_script.hpp"
#include "core/view_types.hpp"
#include "sim/param_snapshot.hpp"
#include "ui/compare_panel.hpp"
#include "ui/preset_panel.hpp"
#include "ui/record_panel.hpp"

namespace tp {

// Every input the scenes see, on one timeline of steps: what panel widgets
// posted, the recording being replayed, the one being written, and what was
// last seen of the parameters, the camera and the rate (edits made in the
// panel or by the mouse are recorded by noticing them once a frame).
struct InputTimeline {
  uint64_t step = 0;  // steps since the run began (resets do not rewind it)
  std::vector<std::string> posted;
  struct Replay {
    InputScript script;
    bool active = false;
    size_t next = 0;       // the script's next input to deliver
    bool endsRun = false;  // a scripted replay: the run ends with the recording
    std::vector<std::string> variedNames;  // a comparison's differing parameters: the replay's edits skip them
  } replay;
  InputRecorder recorder;
  std::vector<ParamSnapshot> watched;
  CameraPose watchedCamera;
  double watchedRateHz = 0;
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

}  // namespace tp
