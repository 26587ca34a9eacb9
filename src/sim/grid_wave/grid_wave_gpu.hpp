#pragma once
// The grid wave solver on the GPU (seeds 002/003): compute shaders
// over two R32F textures in ping-pong and no readbacks. `heightTexture()` is
// the newest height z for rendering and probes; the other texture holds z_old.
// How steps run is GridWaveStepper's choice of kernel (grid_wave_stepper.hpp),
// made from ShaderLibrary::softwareRenderer: on a GPU several steps a pass in shared memory
// (temporal blocking, two spare textures), on llvmpipe one plain dispatch a
// step. Every kernel gives the same numbers. Parameters are read from the
// GridWaveParams at every step. The CPU twin (grid_wave_cpu.hpp) states the
// method; GL tests compare the two.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"
#include "gl/shader_library.hpp"
#include "shaders/common/shared_layout.h"
#include "sim/grid_wave/grid_wave_energy.hpp"
#include "sim/grid_wave/grid_wave_params.hpp"
#include "sim/grid_wave/grid_wave_stepper.hpp"

namespace tp {

// The two fields of an interleaved state ([row][column][height, height_prev]),
// zero under `land` (size×size, nonzero = land; empty = none). Throws
// std::invalid_argument unless the state holds 2·cells values.
struct GridWaveFields {
  std::vector<float> height, previous;
};
GridWaveFields splitGridWaveState(const std::vector<float>& state, size_t cells, const std::vector<uint8_t>& land);
// The inverse: interleaves two fields of equal size.
std::vector<float> interleaveGridWaveFields(const std::vector<float>& height, const std::vector<float>& previous);

class GridWaveGpu {
 public:
  // A context must be current. `params` and `shaders` must outlive the solver.
  // Starts with water at rest on a size×size grid.
  GridWaveGpu(gl::ShaderLibrary& shaders, const GridWaveParams& params, int size);
  GridWaveGpu(const GridWaveGpu&) = delete;
  GridWaveGpu& operator=(const GridWaveGpu&) = delete;

  int size() const { return size_; }
  const GridWaveParams& params() const { return *params_; }

  void reset();  // water at rest (keeps the land mask)
  // Quality change while running: new textures of size×size with both heights
  // resampled bilinearly (and the land mask to the nearest old cell).
  void resize(int size);
  void step(int count = 1);

  // The step kernel (the default suits the renderer; the bench and the tests
  // pick others). Throws std::invalid_argument for an unusable blocked shape.
  void setKernel(const GridWaveKernelChoice& choice) { stepper_.setChoice(choice); }
  const GridWaveKernelChoice& kernel() const { return stepper_.choice(); }

  // strength·(1 − d/radius) where d < radius, added to both heights; centre
  // and radius in cells (cell (x, y) is centred at (x + 0.5, y + 0.5)).
  void addSplash(float centreX, float centreY, float strength, float radius);
  // As GridWaveCpu::addPressureKick.
  void addPressureKick(float centreX, float centreY, float amount, float radius);
  // Adds scale·delta, sampled bilinearly at cell centres (any resolution, e.g.
  // a wake mask), to the height; also to the previous height when `alsoPrevious`.
  // `cells` = (x0, y0, x1, y1), x1 and y1 exclusive: only those cells (clamped
  // to the grid), where the caller knows the delta is zero outside them.
  void addHeightDelta(const gl::Texture& delta, float scale, bool alsoPrevious,
                      glm::ivec4 cells = glm::ivec4(0, 0, 1 << 30, 1 << 30));

  // What the water holds, moved by whole cells (column, row): a cell then
  // holds what `by` cells before it held, and still water flows in at the
  // far side (gl/shift_contents.hpp). For a patch that travels over the world.
  void shiftContents(glm::ivec2 by);
  // size×size bytes, nonzero = land: those cells hold zero height and waves
  // reflect off them. Empty = no land (and a cheaper step).
  void setLandMask(std::vector<uint8_t> mask);
  const std::vector<uint8_t>& landMask() const { return land_; }

  // Newest height z (R32F, size×size, linear filtering): sample for rendering.
  // Which texture object that is changes with steps: ask again after step().
  const gl::Texture& heightTexture() const { return heights_.read(); }
  uint64_t stepCount() const { return steps_; }

  // Discrete energy (grid_wave_energy.hpp) summed on the GPU into
  // energyBuffer(): vec2(kinetic, potential) at offset 0, for a plot to copy
  // and read back without stalling. readEnergy() does both and waits.
  void computeEnergy();
  const gl::Buffer& energyBuffer() const { return energySums_; }
  GridWaveEnergy readEnergy();

  // Readbacks (these wait for the GPU): tests, dumps, the headless runner.
  std::vector<float> readHeight() const;
  std::vector<float> readPreviousHeight() const;
  // [row][column][channel] with channels height, height_prev.
  std::vector<float> readState() const;
  void writeState(const std::vector<float>& state);

 private:
  gl::ShaderProgram& program(const char* file, const std::string& defines = {});
  void allocate(int size);
  void uploadLandMask();
  void applyLand();
  void bindLandImage() const;
  // Work groups along each axis to cover the grid.
  GLuint groups() const { return GLuint((size_ + TP_GROUP_2D - 1) / TP_GROUP_2D); }

  gl::ShaderLibrary* shaders_;
  const GridWaveParams* params_;
  int size_ = 0;
  uint64_t steps_ = 0;
  gl::PingPong<gl::Texture> heights_;  // read() = z, write() = z_old (then z')
  std::vector<uint8_t> land_;
  gl::Texture landTexture_;   // R8, size×size while there is land
  gl::Texture noLandTexture_; // R8 1×1 zero, bound when there is none
  gl::Buffer energySums_;     // vec2 total, vec2 partials[groups²]
  GridWaveStepper stepper_;
};

}  // namespace tp
