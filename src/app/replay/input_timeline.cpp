#include "app/replay/input_timeline.hpp"

#include <algorithm>
#include <utility>

namespace tp {

SceneInput InputTimeline::stamp(SceneInput input) {
  input.step = step_;
  recorder_.record(input);
  return input;
}

void InputTimeline::beginReplay(InputScript script, std::vector<std::string> varied, bool endsRun) {
  script_ = std::move(script);
  varied_ = std::move(varied);
  endsRun_ = endsRun;
  next_ = 0;
  step_ = 0;  // the recording's steps count from here
  replaying_ = true;
}

std::vector<SceneInput> InputTimeline::takeDueReplayInputs() {
  std::vector<SceneInput> due;
  if (!replaying_) return due;
  while (next_ < script_.inputs.size() && script_.inputs[next_].step <= step_) due.push_back(stamp(script_.inputs[next_++]));
  return due;
}

bool InputTimeline::replayJustFinished() {
  if (!replaying_ || endsRun_ || next_ < script_.inputs.size() || step_ < script_.endStep) return false;
  replaying_ = false;
  return true;
}

bool InputTimeline::skipsInReplay(const std::string& name) const {
  return std::find(varied_.begin(), varied_.end(), name) != varied_.end();
}

void InputTimeline::watch(std::vector<ParamSnapshot> params, const CameraPose& camera, double rateHz) {
  watchedParams_ = std::move(params);
  watchedCamera_ = camera;
  watchedRateHz_ = rateHz;
}

void InputTimeline::recordOutsideChanges(const std::vector<ParamSnapshot>& params, bool comparing,
                                         const CameraPose& camera, double rateHz) {
  if (recorder_.active() && params.size() == watchedParams_.size()) {
    for (size_t side = 0; side < params.size(); ++side)
      for (size_t i = 0; i < params[side].size() && i < watchedParams_[side].size(); ++i) {
        if (params[side][i] == watchedParams_[side][i]) continue;
        SceneInput input;
        input.kind = SceneInput::Kind::Set;
        input.side = comparing ? int(side) : -1;
        input.text = params[side][i].first + "=" + params[side][i].second;
        stamp(input);
      }
    if (camera != watchedCamera_) {
      SceneInput input;
      input.kind = SceneInput::Kind::Camera;
      input.camera = camera;
      stamp(input);
    }
    if (rateHz != watchedRateHz_) {
      SceneInput input;
      input.kind = SceneInput::Kind::Rate;
      input.rateHz = rateHz;
      stamp(input);
    }
  }
  watch(params, camera, rateHz);
}

}  // namespace tp
