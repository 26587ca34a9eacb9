#include "sim/grid_wave/grid_wave_stepper.hpp"

#include <cmath>
#include <stdexcept>
#include <utility>

#include "shaders/common/shared_layout.h"
#include "shaders/sim/grid_wave/grid_wave_layout.h"

namespace tp {
namespace {

constexpr const char* kStepSimple = "sim/grid_wave/step_simple.comp";
constexpr const char* kStepColumn = "sim/grid_wave/step_column.comp";
constexpr const char* kStepBlocked = "sim/grid_wave/step_blocked.comp";

GLuint groupsFor(int cells, int perGroup) { return GLuint((cells + perGroup - 1) / perGroup); }

std::string define(const char* name, int value) {
  return "#define " + std::string(name) + " " + std::to_string(value) + "\n";
}

}  // namespace

GridWaveKernelChoice gridWaveKernelFor(bool softwareRenderer) {
  GridWaveKernelChoice choice;
  if (softwareRenderer) {
    // llvmpipe runs a work group's invocations as SIMD chunks and switches
    // between them at every barrier(): the shared-memory kernels are the
    // slowest there (several times slower than simple). Columns of 8 cells in
    // registers, no barrier, load the fewest texels a cell: the fastest there
    // (BENCHMARKS.md).
    choice.kernel = GridWaveKernel::Column;
    choice.columnRows = 8;
  } else {
    // 8 steps a pass in a 128×64 tile (one shared copy): the fastest of the
    // depths and shapes the benchmark measured on a GPU (BENCHMARKS.md):
    // deeper passes read the state from memory fewer times.
    choice.kernel = GridWaveKernel::Blocked;
    choice.blockSteps = 8;
    choice.shape = {128, 4, 16, 1};
  }
  return choice;
}

std::string describeGridWaveKernel(const GridWaveKernelChoice& choice) {
  switch (choice.kernel) {
    case GridWaveKernel::Simple:
      return "simple (one cell an invocation, neighbours by imageLoad)";
    case GridWaveKernel::Column:
      return "column (" + std::to_string(choice.columnRows) +
             " cells an invocation in registers, z by imageLoad, no shared memory)";
    case GridWaveKernel::Blocked: {
      const GridWaveBlockShape& s = choice.shape;
      return "blocked k=" + std::to_string(choice.blockSteps) + " (" + std::to_string(s.width) + "x" +
             std::to_string(s.groupRows * s.cellRows) + " tile, " + std::to_string(s.cellRows) +
             " cells an invocation, " + std::to_string(s.buffers) + " shared copies)";
    }
  }
  return "?";
}

void GridWaveStepper::setChoice(const GridWaveKernelChoice& choice) {
  if (choice.kernel == GridWaveKernel::Blocked) {
    const GridWaveBlockShape& s = choice.shape;
    if (choice.blockSteps < 1 || s.width - 2 * choice.blockSteps < 1 ||
        s.groupRows * s.cellRows - 2 * choice.blockSteps < 1 || s.cellRows > 32 || s.cellRows < 1 ||
        (s.buffers != 1 && s.buffers != 2))
      throw std::invalid_argument("grid wave: blocked kernel shape leaves no cell to write");
  }
  if (choice.kernel == GridWaveKernel::Column && choice.columnRows < 1)
    throw std::invalid_argument("grid wave: column kernel needs at least one row");
  choice_ = choice;
  programs_.clear();  // the shape is in the programs' defines
}

gl::ShaderProgram& GridWaveStepper::stepProgram(const GridWaveParams& params, bool land, int blockSteps) {
  const bool blocked = choice_.kernel == GridWaveKernel::Blocked;
  const ProgramKey key{params.laplacian == int(GridWaveLaplacian::NinePoint), land,
                       blocked && params.boundary == int(GridWaveBoundary::Absorb), blocked ? blockSteps : 1};
  for (const auto& [known, program] : programs_)
    if (known == key) return *program;
  gl::ShaderProgram& program = buildStepProgram(params, land, blockSteps);
  programs_.emplace_back(key, &program);
  return program;
}

gl::ShaderProgram& GridWaveStepper::buildStepProgram(const GridWaveParams& params, bool land, int blockSteps) {
  std::string defines;
  if (params.laplacian == int(GridWaveLaplacian::NinePoint)) defines += define("NINE_POINT", 1);
  if (land) defines += define("LAND_MASK", 1);
  switch (choice_.kernel) {
    case GridWaveKernel::Simple:
      return shaders_->load({kStepSimple}, defines);
    case GridWaveKernel::Column:
      defines += define("COLUMN_ROWS", choice_.columnRows);
      return shaders_->load({kStepColumn}, defines);
    case GridWaveKernel::Blocked:
      break;
  }
  const GridWaveBlockShape& s = choice_.shape;
  defines += define("ABSORB", params.boundary == int(GridWaveBoundary::Absorb) ? 1 : 0) +
             define("BLOCK_STEPS", blockSteps) + define("BLOCK_WIDTH", s.width) +
             define("BLOCK_GROUP_ROWS", s.groupRows) + define("BLOCK_CELL_ROWS", s.cellRows) +
             define("BLOCK_BUFFERS", s.buffers);
  return shaders_->load({kStepBlocked}, defines);
}

void setGridWaveStepUniforms(const gl::ShaderProgram& program, const GridWaveParams& params, int size) {
  const float a = gridWaveEffectiveA(params);
  const bool absorb = params.boundary == int(GridWaveBoundary::Absorb);
  glProgramUniform1f(program.id(), TP_GW_LOC_A, a);
  glProgramUniform1f(program.id(), TP_GW_LOC_DAMPING, params.damping);
  glProgramUniform1f(program.id(), TP_GW_LOC_SPONGE_CELLS, absorb ? gridWaveSpongeCells(params, size) : 0.0f);
  glProgramUniform1f(program.id(), TP_GW_LOC_COURANT, std::sqrt(a));
}

void GridWaveStepper::step(int count, const GridWaveParams& params, gl::PingPong<gl::Texture>& heights,
                           const gl::Texture* land) {
  if (count <= 0) return;
  if (land) land->bindImage(TP_IMAGE_EXTRA, GL_READ_ONLY);
  if (choice_.kernel != GridWaveKernel::Blocked) {
    for (int i = 0; i < count; ++i) singleStep(params, heights, land);
    return;
  }
  const int k = choice_.blockSteps;
  for (int i = 0; i < count / k; ++i) blockedPass(k, params, heights, land);
  if (count % k != 0) blockedPass(count % k, params, heights, land);
}

// z (unit IN) is read, z_old (unit PREV) overwritten by z' in place; the
// swap then makes z' the newest height.
void GridWaveStepper::singleStep(const GridWaveParams& params, gl::PingPong<gl::Texture>& heights,
                                 const gl::Texture* land) {
  const int n = heights.read().width();
  gl::ShaderProgram& program = stepProgram(params, land != nullptr, 1);
  program.use();
  setGridWaveStepUniforms(program, params, n);
  heights.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  heights.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_WRITE);
  switch (choice_.kernel) {
    case GridWaveKernel::Simple:
      glDispatchCompute(groupsFor(n, TP_GROUP_2D), groupsFor(n, TP_GROUP_2D), 1);
      break;
    case GridWaveKernel::Column:
      glDispatchCompute(groupsFor(n, TP_GW_COLUMN_GROUP_X), groupsFor(n, TP_GW_COLUMN_GROUP_Y * choice_.columnRows),
                        1);
      break;
    case GridWaveKernel::Blocked:
      throw std::logic_error("grid wave: blocked passes go through blockedPass");
  }
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  heights.swap();
}

void GridWaveStepper::blockedPass(int steps, const GridWaveParams& params, gl::PingPong<gl::Texture>& heights,
                                  const gl::Texture* land) {
  const int n = heights.read().width();
  const GridWaveBlockShape& s = choice_.shape;
  gl::ShaderProgram& program = stepProgram(params, land != nullptr, steps);
  program.use();
  setGridWaveStepUniforms(program, params, n);
  heights.read().bindImage(TP_IMAGE_STATE_IN, GL_READ_ONLY);
  const GLuint groupsX = groupsFor(n, s.width - 2 * steps);
  const GLuint groupsY = groupsFor(n, s.groupRows * s.cellRows - 2 * steps);
  if (steps == 1) {  // in place, as a single step
    heights.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_WRITE);
    glDispatchCompute(groupsX, groupsY, 1);
    glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    heights.swap();
    return;
  }
  if (spare_.read().id() == 0 || spare_.read().width() != n) {
    auto make = [n](const char* label) {
      gl::Texture texture = gl::Texture::create2D(GL_R32F, n, n);
      texture.setLabel(GL_TEXTURE, label);
      return texture;
    };
    spare_ = gl::PingPong<gl::Texture>(make("grid wave height C"), make("grid wave height D"));
  }
  heights.write().bindImage(TP_IMAGE_STATE_PREV, GL_READ_ONLY);
  spare_.read().bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
  spare_.write().bindImage(TP_GW_IMAGE_LAST_PREVIOUS, GL_WRITE_ONLY);
  glDispatchCompute(groupsX, groupsY, 1);
  glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
  std::swap(heights, spare_);  // the outputs become z and z_old; the inputs the next spares
}

}  // namespace tp
