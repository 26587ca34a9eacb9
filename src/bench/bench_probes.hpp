#pragma once
// The hardware limits, measured in the same run as the solvers:
//  - memory: well-written vec4 compute copies of a large buffer or texture
//    (shaders/bench/copy_vec4*.comp), bytes read plus written per second, the
//    fastest of five variants (1, 4, 8 vec4 an invocation; grid-stride; images);
//  - arithmetic: independent FMA chains (shaders/bench/fma_chain.comp),
//    fused multiply-adds per second.
// glCopyNamedBufferSubData is not used: on NVIDIA's data-centre GPUs it moves
// a small fraction of what kernels reach (measured on the project's GPU machine).
#include <cstdint>
#include <string>
#include <vector>

#include "bench/bench_timer.hpp"

namespace tp::gl {
class ShaderLibrary;
}

namespace tp::bench {

struct MemoryProbeVariant {
  std::string name;            // e.g. "ssbo x4"
  double bytesPerSecond = 0;   // read + written
  Measurement measurement;
};

struct MemoryProbeResult {
  double bytesPerSecond = 0;   // the fastest variant: the limit the rooflines use
  int64_t bufferBytes = 0;     // each of the two buffers (or textures)
  std::string bestVariant;
  std::vector<MemoryProbeVariant> variants;
};

struct ArithmeticProbeResult {
  double fmaPerSecond = 0;     // fused multiply-add instructions per second
  int64_t fmaPerDispatch = 0;
  Measurement measurement;
};

// `requestedBytes` is clamped to the driver's largest shader-storage block.
MemoryProbeResult probeMemory(gl::ShaderLibrary& shaders, int64_t requestedBytes, TimerKind timer,
                              const MeasureSettings& settings);
// `software` picks a dispatch small enough for llvmpipe.
ArithmeticProbeResult probeArithmetic(gl::ShaderLibrary& shaders, bool software, TimerKind timer,
                                      const MeasureSettings& settings);

}  // namespace tp::bench
