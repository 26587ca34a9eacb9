#pragma once
// Reads the sphere solver's height at a few vertices back to the CPU without
// a full-texture readback: a compute pass (scenes/probes/probe_sampler.*)
// fetches them into a small buffer and sets a fence; the
// next step collects them (waiting if need be, which it seldom does: a whole
// frame has passed), so what the crates feel depends only on the requests
// made, never on the GPU's pace: stepping stays deterministic.
#include <cstdint>
#include <span>
#include <vector>

#include "gl/mapped_readback.hpp"
#include "gl/objects.hpp"
#include "scenes/probes/probe_sampler.hpp"

namespace tp::gl {
class ShaderLibrary;
}  // namespace tp::gl

namespace tp {

class SphereHeightProbes {
 public:
  SphereHeightProbes() = default;
  SphereHeightProbes(const SphereHeightProbes&) = delete;
  SphereHeightProbes& operator=(const SphereHeightProbes&) = delete;

  void init(gl::ShaderLibrary& shaders);
  // Starts reading `heights` (the solver's R32F texture) at `vertices`.
  void request(const gl::Texture& heights, std::span<const int32_t> vertices);
  // The heights of the last request, in its order (empty when none was made);
  // waits for the GPU if it has not finished.
  const std::vector<float>& collect();
  // Forgets a request still in flight (the mesh changed under it).
  void drop();

 private:
  ProbeSampler sampler_;
  gl::Buffer texels_;  // vec2: each vertex's texel in the solver's texture
  gl::MappedReadback heights_;
  size_t capacity_ = 0, requested_ = 0;
  std::vector<float> latest_;
};

}  // namespace tp
