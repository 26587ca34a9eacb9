#pragma once
// The harbor's boats and crates on the CPU: their floating bodies (src/sim/
// floating), what kind each is, the player's controls, the cruisers'
// autopilot and the tools that act on them (drop a crate, push a boat).
// Bodies live in one vector: boats first (the player's tug is body 0), then
// crates, oldest first. Everything here depends only on the parameters and
// the inputs, so two fleets fed the same steps stay bit-identical.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "scenes/harbor/harbor_params.hpp"
#include "scenes/scene.hpp"
#include "sim/floating/floating_body.hpp"

namespace tp {

enum class HullKind : int { Tug = 0, Sloop = 1, Crate = 2 };

// A cruiser's route: a circle in open water, sailed with pure pursuit.
struct CruiseRoute {
  glm::vec2 centre{0};  // x, z
  float radius = 8;
  float lead = 0.6f;    // radians ahead on the circle to steer at (sign = direction)
};

struct FleetMember {
  HullKind kind = HullKind::Crate;
  bool player = false;
  std::optional<CruiseRoute> route;
  int livery = 0;     // which paint of its kind's model (the second tug is blue)
};

struct WaterImpact {
  glm::vec3 position{0};
  float speed = 0;  // m/s downwards when it met the water
};

// What the player holds down (from Scene::key), and the speed the helm
// holds by itself (the "cruise" command, the panel's slider).
struct HelmKeys {
  bool ahead = false, astern = false, left = false, right = false;
  float cruiseSpeed = 0;  // m/s ahead (< 0: astern) while neither W nor S is held; 0: none
};

// A boat's top speed at full throttle, m/s: thrust against the linear drag
// along its hull, thrust/(waterDrag·mass).
float boatTopSpeed(const HarborParams& params);
// The throttle (−0.5 astern .. 1 ahead) that holds `targetSpeed` m/s when the
// boat makes `forwardSpeed` m/s along its heading: the drag's own share
// (target/top speed: exact for a steady course against linear drag) plus a
// proportional correction that closes the gap in about a second.
float cruiseThrottle(float targetSpeed, float forwardSpeed, const HarborParams& params);

// Geometry of a hull kind in its model frame (metres; +x bow, waterline y=0).
struct HullShape {
  glm::vec3 size{1};    // length, height, beam of its bounding box
  float keel = -0.5f;   // lowest point
};
HullShape hullShape(HullKind kind);

class HarborFleet {
 public:
  static constexpr float kDropHeight = 5.0f;  // m above the water (seed: "about 5 above")

  // Boats (player, then cruisers) and `params.crates` crates, at rest.
  void reset(const HarborParams& params);
  // One step: the player's helm, the cruisers' autopilot, then the bodies.
  void step(float dt, const HarborParams& params, const HelmKeys& helm, const FloatingEnvironment& water);

  void dropCrate(const glm::vec3& onWater, const HarborParams& params);
  void removeCrates();
  // Pushes body `index` (a boat) with `force` N for one step of `dt` along its heading.
  void push(size_t index, float force, float dt);
  // The boat the ray hits (its collision spheres), else the boat nearest to
  // `near` within `reach` metres.
  std::optional<size_t> pickBoat(const Ray& ray, const std::optional<glm::vec3>& near, float reach) const;

  std::span<const FloatingBody> bodies() const { return bodies_; }
  std::span<const FleetMember> members() const { return members_; }
  size_t boatCount() const { return boatCount_; }
  size_t crateCount() const { return bodies_.size() - boatCount_; }
  // Crates that met the water during the last step (for splashes).
  std::span<const WaterImpact> impacts() const { return impacts_; }
  // Horizontal speed of a body (m/s): what its wake scales with.
  static float horizontalSpeed(const FloatingBody& body);

 private:
  void addBoat(HullKind kind, const glm::vec3& at, float headingRadians, const HarborParams& params,
               FleetMember member);
  FloatingBody makeCrate(const glm::vec3& at, const glm::quat& orientation, const HarborParams& params);
  void applyParams(const HarborParams& params);  // masses, buoyancy, drag may change any time
  void steer(size_t index, float throttle, float rudder, const HarborParams& params);
  void pushBackFromEdge(FloatingBody& body) const;  // a force, before the step
  void keepInsideSea(FloatingBody& body) const;     // a clamp, after it: nothing leaves

  std::vector<FloatingBody> bodies_;
  std::vector<FleetMember> members_;
  std::vector<WaterImpact> impacts_;
  size_t boatCount_ = 0;
  uint32_t nextId_ = 1;
  uint32_t drops_ = 0;  // for the dropped crates' tumble, deterministically
};

// The cruisers' circles (checked against the islands in the unit tests).
std::span<const CruiseRoute> cruiseRoutes();
// Where the player's tug starts (x, z) and its heading (radians about +y:
// −45° points it south-east, +x+z, down the open channel between the islands).
inline constexpr glm::vec2 kPlayerStart{-6.0f, -1.0f};
inline constexpr float kPlayerHeading = -0.785398f;

}  // namespace tp
