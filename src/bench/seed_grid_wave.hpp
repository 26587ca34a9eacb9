#pragma once
// SEED DESIGN, benchmark only (never used by the app): the grid wave step as
// the Godot demo of seeds 002/003 runs it, to measure our solver against in
// the same run. Per step:
//  1. a fragment shader (shaders/bench/seed_grid_wave.frag) renders the next
//     heights into an RGBA8 texture: r = positive waves, g = negative waves,
//     height = r − g, each channel in [0, 1] (8-bit quantisation and clamping);
//  2. `get_data()`: the whole rendered texture is read back to the CPU;
//  3. `old_z_tex.set_data(...)` and `z_tex.set_data(img)`: the previous and the
//     new heights are uploaded again as the shader's two input textures.
// The previous heights are uploaded from the CPU copy kept since the last step
// (one readback a step; the demo's script may read twice). stepKernelOnly()
// runs step 1 alone, rotating three textures on the GPU, to separate the cost
// of the 8-bit fragment kernel from that of the round trip through the CPU.
#include <cstdint>
#include <vector>

#include "bench/seed_render_target.hpp"

namespace tp::bench {

class SeedGridWave {
 public:
  SeedGridWave(gl::ShaderLibrary& shaders, int size, float a);

  int size() const { return size_; }
  // RGBA8 texels, size² × 4 bytes each: heights now and one step ago.
  void upload(const std::vector<uint8_t>& height, const std::vector<uint8_t>& previousHeight);
  void step(int count);            // the design as shipped: GPU → CPU → GPU every step
  void stepKernelOnly(int count);  // the fragment kernel alone (leaves the CPU copy stale)
  std::vector<uint8_t> readHeight() const;  // RGBA8 of the newest heights

  // RGBA8 texels → heights r − g in units of the 8-bit range (1 = 255 levels).
  static std::vector<float> decode(const std::vector<uint8_t>& rgba);

 private:
  void draw();
  RenderTexture& now() { return textures_[now_]; }
  RenderTexture& previous() { return textures_[(now_ + 1) % 3]; }
  RenderTexture& target() { return textures_[(now_ + 2) % 3]; }

  const gl::ShaderProgram& program_;
  int size_;
  float a_;
  RenderTexture textures_[3];
  int now_ = 0;
  gl::VertexArray emptyVertexArray_;
  std::vector<uint8_t> cpuHeight_, cpuNext_;  // the demo's Image objects
};

}  // namespace tp::bench
