#pragma once
// SEED DESIGN, benchmark only (never used by the app): seed 004's mass-spring
// surface as its two compute kernels over float buffers
// (shaders/bench/seed_spring_velocity.comp, seed_spring_position.comp), the
// velocity pass then the position pass, which also packs the heights into an
// R8 texture for the surface shader. No rim mask (the seed has none); our
// solver is measured with rim = false to match. The benchmark compares the two.
#include <vector>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"

namespace tp::bench {

class SeedSpringSurface {
 public:
  SeedSpringSurface(gl::ShaderLibrary& shaders, int size, float stiffness, float damping, float dt);

  int size() const { return size_; }
  // Interleaved [row][column][h, v], as SpringSurfaceGpu::readState / writeState.
  void upload(const std::vector<float>& state);
  std::vector<float> readState() const;
  void step(int count);

 private:
  const gl::ShaderProgram& velocityPass_;
  const gl::ShaderProgram& positionPass_;
  int size_;
  float stiffness_, damping_, dt_;
  gl::Buffer heights_;
  gl::Buffer velocities_[2];  // read [current_], written [1 − current_]
  int current_ = 0;
  gl::Texture output_;  // R8, the seed's springOutTex
};

}  // namespace tp::bench
