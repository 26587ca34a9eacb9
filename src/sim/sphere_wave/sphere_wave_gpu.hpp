#pragma once
// The sphere solver on the GPU (seed 000): the icosphere's per-vertex heights
// in two R32F ping-pong textures and the velocity u = z − z_old in a third
// (updated in place; why velocity form: shaders/sim/sphere_wave/step.comp),
// one compute dispatch per step. The CPU twin (sphere_wave_cpu.hpp) states
// the method; tests hold this class to it.
//
// For a renderer: every per-vertex texture is TP_SPHERE_TEXTURE_WIDTH (2048)
// texels wide and vertex i is texel (i mod 2048, i div 2048) — `sphereTexel()`
// in shaders/sim/sphere_wave/sphere_common.glsl. `heightTexture()` is the
// current height, `ringTexture0123()`/`ringTexture45()` the ordered neighbour
// rings (for normals from the displaced ring, as the seed does; slot 5 = −1 at
// the 12 five-neighbour vertices), `positionTexture()` the unit directions;
// `mesh()` has the same data on the CPU plus the triangles. Performance (H200,
// GPU time a step): level 8 15 µs, level 10 202 µs (52 G vertex-steps/s);
// levels ≤ 6 cost one dispatch (~4 µs).
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "sim/param_table.hpp"
#include "sim/sphere_wave/icosphere.hpp"
#include "sim/sphere_wave/sphere_splash.hpp"
#include "sim/sphere_wave/sphere_wave_measures.hpp"
#include "sim/sphere_wave/sphere_wave_params.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class SphereWaveGpu {
 public:
  SphereWaveGpu(gl::ShaderLibrary& shaders, int level);
  // The parameter table points into this object: it stays where it is.
  SphereWaveGpu(const SphereWaveGpu&) = delete;
  SphereWaveGpu& operator=(const SphereWaveGpu&) = delete;

  SphereWaveParams& params() { return params_; }
  ParamTable& paramTable() { return table_; }
  const IcosphereMesh& mesh() const { return mesh_; }
  int level() const { return mesh_.level; }
  int vertexCount() const { return mesh_.vertexCount(); }

  // Quality change while running: rebuilds the mesh and textures and carries
  // both heights over by interpolation (a read-back; not for every frame).
  void setLevel(int level);
  void reset();  // flat water at rest
  void addSplash(const SphereSplash& splash);
  // Reads `params()` now, so the panel may change them between calls.
  void step(int count);

  const gl::Texture& heightTexture() const { return height_.read(); }
  const gl::Texture& velocityTexture() const { return velocity_; }  // z − z_old, per step
  const gl::Texture& ringTexture0123() const { return ring0123_; }
  const gl::Texture& ringTexture45() const { return ring45_; }
  const gl::Texture& positionTexture() const { return positions_; }

  // GPU reduction, read back (a sync point: a few times a second for plots).
  SphereWaveMeasures measure();
  // Per-vertex arrays in mesh order (`vertexCount()` floats each).
  std::vector<float> downloadHeight() const;
  std::vector<float> downloadVelocity() const;
  std::vector<float> downloadHeightPrev() const;  // height − velocity, rounded to float
  void upload(const std::vector<float>& height, const std::vector<float>& heightPrev);
  void uploadVelocityForm(const std::vector<float>& height, const std::vector<float>& velocity);

 private:
  void createResources();
  GLuint groupCount() const;
  std::vector<float> download(const gl::Texture& texture) const;

  gl::ShaderProgram& stepProgram_;
  gl::ShaderProgram& splashProgram_;
  gl::ShaderProgram& measureProgram_;
  SphereWaveParams params_;
  ParamTable table_;
  IcosphereMesh mesh_;
  int rows_ = 0;
  // read() = height now; write() receives the next step's.
  gl::PingPong<gl::Texture> height_;
  gl::Texture velocity_;
  gl::Texture ring0123_, ring45_, positions_;
  gl::Buffer groupSums_;
};

}  // namespace tp
