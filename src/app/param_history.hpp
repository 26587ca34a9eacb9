#pragma once
// Undo and redo of parameter edits. The app shows it every side's
// parameters once a frame while nothing is being edited (no slider held, no
// field typed in), so a whole slider drag, however many frames it spans,
// is one step; whatever changed them (the panel, a preset, defaults, a
// replayed edit) is a step. A new scene or comparison starts it afresh.
#include <cstddef>
#include <optional>
#include <vector>

#include "sim/param_snapshot.hpp"

namespace tp {

class ParamHistory {
 public:
  using State = std::vector<ParamSnapshot>;  // one snapshot a side

  // The parameters as they stand with no edit under way: a change from the
  // last settled state is one step (and drops what could be redone).
  void settle(const State& now);
  bool canUndo() const { return !past_.empty(); }
  bool canRedo() const { return !future_.empty(); }
  // The state to put back, or none; it becomes the settled state.
  std::optional<State> undo();
  std::optional<State> redo();
  size_t undoSteps() const { return past_.size(); }
  size_t redoSteps() const { return future_.size(); }

  // Steps kept; the oldest go first.
  static constexpr size_t kMostSteps = 200;

 private:
  std::vector<State> past_, future_;
  State settled_;
  bool known_ = false;
};

}  // namespace tp
