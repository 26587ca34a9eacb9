#include "app/param_history.hpp"

namespace tp {
namespace {

// The same sides with the same parameters, whatever their values: else a
// new scene or comparison, which starts the history afresh.
bool sameShape(const ParamHistory::State& a, const ParamHistory::State& b) {
  if (a.size() != b.size()) return false;
  for (size_t side = 0; side < a.size(); ++side) {
    if (a[side].size() != b[side].size()) return false;
    for (size_t i = 0; i < a[side].size(); ++i)
      if (a[side][i].first != b[side][i].first) return false;
  }
  return true;
}

}  // namespace

void ParamHistory::settle(const State& now) {
  if (!known_ || !sameShape(now, settled_)) {
    past_.clear();
    future_.clear();
    settled_ = now;
    known_ = true;
    return;
  }
  if (now == settled_) return;
  past_.push_back(settled_);
  if (past_.size() > kMostSteps) past_.erase(past_.begin());
  future_.clear();
  settled_ = now;
}

std::optional<ParamHistory::State> ParamHistory::undo() {
  if (past_.empty()) return std::nullopt;
  future_.push_back(settled_);
  settled_ = past_.back();
  past_.pop_back();
  return settled_;
}

std::optional<ParamHistory::State> ParamHistory::redo() {
  if (future_.empty()) return std::nullopt;
  past_.push_back(settled_);
  settled_ = future_.back();
  future_.pop_back();
  return settled_;
}

}  // namespace tp
