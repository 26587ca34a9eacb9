#pragma once
// The spring surface's fused step on a PACKED layout
// (shaders/bench/spring_step_packed.comp, over the product's step arithmetic
// and walk): the state as RGBA32F, two cells of a row a texel (h0, v0, h1,
// v1), byte for byte the RG32F state of SpringSurfaceGpu. The
// same numbers as every other kernel, bit for bit, with the rim and an
// external force (tests/gl/spring_surface_kernels_test.cpp).
// Why it is not SpringSurfaceGpu's layout: the bowl renders and probes the
// RG32F state with linear filtering; this one measures how close one step a
// pass gets to the 16-byte roofline when every access is 16 bytes wide
// (tidepool-bench's "ours_packed_*" designs).
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "gl/shader_library.hpp"
#include "sim/spring_surface/spring_surface_params.hpp"

namespace tp {

// An invocation's block: one texel (2 cells) wide, `strip` rows.
struct SpringPackedShape {
  int strip = 4, groupWidth = 32, groupHeight = 8;
  bool interiorPath = true;  // blocks of pure water skip the water tests
  bool shared = false;       // the group's cells and halo first go to shared memory
};

class SpringSurfacePacked {
 public:
  // A context must be current; `shaders` must outlive this. Throws
  // std::invalid_argument unless gridSize is even and positive.
  SpringSurfacePacked(gl::ShaderLibrary& shaders, int gridSize, const SpringSurfaceParams& params,
                      const SpringPackedShape& shape = {});

  void step(int count = 1);
  // Height units/s² a cell (R32F, gridSize²), or null; must outlive its use.
  void setForceTexture(const gl::Texture* force) { force_ = force; }
  // [row][column][h, v], as SpringSurfaceGpu's; cells off the water are zeroed.
  void writeState(const std::vector<float>& state);
  std::vector<float> readState() const;

 private:
  gl::ShaderProgram* program_;
  SpringSurfaceParams params_;
  SpringPackedShape shape_;
  int gridSize_;
  gl::PingPong<gl::Texture> state_;  // RGBA32F, gridSize/2 × gridSize
  gl::Texture noForce_;              // 1×1 R32F bound when there is none
  const gl::Texture* force_ = nullptr;
};

}  // namespace tp
