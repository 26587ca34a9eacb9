#pragma once
// The deep-water solver on the GPU (deep_water_model.hpp states the method):
// the field (h, φ) per cell in one storage buffer, and a step is three
// compute passes over it in place, each transform in shared memory:
//   rows_forward   the pressure patches, then every row's forward transform;
//   columns_step   a column and its mirror: forward, the exact mode step, inverse;
//   rows_inverse   every row's inverse transform, scaled, obstacles and the
//                  sponge, and the height texture.
// Grids are powers of two from 16 to 2048 (a column pair of 2048 fills the
// 32 KB of shared memory every GL 4.5 device has). The CPU twin
// (deep_water_cpu.hpp) uses FFTW in double precision; GL tests compare them.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "sim/deep_water/deep_water_model.hpp"
#include "sim/deep_water/deep_water_params.hpp"

namespace tp {

inline constexpr int kDeepWaterMinSize = 16, kDeepWaterMaxSize = 2048;

class DeepWaterGpu {
 public:
  // A context must be current. `params` and `shaders` must outlive the solver.
  // Throws std::invalid_argument for a size that is not a power of two in range.
  DeepWaterGpu(gl::ShaderLibrary& shaders, const DeepWaterParams& params, int size);
  DeepWaterGpu(const DeepWaterGpu&) = delete;
  DeepWaterGpu& operator=(const DeepWaterGpu&) = delete;

  int size() const { return size_; }
  const DeepWaterParams& params() const { return *params_; }
  uint64_t stepCount() const { return steps_; }

  void reset();  // water at rest; keeps the obstacles, drops the moving sources
  void step(int count = 1);

  // As DeepWaterCpu: strength·e^(−r²/radius²) added to the height, in cells.
  void addSplash(double centreX, double centreY, double strength, double radius);
  void addMovingSource(const MovingSource& source);
  // Adds scale·delta to the height, the texture sampled bilinearly at cell
  // centres (any resolution); only cells (x0, y0) to (x1, y1), exclusive,
  // where the caller knows the delta is zero elsewhere.
  void addHeightDelta(const gl::Texture& delta, float scale, glm::ivec4 cells);
  // What the water holds, moved by whole cells (column, row): a cell then
  // holds what `by` cells before it held, and still water flows in at the
  // far side (gl/shift_contents.hpp). For a patch that travels over the world.
  void shiftContents(glm::ivec2 by);
  // size×size values in [0, 1], 1 = solid; empty = none.
  void setObstacles(const std::vector<float>& mask);

  // Which transforms the step runs: the solver's own (Stockham, radix 8 in
  // registers) or a radix-2 version the benchmark keeps to compare with, in
  // shared memory three stages a barrier or one (the same arithmetic).
  enum class Transform { stockham, radix2Grouped, radix2Plain };
  void useTransform(Transform transform);

  // The energy for a plot, summed on the GPU into energyBuffer() as
  // vec2(kinetic, potential) at offset 0 (energy_rows.comp: from the height
  // alone, the two halves taken equal); a readback may copy it from there.
  void computeEnergy();
  const gl::Buffer& energyBuffer() const { return energySums_; }

  // The surface (RG32F, size×size, linear filtering): the height in r, the
  // velocity potential in g, written by every step.
  const gl::Texture& heightTexture() const { return height_; }

  // Readbacks (these wait for the GPU): [row][column][height, potential].
  std::vector<float> readState() const;
  void writeState(const std::vector<float>& state);

 private:
  // `width`: invocations a work group (OpenGL promises 1024); `lanes`: rows a group
  // (the Stockham row passes).
  gl::ShaderProgram& program(const char* file, int width, int lanes = 1, const std::string& defines = "");
  void loadStepPrograms();
  void setStepUniforms();
  void dispatchRows(gl::ShaderProgram& rows);

  gl::ShaderLibrary* shaders_;
  const DeepWaterParams* params_;
  int size_ = 0;
  uint64_t steps_ = 0;
  gl::Buffer field_, twiddles_, energySums_;
  gl::Texture height_;
  gl::Texture spectrum_;  // RG32F n×n: the spectrum between the Stockham passes
  gl::Texture obstacles_, noObstacles_;
  bool hasObstacles_ = false;
  Transform transform_ = Transform::stockham;
  int rowsPerGroup_ = 1;
  // The step's three programs for this grid, looked up once (the library
  // swaps a reloaded program in place, so the pointers stay good).
  gl::ShaderProgram* rowsForward_ = nullptr;
  gl::ShaderProgram* columnsStep_ = nullptr;
  gl::ShaderProgram* rowsInverse_ = nullptr;
  // Stockham only: one step's inverse rows and the next one's forward rows.
  gl::ShaderProgram* rowsInverseForward_ = nullptr;
  struct Source {
    MovingSource source;
    uint64_t addedAt = 0;
  };
  std::vector<Source> sources_;
};

}  // namespace tp
