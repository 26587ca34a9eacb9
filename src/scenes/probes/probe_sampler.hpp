#pragma once
// The one GPU pass behind every scene's probes (the harbor's floating bodies,
// the bowl's toys, the planet's crates): samples a field texture at a few
// points into a buffer the caller reads back later (shaders/scenes/probes/
// probe_samples.comp). When and how the results are read back is the
// caller's: each scene keeps its own schedule (a lag in requests, two
// alternating slots, one slot collected a step later).
#include "gl/objects.hpp"
#include "shaders/scenes/probes/probe_layout.h"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

enum class ProbeAddress {
  Uv = PROBE_ADDRESS_UV,          // [0,1]² over the texture, bilinear
  Cells = PROBE_ADDRESS_CELLS,    // texel units, centres at +0.5, bilinear
  Texels = PROBE_ADDRESS_TEXELS,  // whole texel coordinates, as stored
};

// Floats a probe's sample takes in the output buffer: value, slope along u,
// slope along v (value per texel), the second channel.
inline constexpr int kProbeSampleFloats = 4;

class ProbeSampler {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Samples `field` at the first `count` points of `points` (vec2 each, as
  // `address` says) into `samples` (kProbeSampleFloats floats each).
  void sample(const gl::Texture& field, const gl::Buffer& points, int count, ProbeAddress address,
              const gl::Buffer& samples) const;

 private:
  gl::ShaderProgram* program_ = nullptr;
};

}  // namespace tp
