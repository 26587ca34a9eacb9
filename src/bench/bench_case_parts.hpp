#pragma once
// The pieces every solver's benchmark case is made of (bench_case_<solver>.cpp
// holds each solver's designs, one file each so they change independently).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bench/bench_cases.hpp"

namespace tp::gl {
class ShaderLibrary;
}

namespace tp::bench {

// `count` floats of noise in [lo, hi) (bench_math.hpp's noiseValue, stream `stream`).
std::vector<float> noiseField(size_t count, uint64_t stream, float lo, float hi);
// RGBA8 texels with random r and g (the seeds' positive and negative waves).
std::vector<uint8_t> noiseTexels(size_t count, uint64_t stream);
// Measures runSteps(k) (k steps) and turns the median into cell-steps per second.
DesignResult timed(const std::string& design, const std::string& description, int64_t cells,
                   const std::function<void(int)>& runSteps, TimerKind timer, const MeasureSettings& settings);

// Each appends its designs ("ours", variants, the seed's) to c.designs.
void runGrid(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s);
void runSphere(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s);
void runFluid(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s);
void runSpring(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s);
void runDeepWater(gl::ShaderLibrary& shaders, CaseResult& c, const CaseSettings& s);

}  // namespace tp::bench
