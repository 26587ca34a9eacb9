#pragma once
// SEED DESIGN, benchmark only (never used by the app): seed 001's fluid as a
// straight port of its two loops into a fragment shader
// (shaders/bench/seed_splat_fluid.frag), two RGBA32F textures in ping-pong
// like a Shadertoy buffer reading its own last frame. Measured against our
// solver (shaders/sim/splat_fluid/step.comp) in the same run.
#include <vector>

#include "bench/seed_render_target.hpp"

namespace tp::bench {

class SeedSplatFluid {
 public:
  SeedSplatFluid(gl::ShaderLibrary& shaders, int size, float rho0);

  int size() const { return size_; }
  // [row][column][vx, vy, mass], as SplatFluidGpu::readState / writeState.
  void upload(const std::vector<float>& state);
  std::vector<float> readState() const;
  // `splashFirst`: the first of these steps does the seed's periodic splash
  // (every cell gains periodicMass and a velocity spraying outward from the
  // centre, sprayScale per cell of distance; the seed: 0.5 and 1/1000).
  void step(int count, bool splashFirst = false, float periodicMass = 0.5f, float sprayScale = 0.001f);
  // The same two loops as a compute shader (shaders/bench/seed_splat_fluid.comp),
  // for the benchmark to separate the loops' cost from the fragment path's.
  void stepCompute(int count);

 private:
  void setUniforms(GLuint program, float periodicMass, float sprayScale) const;

  const gl::ShaderProgram& program_;
  const gl::ShaderProgram& computeProgram_;
  int size_;
  float rho0_;
  RenderTexture textures_[2];
  int current_ = 0;
  gl::VertexArray emptyVertexArray_;
};

}  // namespace tp::bench
