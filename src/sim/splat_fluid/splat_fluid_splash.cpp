#include "sim/splat_fluid/splat_fluid_splash.hpp"

#include <cmath>

namespace tp {

std::string parseSplatFluidSplash(const std::vector<double>& values, SplatFluidSplash& out) {
  if (values.size() != 4 && values.size() != 6)
    return "fluid splash: expected cx,cy,mass,radius[,vx,vy] (4 or 6 numbers), got " +
           std::to_string(values.size());
  for (double v : values)
    if (!std::isfinite(v)) return "fluid splash: every number must be finite";
  if (values[2] < 0) return "fluid splash: mass must be >= 0 (mass per cell at the centre)";
  if (values[3] <= 0) return "fluid splash: radius must be > 0 (cells)";
  out.cx = float(values[0]);
  out.cy = float(values[1]);
  out.mass = float(values[2]);
  out.radius = float(values[3]);
  out.vx = values.size() == 6 ? float(values[4]) : 0.0f;
  out.vy = values.size() == 6 ? float(values[5]) : 0.0f;
  return {};
}

}  // namespace tp
