#include "bench/bench_probes.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "bench/bench_math.hpp"
#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "shaders/bench/bench_layout.h"
#include "shaders/common/shared_layout.h"

namespace tp::bench {
namespace {

// A 1D count of groups as a 2D dispatch with x ≤ 65535 (GL's guaranteed limit).
struct Dispatch2D {
  GLuint x = 1, y = 1;
};
Dispatch2D splitGroups(int64_t groups) {
  Dispatch2D d;
  d.x = GLuint(std::min<int64_t>(groups, 32768));
  d.y = GLuint(groups / d.x);
  return d;
}

}  // namespace

MemoryProbeResult probeMemory(gl::ShaderLibrary& shaders, int64_t requestedBytes, TimerKind timer,
                              const MeasureSettings& settings) {
  GLint64 maxBlock = 0;
  glGetInteger64v(GL_MAX_SHADER_STORAGE_BLOCK_SIZE, &maxBlock);
  // The size is rounded down to a power of two (of 16 KiB, what one group of
  // the 4-wide variant moves), so every group count splits exactly into 2D.
  const int64_t unit = int64_t(TP_BENCH_COPY_GROUP) * 4 * 16;
  const int64_t limit = std::max<int64_t>(unit, std::min<int64_t>(requestedBytes, maxBlock));
  int64_t groups4 = 1;
  while (groups4 * 2 * unit <= limit) groups4 *= 2;
  const int64_t bytes = groups4 * unit;

  MemoryProbeResult result;
  result.bufferBytes = bytes;
  auto run = [&](const std::string& name, const std::function<void(int)>& copies) {
    const Measurement m = measure(copies, timer, settings);
    result.variants.push_back({name, 2.0 * double(bytes) / m.secondsPerStep, m});
  };
  // The source holds noise, not zeros: a cleared buffer or texture may stay
  // compressed in GPU memory and be read almost for free (a first run read
  // zeros through images faster than the card's bandwidth).
  std::vector<float> noise(size_t(bytes) / sizeof(float));
  for (size_t i = 0; i < noise.size(); ++i) noise[i] = noiseValue(i, 11, -1.0f, 1.0f);
  {
    const gl::Buffer source = gl::Buffer::create(bytes, noise.data(), 0);
    const gl::Buffer destination = gl::Buffer::create(bytes, nullptr, 0);
    source.bindBase(GL_SHADER_STORAGE_BUFFER, TP_BENCH_SSBO_SOURCE);
    destination.bindBase(GL_SHADER_STORAGE_BUFFER, TP_BENCH_SSBO_DESTINATION);
    for (int perInvocation : {1, 4, 8}) {
      if (groups4 * 4 < perInvocation) continue;
      gl::ShaderProgram& copy = shaders.load({"bench/copy_vec4.comp"}, "#define VEC4_PER_INVOCATION " +
                                                                          std::to_string(perInvocation) + "\n");
      const Dispatch2D groups = splitGroups(groups4 * 4 / perInvocation);
      run("ssbo x" + std::to_string(perInvocation), [&](int steps) {
        copy.use();
        for (int i = 0; i < steps; ++i) {
          glDispatchCompute(groups.x, groups.y, 1);
          glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
        }
      });
    }
    // Grid-stride: 1024 groups of 256 stay resident together on an H200 (132 SMs × 8).
    gl::ShaderProgram& stride = shaders.load({"bench/copy_vec4_stride.comp"});
    const int64_t strideGroups = std::min<int64_t>(groups4, 1024);
    glProgramUniform1ui(stride.id(), 0, GLuint(groups4 / strideGroups));
    run("ssbo grid-stride x4", [&](int steps) {
      stride.use();
      for (int i = 0; i < steps; ++i) {
        glDispatchCompute(GLuint(strideGroups), 1, 1);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
      }
    });
  }
  {
    // Texture path: two RGBA32F textures of the same size, as square as a power of two allows.
    const int64_t texels = bytes / 16;
    int width = 1;
    while (int64_t(width) * width < texels && width < 16384) width *= 2;
    const int height = int(texels / width);
    if (height >= 1 && int64_t(width) * height == texels) {
      const gl::Texture source = gl::Texture::create2D(GL_RGBA32F, width, height);
      const gl::Texture destination = gl::Texture::create2D(GL_RGBA32F, width, height);
      source.upload(GL_RGBA, GL_FLOAT, noise.data());
      gl::ShaderProgram& copy = shaders.load({"bench/copy_vec4_image.comp"});
      run("image rgba32f", [&](int steps) {
        copy.use();
        source.bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
        destination.bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
        for (int i = 0; i < steps; ++i) {
          glDispatchCompute(GLuint((width + TP_GROUP_2D - 1) / TP_GROUP_2D),
                            GLuint((height + TP_GROUP_2D - 1) / TP_GROUP_2D), 1);
          glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
        }
      });
    }
  }
  for (const MemoryProbeVariant& v : result.variants)
    if (v.bytesPerSecond > result.bytesPerSecond) {
      result.bytesPerSecond = v.bytesPerSecond;
      result.bestVariant = v.name;
    }
  return result;
}

ArithmeticProbeResult probeArithmetic(gl::ShaderLibrary& shaders, bool software, TimerKind timer,
                                      const MeasureSettings& settings) {
  // A GPU needs hundreds of thousands of invocations in flight (an H200 holds
  // 132 × 2048); llvmpipe's two cores need few, and time per dispatch matters.
  const int64_t groups = software ? 32 : 8192;
  const int iterations = software ? 16 : 64;
  const int64_t invocations = groups * TP_BENCH_FMA_GROUP;
  const gl::Buffer result = gl::Buffer::create(invocations * int64_t(sizeof(float)), nullptr, 0);
  result.bindBase(GL_SHADER_STORAGE_BUFFER, TP_BENCH_SSBO_RESULT);
  gl::ShaderProgram& chain = shaders.load({"bench/fma_chain.comp"});
  glProgramUniform1i(chain.id(), TP_BENCH_LOC_ITERATIONS, iterations);
  glProgramUniform1f(chain.id(), TP_BENCH_LOC_FACTOR, 0.999f);
  glProgramUniform1f(chain.id(), TP_BENCH_LOC_OFFSET, 0.001f);
  const Dispatch2D d = splitGroups(groups);

  ArithmeticProbeResult r;
  r.fmaPerDispatch = invocations * iterations * TP_BENCH_FMA_CHAINS * TP_BENCH_FMA_UNROLL;
  r.measurement = measure(
      [&](int steps) {
        chain.use();
        for (int i = 0; i < steps; ++i) glDispatchCompute(d.x, d.y, 1);
      },
      timer, settings);
  r.fmaPerSecond = double(r.fmaPerDispatch) / r.measurement.secondsPerStep;
  return r;
}

}  // namespace tp::bench
