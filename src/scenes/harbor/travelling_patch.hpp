#pragma once
// Where the harbor's simulated patch lies in the world. It starts on the
// basin and stays there while your tug is within `reach` of its centre
// along both axes; once the tug goes further, the patch moves (by whole
// cells, a multiple of `stride`, so every field over it shifts exactly) to
// put the tug `lead` metres ahead of its centre along the tug's course: calm
// water flows in ahead, the wake trails behind it, and the islands, the wind
// sea and the floor stay where they are in the world. So you can sail out
// past the islands into the open sea and back.
#include <glm/glm.hpp>

namespace tp {

struct PatchFollowing {
  float reach = 15.0f;  // m from the centre, along an axis, before the patch moves
  float lead = 10.0f;   // m ahead of the centre the tug is put on a move (at most; less when slow)
  float leadSeconds = 4.0f;  // s of the tug's course: the lead at low speeds
};

class TravellingPatch {
 public:
  // A patch of `cells`² cells of `cellSize` m, centred on the world's origin.
  void reset(int cells, float cellSize);
  // New cells (a quality change) over the same extent: the centre stays, to the nearest new cell.
  void resize(int cells, float cellSize);
  glm::vec2 centre() const { return glm::vec2(centreCells_) * cellSize_; }
  glm::vec2 extent() const { return glm::vec2(float(cells_) * cellSize_); }
  // The move, in cells (column: +x, row: +z), that follows a tug at `tug`
  // (world x, z, m) going at `velocity` (m/s); zero when it stays. The centre
  // has moved by the returned cells × cellSize when this returns.
  glm::ivec2 follow(glm::vec2 tug, glm::vec2 velocity, int stride, const PatchFollowing& rule = {});
  // A world point's place on the patch's textures (0..1 inside it).
  glm::vec2 uvOf(glm::vec2 world) const { return (world - centre()) / extent() + 0.5f; }
  bool contains(glm::vec2 world) const;

 private:
  glm::ivec2 centreCells_{0};  // whole cells from the world's origin: no drift however far it goes
  int cells_ = 1;
  float cellSize_ = 1.0f;
};

}  // namespace tp
