#pragma once
// Every input the scenes see, on one timeline of steps, and what the
// timeline does with them: it stamps each input with its step and records
// it (when a recording runs), holds what panel widgets posted until the
// frame delivers it, hands out a replayed recording's inputs when their step
// comes, and turns edits made outside any input (the panel's sliders, the
// mouse's camera, the rate) into recorded inputs by noticing them once a
// frame. The app applies the inputs; the timeline decides when and keeps the
// record.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "app/replay/input_recorder.hpp"
#include "app/replay/input_script.hpp"
#include "app/replay/scene_input.hpp"
#include "render/orbit_camera.hpp"
#include "sim/param_snapshot.hpp"

namespace tp {

class InputTimeline {
 public:
  // Steps since the run (or the replay) began; resets do not rewind it.
  uint64_t step() const { return step_; }
  void advance() { ++step_; }

  // An input made now: stamped with this step and recorded (nothing when not recording).
  SceneInput stamp(SceneInput input);

  // Commands the scenes' own widgets posted, delivered at the frame's end.
  void post(std::string text) { posted_.push_back(std::move(text)); }
  std::vector<std::string> takePosted() { return std::exchange(posted_, {}); }

  // --- the recording being written ------------------------------------
  InputRecorder& recorder() { return recorder_; }
  const InputRecorder& recorder() const { return recorder_; }

  // --- the recording being replayed -----------------------------------
  // Starts replaying `script` from step 0. `varied`: the parameters a
  // comparison varies, which the recording's edits for every side skip.
  void beginReplay(InputScript script, std::vector<std::string> varied, bool endsRun);
  // The replay's inputs due at this step, stamped and recorded again (a
  // replay recorded again gives the same file); empty when none.
  std::vector<SceneInput> takeDueReplayInputs();
  // True once, the frame a replay that does not end the run has given all
  // its inputs and reached its last step: the scene is the player's again.
  bool replayJustFinished();
  void stopReplay() { replaying_ = false; }
  bool replaying() const { return replaying_; }
  // A scripted replay (--replay with no --frames): the run ends with it.
  bool replayEndsRun() const { return endsRun_; }
  // Whether a replayed edit for every side skips `name` (the comparison varies it).
  bool skipsInReplay(const std::string& name) const;
  void setVaried(std::vector<std::string> varied) { varied_ = std::move(varied); }
  const InputScript& script() const { return script_; }
  // Steps left until the replay's last (0 when past it).
  uint64_t stepsLeftInReplay() const { return script_.endStep - std::min(step_, script_.endStep); }

  // --- edits made outside any input -----------------------------------
  // What is seen now, taken as known: nothing of it will be recorded.
  void watch(std::vector<ParamSnapshot> params, const CameraPose& camera, double rateHz);
  void watchParams(std::vector<ParamSnapshot> params) { watchedParams_ = std::move(params); }
  void watchCamera(const CameraPose& camera) { watchedCamera_ = camera; }
  void watchRate(double rateHz) { watchedRateHz_ = rateHz; }
  // Records, while recording, each parameter (per side when `comparing`),
  // the camera and the rate that changed since last watched, then watches them.
  void recordOutsideChanges(const std::vector<ParamSnapshot>& params, bool comparing, const CameraPose& camera,
                            double rateHz);

 private:
  uint64_t step_ = 0;
  std::vector<std::string> posted_;
  InputRecorder recorder_;
  InputScript script_;
  bool replaying_ = false, endsRun_ = false;
  size_t next_ = 0;  // the script's next input to deliver
  std::vector<std::string> varied_;
  std::vector<ParamSnapshot> watchedParams_;
  CameraPose watchedCamera_;
  double watchedRateHz_ = 0;
};

}  // namespace tp
