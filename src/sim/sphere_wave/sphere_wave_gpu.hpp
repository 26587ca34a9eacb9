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
// `mesh()` has the same data on the CPU plus the triangles.
//
// The step (SphereStepKernel): the vertex order's diamonds (icosphere.hpp)
// let vertices inside a diamond find their neighbours by arithmetic, so the
// step moves 16 bytes a vertex instead of the 40 of reading every ring.
// Performance (tidepool-bench; the figures are in BENCHMARKS.md): the shared
// tile (the GPU default) runs well over twice the stored rings' rate at the
// finest levels; levels up to 6 cost one dispatch whatever the kernel.
#include <optional>
#include <vector>

#include "gl/mapped_readback.hpp"
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

// The step kernels; all compute the same numbers (the same sums in the same
// order), tested against the CPU twin.
enum class SphereStepKernel {
  ImplicitRings,  // step.comp: one vertex an invocation, rings by arithmetic inside the diamonds
  External,       // a program given to setStepProgram (a benchmark design)
  Columns,        // step_columns.comp: a column of vertices an invocation, heights shared in registers
  SharedTile,     // step_tile.comp: a block of a diamond a group, heights loaded once into shared memory
};

class SphereWaveGpu {
 public:
  SphereWaveGpu(gl::ShaderLibrary& shaders, int level);
  // Owns GL buffers: not copyable.
  SphereWaveGpu(const SphereWaveGpu&) = delete;
  SphereWaveGpu& operator=(const SphereWaveGpu&) = delete;

  SphereWaveParams& params() { return params_; }
  ParamTable paramTable() { return {sphereWaveParamList(), params_}; }
  const IcosphereMesh& mesh() const { return mesh_; }
  int level() const { return mesh_.level; }
  int vertexCount() const { return mesh_.vertexCount(); }

  // Quality change while running: rebuilds the mesh and textures and carries
  // both heights over by interpolation (a read-back; not for every frame).
  void setLevel(int level);
  void reset();  // flat water at rest
  // Throws std::invalid_argument for a non-finite or zero direction or a
  // non-finite strength or radius (checkSphereSplash), leaving the water as it was.
  void addSplash(const SphereSplash& splash);
  // Reads `params()` now, so the panel may change them between calls.
  void step(int count);
  // Which kernel step() runs, and for Columns and SharedTile how many
  // vertices an invocation (1 to 16). The default: see the .cpp.
  void setStepKernel(SphereStepKernel kernel, int columnRows = 4);
  // Steps with `program`, one vertex an invocation over this solver's
  // bindings and uniforms (sphere_layout.h, step_vertex.glsl): how the
  // benchmark runs designs the app does not (stored rings).
  void setStepProgram(gl::ShaderProgram& program);
  SphereStepKernel stepKernel() const { return stepKernel_; }
  int columnRows() const { return columnRows_; }

  const gl::Texture& heightTexture() const { return height_.read(); }
  const gl::Texture& ringTexture0123() const { return ring0123_; }
  const gl::Texture& ringTexture45() const { return ring45_; }
  const gl::Texture& positionTexture() const { return positions_; }

  // GPU reduction, read back now (waits for the GPU: the sidecar and tests).
  SphereWaveMeasures measure();
  // The same without a sync point, for live plots: requestMeasure() queues
  // the reduction of the current state (replacing one in flight);
  // collectMeasure() returns it, waiting for the GPU if need be (a frame
  // later it has long finished, so what a plot shows never depends on the
  // GPU's pace), once; none when nothing is in flight. reset() and a level
  // change drop a request in flight.
  void requestMeasure();
  std::optional<SphereWaveMeasures> collectMeasure();
  // Per-vertex arrays in mesh order (`vertexCount()` floats each).
  std::vector<float> readHeight() const;
  std::vector<float> readVelocity() const;
  std::vector<float> readHeightPrev() const;  // height − velocity, rounded to float
  void writeState(const std::vector<float>& height, const std::vector<float>& heightPrev);
  void writeVelocityForm(const std::vector<float>& height, const std::vector<float>& velocity);

 private:
  void createResources();
  GLuint groupCount() const;
  std::vector<float> download(const gl::Texture& texture) const;

  gl::ShaderLibrary& shaders_;
  gl::ShaderProgram* stepProgram_ = nullptr;
  gl::ShaderProgram& splashProgram_;
  gl::ShaderProgram& measureProgram_;
  SphereStepKernel stepKernel_ = SphereStepKernel::Columns;
  int columnRows_ = 4;
  SphereWaveParams params_;
  IcosphereMesh mesh_;
  int rows_ = 0;
  // read() = height now; write() receives the next step's.
  gl::PingPong<gl::Texture> height_;
  gl::Texture velocity_;
  gl::Texture ring0123_, ring45_, positions_;
  // measure.comp's four sums a work group (volume, Σz, kinetic, potential),
  // written straight into client memory the CPU reads.
  gl::MappedReadback groupSums_;
};

}  // namespace tp
