#pragma once
// A surface of revolution about the +y axis ("lathe"): a profile of (radius,
// height) points, swept round in `segments` steps. Vertices carry position and
// normal; the normal of each profile point is taken from the profile itself
// (perpendicular to the chord of its neighbours, turned to the outside of the
// sweep), so a smooth profile gives a smooth surface. Used for the bowl's
// glass and for small round props; built on the CPU so it can be tested.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "gl/objects.hpp"

namespace tp {

struct LatheVertex {
  float position[3];
  float normal[3];
};

struct LatheGeometry {
  std::vector<LatheVertex> vertices;
  std::vector<uint32_t> indices;  // counter-clockwise seen from the side the normals point to
};

// `profile` as (radius ≥ 0, y) from one end to the other. The normal points to
// the right of the direction of travel in the (r, y) plane: walking a profile
// upwards (increasing y) at the outside of a vase, normals point outwards.
LatheGeometry buildLatheGeometry(const std::vector<glm::vec2>& profile, int segments);

class LatheMesh {
 public:
  LatheMesh() = default;
  static LatheMesh create(const LatheGeometry& geometry, const char* label);
  // Draws with the bound program: attribute 0 = position, 1 = normal.
  void draw() const;
  explicit operator bool() const { return bool(vertexArray_); }

 private:
  gl::Buffer vertices_, indices_;
  gl::VertexArray vertexArray_;
  int indexCount_ = 0;
};

}  // namespace tp
