#include "scenes/harbor/basin_buoys.hpp"

#include <cmath>

namespace tp {
namespace {

constexpr float kSpacing = 2.5f;                        // m between buoys
const glm::vec3 kBuoySize{0.22f, 0.3f, 0.22f};          // half extents, m: about a fender's size
const glm::vec3 kRed{0.75f, 0.08f, 0.05f}, kWhite{0.85f, 0.85f, 0.8f};

}  // namespace

std::vector<Box> basinBuoys(float side) {
  std::vector<Box> buoys;
  const float half = 0.5f * side;
  const int perSide = int(std::round(side / kSpacing));
  for (int edge = 0; edge < 4; ++edge)
    for (int i = 0; i < perSide; ++i) {
      const float along = -half + kSpacing * float(i);  // each edge from one corner, so corners are not doubled
      const glm::vec2 at = edge == 0 ? glm::vec2(along, -half)
                           : edge == 1 ? glm::vec2(half, along)
                           : edge == 2 ? glm::vec2(-along, half)
                                       : glm::vec2(-half, -along);
      buoys.push_back({{at.x, 0.1f, at.y}, kBuoySize, (i % 2 == 0) ? kRed : kWhite});
    }
  return buoys;
}

}  // namespace tp
