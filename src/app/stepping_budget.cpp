#include "app/stepping_budget.hpp"

#include <algorithm>

namespace tp {

double steppingBudgetSeconds(double lastFrameSeconds, double lastSteppingSeconds) {
  const double drawing = std::max(lastFrameSeconds - lastSteppingSeconds, 0.0);
  return std::min(drawing, kMostSteppingSeconds);
}

bool mayTakeAnotherStep(int taken, double steppedSeconds, double budgetSeconds) {
  return taken == 0 || steppedSeconds <= budgetSeconds;
}

}  // namespace tp
