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

}  // namespace tp
