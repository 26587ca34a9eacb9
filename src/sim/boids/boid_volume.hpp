#pragma once
// Where the boids may swim: a shape they are kept inside. The flock asks two
// things of it at any point: how deep inside the point is (distance to the
// boundary, negative outside) and which way is "further in". Scenes give
// their own water volume: the bowl's capped sphere, the planet's ball of
// water, or any callback pair (FunctionVolume).
#include <functional>
#include <glm/glm.hpp>

namespace tp {

class BoidVolume {
 public:
  virtual ~BoidVolume() = default;
  // Distance from `p` to the boundary: > 0 inside, < 0 outside (world units).
  // Need not be exact far from the boundary, but must be exact near it.
  virtual float depthInside(const glm::vec3& p) const = 0;
  // Unit vector towards the inside at `p` (the direction in which
  // depthInside grows fastest).
  virtual glm::vec3 inward(const glm::vec3& p) const = 0;
  // An axis-aligned box holding the whole volume, for placing the boids.
  virtual void bounds(glm::vec3& lo, glm::vec3& hi) const = 0;
};

// A solid ball.
class SphereVolume final : public BoidVolume {
 public:
  SphereVolume(const glm::vec3& centre, float radius) : centre_(centre), radius_(radius) {}
  float depthInside(const glm::vec3& p) const override;
  glm::vec3 inward(const glm::vec3& p) const override;
  void bounds(glm::vec3& lo, glm::vec3& hi) const override;

 private:
  glm::vec3 centre_;
  float radius_;
};

// A ball cut by two horizontal planes (y up): what water fills in a round
// bowl between its flat floor and the water line.
class CappedSphereVolume final : public BoidVolume {
 public:
  CappedSphereVolume(const glm::vec3& centre, float radius, float floorY, float ceilingY)
      : centre_(centre), radius_(radius), floorY_(floorY), ceilingY_(ceilingY) {}
  float depthInside(const glm::vec3& p) const override;
  glm::vec3 inward(const glm::vec3& p) const override;
  void bounds(glm::vec3& lo, glm::vec3& hi) const override;

 private:
  glm::vec3 centre_;
  float radius_, floorY_, ceilingY_;
};

// Any shape given as callbacks (the containment "callback" form).
class FunctionVolume final : public BoidVolume {
 public:
  FunctionVolume(std::function<float(const glm::vec3&)> depth, std::function<glm::vec3(const glm::vec3&)> in,
                 glm::vec3 lo, glm::vec3 hi)
      : depth_(std::move(depth)), inward_(std::move(in)), lo_(lo), hi_(hi) {}
  float depthInside(const glm::vec3& p) const override { return depth_(p); }
  glm::vec3 inward(const glm::vec3& p) const override { return inward_(p); }
  void bounds(glm::vec3& lo, glm::vec3& hi) const override {
    lo = lo_;
    hi = hi_;
  }

 private:
  std::function<float(const glm::vec3&)> depth_;
  std::function<glm::vec3(const glm::vec3&)> inward_;
  glm::vec3 lo_, hi_;
};

}  // namespace tp
