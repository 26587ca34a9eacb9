#pragma once
// Wakes from hulls (seeds 002/003, "Creating waves"), on the GPU: every step
// the underwater part of every hull is rasterised from straight above into a
// mask (r = covered, g = the hull's speed), and a compute pass compares it
// with the previous step's mask: cells newly covered get a bow wave, cells
// just uncovered a stern wave, both scaled by speed (wake_compare.comp). The
// result is a height delta the solver adds, sampling it bilinearly. The mask
// has half the solver's cells per edge: with the compare pass's 3×3 blur
// that spreads each kick over a few cells, which keeps the waves smooth.
// The newest mask also tells the water renderer where hulls are, so waves do
// not show through them. The compare pass visits only the hulls' footprints,
// this step's and the last (their boxes from the meshes' bounds, in mask
// cells): hulls cover a sliver of the basin, and on llvmpipe comparing the
// whole mask every step cost more than the solver's own step at 512².
#include <glm/glm.hpp>
#include <vector>

#include "gl/objects.hpp"
#include "gl/ping_pong.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class LitMesh;

class WakeMask {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Masks of cells×cells over a basin of `extent` metres; forgets the last mask.
  // (maskCellsFor(solver cells) is what the harbor uses.)
  void resize(int cells, glm::vec2 extent);
  // The next end() has no previous mask to compare with (after a reset or a
  // resize): it records the hulls and adds no waves, so nothing present from
  // the start makes a wave.
  void forget() { havePrevious_ = false; }

  // The newest mask (what the next end() compares with) and its footprints
  // moved by whole mask cells, as the patch under it travels (the solver's
  // fields move with it: gl/shift_contents.hpp).
  void shiftContents(glm::ivec2 by);

  // Starts this step's mask: clears it and binds it for drawing.
  void begin();
  // Draws one hull (its whole mesh: parts above the still water level, y = 0,
  // are discarded; see wake_mask.frag). A hull wholly above it is skipped.
  void addHull(const LitMesh& hull, const glm::mat4& model, float speed);
  // Compares with the previous mask into delta(); `amplitude` in metres per
  // m/s. Returns false when there is nothing to add: no previous mask to
  // compare with (see forget()), or no hull in the water now or a step ago.
  // Leaves the default framebuffer bound.
  bool end(float amplitude);

  const gl::Texture& delta() const { return delta_; }
  // The solver cells (x0, y0, x1, y1; x1, y1 exclusive) outside which the last
  // end()'s delta samples as zero on a solverCells² grid: the compared
  // footprints' union, widened by a mask cell for the bilinear lookup.
  glm::ivec4 deltaSupport(int solverCells) const;
  // The newest mask (RG16F): r = 1 where a hull is under water.
  const gl::Texture& coverage() const { return masks_.read(); }
  int cells() const { return cells_; }
  static int maskCellsFor(int solverCells) { return solverCells < 128 ? solverCells : solverCells / 2; }
  // Mask cells x0, y0, x1, y1 (x1, y1 exclusive) that the compare pass must
  // visit for a hull's box (model frame) placed by `model`: its footprint
  // seen from above, widened by the blur's cell and a cell for rounding, and
  // clipped to the mask; empty (x0 == x1) when it lies wholly above the water.
  static glm::ivec4 footprint(const glm::vec3& boundsMin, const glm::vec3& boundsMax, const glm::mat4& model,
                              glm::vec2 extent, int cells);

 private:
  gl::ShaderProgram* drawProgram_ = nullptr;
  gl::ShaderProgram* compareProgram_ = nullptr;
  gl::PingPong<gl::Texture> masks_;           // read() = newest, write() = being drawn
  gl::PingPong<gl::Framebuffer> framebuffers_;  // one per mask, swapped with it
  gl::Texture delta_;
  std::vector<glm::ivec4> footprintsNow_, footprintsBefore_;  // this step's hulls, the last step's
  glm::ivec4 compared_{0};  // union of the mask cells the last end() compared
  int cells_ = 0;
  glm::vec2 extent_{1};
  bool havePrevious_ = false;
  bool drawing_ = false;
};

}  // namespace tp
