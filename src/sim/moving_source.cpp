#include "sim/moving_source.hpp"

namespace tp {

std::string parseMovingSource(const std::vector<double>& values, MovingSource& source) {
  if (values.size() != 6)
    return "a moving source needs 6 numbers X,Y,VX,VY,RADIUS,STRENGTH (cells, cells per step), got " +
           std::to_string(values.size());
  for (double v : values)
    if (!std::isfinite(v)) return "moving source numbers must be finite";
  if (values[4] <= 0) return "a moving source's radius must be positive (cells)";
  source = {values[0], values[1], values[2], values[3], values[4], values[5]};
  return {};
}

std::string MovingSourceSteps::add(const std::vector<double>& values) {
  MovingSource source;
  std::string error = parseMovingSource(values, source);
  if (error.empty()) sources_.push_back({source, steps_});
  return error;
}

void MovingSourceSteps::step(int count, const std::function<void(int)>& stepSolver,
                             const std::function<void()>& beforeStep, const Apply& apply) {
  if (sources_.empty()) {
    stepSolver(count);
    steps_ += uint64_t(count);
    return;
  }
  for (int i = 0; i < count; ++i, ++steps_) {
    beforeStep();
    for (const auto& [source, addedAt] : sources_) {
      const double age = double(steps_ - addedAt);
      apply(source, source.centreX(age), source.centreY(age));
    }
    stepSolver(1);
  }
}

}  // namespace tp
