#pragma once
// SEED DESIGN, benchmark only (never used by the app): the sphere step as the
// Godot scene of seed 000 runs it, measured against our solver in the same run.
// Per step:
//  1. a fragment shader (shaders/bench/seed_sphere_wave.frag) renders the next
//     heights into an RGBA8 texture (r − g, 8-bit), reading each vertex's
//     neighbour indices from six RGBA8 textures;
//  2. `_update_map()`: the rendered texture is read back to the CPU, then the
//     previous and the new heights are uploaded as the two input textures.
// stepKernelOnly() runs step 1 alone (three textures rotating on the GPU).
// Same mesh and vertex order as our solver (IcosphereMesh), so the only
// differences are the data layout, the 8-bit heights and the round trip.
#include <cstdint>
#include <vector>

#include "bench/seed_render_target.hpp"
#include "sim/sphere_wave/icosphere.hpp"

namespace tp::bench {

class SeedSphereWave {
 public:
  // `mesh` must outlive this object.
  SeedSphereWave(gl::ShaderLibrary& shaders, const IcosphereMesh& mesh, float a);

  int vertexCount() const { return mesh_->vertexCount(); }
  // RGBA8 per vertex (vertexCount() × 4 bytes each).
  void upload(const std::vector<uint8_t>& height, const std::vector<uint8_t>& previousHeight);
  void step(int count);
  void stepKernelOnly(int count);
  std::vector<uint8_t> readHeight() const;  // RGBA8 per vertex

 private:
  void draw();
  RenderTexture& now() { return textures_[now_]; }
  RenderTexture& previous() { return textures_[(now_ + 1) % 3]; }
  RenderTexture& target() { return textures_[(now_ + 2) % 3]; }
  std::vector<uint8_t> padded(const std::vector<uint8_t>& perVertex) const;

  const gl::ShaderProgram& program_;
  const IcosphereMesh* mesh_;
  float a_;
  int rows_ = 0;
  RenderTexture textures_[3];
  int now_ = 0;
  gl::Texture neighbours_[6];
  gl::VertexArray emptyVertexArray_;
  std::vector<uint8_t> cpuHeight_, cpuNext_;  // padded RGBA8 images
};

}  // namespace tp::bench
