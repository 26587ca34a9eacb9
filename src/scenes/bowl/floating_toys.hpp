#pragma once
// Small toys dropped into the bowl ("drop" tool): rigid balls that fall,
// splash in, float and bob. Kept simple on purpose: each ball feels gravity,
// buoyancy from the submerged part of its volume (a spherical cap against
// the water height under its centre), drag in the water, the slope of the
// surface (it drifts downhill), and the glass and sand as walls. The water
// height comes from HeightProbes a frame late, which is plenty for a bob.
// Their effect on the water: a splash when they hit it (impacts()). (A
// continuous push while bobbing was tried: the toy then reads back the dip it
// pressed itself a frame late, which feeds its bob instead of damping it.)
#include <cstdint>
#include <span>
#include <vector>

#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

#include "scenes/bowl/bowl_shape.hpp"

namespace tp {

struct FloatingToy {
  uint32_t id = 0;
  glm::vec3 position{0}, velocity{0};
  glm::quat orientation{1, 0, 0, 0};
  float radius = 0.07f;
  int pattern = 0;  // which colours the toy renderer paints
  bool inWater = false;
};

// The water under a toy, in world units.
struct WaterUnder {
  float surfaceY = 0;
  glm::vec2 slope{0};  // dy/dx, dy/dz
};

struct ToyImpact {
  glm::vec3 position;
  float speed;  // units/s, downwards, at the moment the toy met the water
  float radius;
};

class FloatingToys {
 public:
  static constexpr int kMaxToys = 6;
  static constexpr float kGravity = 9.81f;      // units/s² (the bowl's units, in slow motion)
  static constexpr float kDensityRatio = 0.45f; // toy / water: floats a bit under half submerged
  static constexpr float kWaterDrag = 3.0f;     // 1/s at rest afloat (scaled by the submerged fraction / density)
  static constexpr float kRestitution = 0.3f;   // bounce off glass and sand

  // Drops a toy at `at` (above the water); the oldest goes when there are too many.
  void drop(const glm::vec3& at, float radius);
  void clear() { toys_.clear(); }
  // One step of `dt` seconds; `water(id)` is the water under toy `id`.
  template <class WaterLookup>
  void step(float dt, const BowlShape& bowl, WaterLookup&& water) {
    impacts_.clear();
    for (FloatingToy& toy : toys_) advance(toy, dt, bowl, water(toy.id));
  }
  std::span<const FloatingToy> toys() const { return toys_; }
  // What hit the water during the last step.
  std::span<const ToyImpact> impacts() const { return impacts_; }
 private:
  void advance(FloatingToy& toy, float dt, const BowlShape& bowl, const WaterUnder& water);
  std::vector<FloatingToy> toys_;
  std::vector<ToyImpact> impacts_;
  uint32_t nextId_ = 1;
};

// Volume fraction of a ball of radius r below a plane `depth` above its
// bottom (the spherical cap d²(3r − d)/(4r³), clamped to [0, 1]).
float submergedFraction(float depth, float radius);

}  // namespace tp
