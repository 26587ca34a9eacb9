#include "scenes/bowl/floating_toys.hpp"

#include <algorithm>
#include <cmath>

namespace tp {

float submergedFraction(float depth, float radius) {
  const float d = std::clamp(depth, 0.0f, 2.0f * radius);
  return d * d * (3.0f * radius - d) / (4.0f * radius * radius * radius);
}

void FloatingToys::drop(const glm::vec3& at, float radius) {
  if (int(toys_.size()) >= kMaxToys) toys_.erase(toys_.begin());
  FloatingToy toy;
  toy.id = nextId_++;
  toy.position = at;
  toy.radius = radius;
  toy.pattern = int(toy.id % 3);
  // A little tilt and spin so no two toys look alike.
  toy.orientation = glm::angleAxis(0.7f * float(toy.id), glm::normalize(glm::vec3(1, 0.3f, 0.5f)));
  toys_.push_back(toy);
}

void FloatingToys::advance(FloatingToy& toy, float dt, const BowlShape& bowl, const WaterUnder& water) {
  const float r = toy.radius;
  const float submerged = submergedFraction(water.surfaceY - (toy.position.y - r), r);
  const bool inWater = submerged > 0;
  if (inWater && !toy.inWater && toy.velocity.y < 0)
    impacts_.push_back({toy.position, -toy.velocity.y, r});
  toy.inWater = inWater;

  // Buoyancy g·f/ρ against gravity g; drag and the slope act on the wet part.
  glm::vec3 acceleration(0, -kGravity + kGravity * submerged / kDensityRatio, 0);
  acceleration -= kWaterDrag * submerged / kDensityRatio * toy.velocity;
  acceleration.x -= kGravity * water.slope.x * submerged;
  acceleration.z -= kGravity * water.slope.y * submerged;
  toy.velocity += acceleration * dt;
  const glm::vec3 moved = toy.velocity * dt;
  toy.position += moved;

  // Rolls as it drifts: turn about the horizontal axis across the motion.
  const glm::vec2 drift(moved.x, moved.z);
  if (glm::length(drift) > 1e-7f) {
    const glm::vec3 axis = glm::normalize(glm::vec3(drift.y, 0, -drift.x));
    toy.orientation = glm::normalize(glm::angleAxis(glm::length(drift) / r, axis) * toy.orientation);
  }

  // Walls: the sand below, the glass around (its inside at this height, or
  // at the widest below the opening for a toy still falling in from above).
  const float floorY = bowl.sandY + r;
  if (toy.position.y < floorY) {
    toy.position.y = floorY;
    if (toy.velocity.y < 0) toy.velocity.y = -kRestitution * toy.velocity.y;
  }
  const float wallY = std::min(toy.position.y, bowl.openingY);
  const float allowed = std::max(bowl.innerRadiusAt(wallY) - r, 0.0f);
  glm::vec2 fromAxis(toy.position.x - bowl.centre.x, toy.position.z - bowl.centre.z);
  const float distance = glm::length(fromAxis);
  if (distance > allowed && distance > 0) {
    const glm::vec2 outward = fromAxis / distance;
    fromAxis = outward * allowed;
    toy.position.x = bowl.centre.x + fromAxis.x;
    toy.position.z = bowl.centre.z + fromAxis.y;
    const float outwardSpeed = toy.velocity.x * outward.x + toy.velocity.z * outward.y;
    if (outwardSpeed > 0) {
      toy.velocity.x -= (1 + kRestitution) * outwardSpeed * outward.x;
      toy.velocity.z -= (1 + kRestitution) * outwardSpeed * outward.y;
    }
  }
}

}  // namespace tp
