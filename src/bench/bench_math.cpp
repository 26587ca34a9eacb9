#include "bench/bench_math.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace tp::bench {

double median(std::vector<double> values) {
  if (values.empty()) throw std::invalid_argument("median of no values");
  const size_t middle = values.size() / 2;
  std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(middle), values.end());
  const double upper = values[middle];
  if (values.size() % 2 == 1) return upper;
  const double lower = *std::max_element(values.begin(), values.begin() + std::ptrdiff_t(middle));
  return 0.5 * (lower + upper);
}

double memoryRoofline(double bytesPerSecond, double bytesPerCell) {
  return bytesPerCell > 0 ? bytesPerSecond / bytesPerCell : 0.0;
}

double arithmeticRoofline(double operationsPerSecond, double operationsPerCell) {
  return operationsPerCell > 0 ? operationsPerSecond / operationsPerCell : 0.0;
}

double fractionOf(double measured, double limit) { return limit > 0 ? measured / limit : 0.0; }

std::optional<double> nominalMemoryBandwidth(const std::string& renderer) {
  // GL_RENDERER reads e.g. "NVIDIA H200/PCIe/SSE2".
  if (renderer.find("H200") != std::string::npos) return 4.3e12;
  if (renderer.find("H100") != std::string::npos) return 3.0e12;
  return std::nullopt;
}

int stepsPerBatch(double secondsPerStepEstimate, double batchSeconds, int maxSteps) {
  if (!(secondsPerStepEstimate > 0)) return std::max(1, maxSteps);
  const double steps = std::floor(batchSeconds / secondsPerStepEstimate);
  return int(std::clamp(steps, 1.0, double(std::max(1, maxSteps))));
}

float noiseValue(uint64_t i, uint64_t stream, float lo, float hi) {
  // splitmix64 of (stream, i): well mixed, cheap, no state.
  uint64_t z = i + stream * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  const double unit = double(z >> 11) * 0x1.0p-53;  // [0, 1)
  return float(double(lo) + unit * (double(hi) - double(lo)));
}

}  // namespace tp::bench
