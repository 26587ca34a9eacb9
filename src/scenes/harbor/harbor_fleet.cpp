#include "scenes/harbor/harbor_fleet.hpp"

#include <algorithm>
#include <cmath>

namespace tp {
namespace {

constexpr float kPi = 3.14159265f;
// The sea's edge, m from the origin along x and z: the simulated patch follows
// your tug (travelling_patch.hpp), so the basin's buoys are no wall; this keeps
// boats within the open sea that is drawn (4 km) and far from where float
// coordinates coarsen.
constexpr float kSeaHalf = 1000.0f;
constexpr float kEdgeZone = 3.0f;  // m inside the sea's edge where a body is pushed back
constexpr float kEdgeTurn = 900;   // N·m per 100 kg at full depth: three times full rudder
// Cruisers sail at 0.4 × thrust/(drag·mass) = 2 m/s at the defaults: well
// below the wave speed (3.25 m/s). A hull at the wave speed feeds its own bow
// wave for as long as it sails (the solver's waves do not disperse), so a
// steady cruise near it piles up a wall of water.
constexpr float kCruiseThrottle = 0.4f;

const CruiseRoute kRoutes[] = {
    {{-10.0f, 11.0f}, 10.0f, 0.6f},  // round the south-west island
    {{8.0f, 12.0f}, 7.0f, -0.6f},    // a loop in the south-east bay, the other way round
};

const glm::vec2 kCrateStarts[] = {{-1.0f, 3.0f}, {2.5f, 5.5f}, {4.0f, 1.0f}, {-3.0f, 6.5f}, {0.5f, -4.0f},
                                  {-6.0f, 3.0f}};

// Rotation about +y by `radians` (positive turns +x towards −z: to port).
glm::quat yaw(float radians) { return glm::angleAxis(radians, glm::vec3(0, 1, 0)); }

// A small deterministic hash → [0, 1) for a dropped crate's tumble.
float unitHash(uint32_t n) {
  n = (n ^ 61u) ^ (n >> 16);
  n *= 9u;
  n ^= n >> 4;
  n *= 0x27d4eb2du;
  n ^= n >> 15;
  return float(n >> 8) * (1.0f / 16777216.0f);
}

}  // namespace

std::span<const CruiseRoute> cruiseRoutes() { return kRoutes; }

HullShape hullShape(HullKind kind) {
  switch (kind) {
    case HullKind::Tug: return {{4.0f, 1.0f, 1.6f}, -0.55f};
    case HullKind::Sloop: return {{5.0f, 0.85f, 1.4f}, -0.5f};
    case HullKind::Crate: return {{1.0f, 1.0f, 1.0f}, -0.5f};
  }
  return {};
}

float HarborFleet::horizontalSpeed(const FloatingBody& body) {
  return glm::length(glm::vec2(body.body.velocity.x, body.body.velocity.z));
}

void HarborFleet::reset(const HarborParams& params) {
  bodies_.clear();
  members_.clear();
  impacts_.clear();
  nextId_ = 1;
  drops_ = 0;
  // The player's tug: red, in open water.
  addBoat(HullKind::Tug, {kPlayerStart.x, 0, kPlayerStart.y}, kPlayerHeading, params, {HullKind::Tug, true, {}, 0});
  const int cruisers = std::clamp(params.cruisers, 0, int(std::size(kRoutes)));
  for (int i = 0; i < cruisers; ++i) {
    const CruiseRoute& route = kRoutes[i];
    // Start on the circle's north side, heading along it.
    const glm::vec3 at(route.centre.x, 0, route.centre.y - route.radius);
    // There a positive lead steers towards +x (heading 0), a negative one towards −x.
    const float heading = route.lead > 0 ? 0.0f : kPi;
    const HullKind kind = i == 0 ? HullKind::Sloop : HullKind::Tug;
    addBoat(kind, at, heading, params, {kind, false, route, i == 0 ? 0 : 1});
  }
  boatCount_ = bodies_.size();
  const int crates = std::clamp(params.crates, 0, params.maxCrates);
  for (int i = 0; i < crates; ++i) {
    const glm::vec2 at = kCrateStarts[size_t(i) % std::size(kCrateStarts)] +
                         glm::vec2(0, 3.0f * float(size_t(i) / std::size(kCrateStarts)));
    bodies_.push_back(makeCrate({at.x, 0.0f, at.y}, yaw(0.7f * float(i)), params));
    bodies_.back().touchedWater = true;  // already afloat: no splash at the start
    members_.push_back({HullKind::Crate, false, {}, 0});
  }
}

void HarborFleet::addBoat(HullKind kind, const glm::vec3& at, float headingRadians, const HarborParams& params,
                          FleetMember member) {
  const HullShape shape = hullShape(kind);
  const float length = shape.size.x, beam = shape.size.z;
  FloatingBody b;
  b.id = nextId_++;
  b.body.position = at;
  b.body.orientation = yaw(headingRadians);
  // Probes 0.2 m below the design waterline: at rest they sit mass·g/buoyancy
  // = 0.196 m deep (seed values), which puts the waterline where it was drawn.
  b.probes = rectangleProbes(-0.2f, 0.4f * length, 0.35f * beam);
  b.contacts = {{0.45f * length, -0.3f, 0}, {-0.45f * length, shape.keel + 0.1f, 0}, {0, shape.keel, 0},
                {0.25f * length, shape.keel + 0.15f, 0.3f * beam}, {0.25f * length, shape.keel + 0.15f, -0.3f * beam},
                {-0.25f * length, shape.keel + 0.1f, 0.3f * beam}, {-0.25f * length, shape.keel + 0.1f, -0.3f * beam}};
  for (float x : {-0.3f, 0.0f, 0.3f}) b.spheres.push_back({{x * length, 0, 0}, 0.5f * beam});
  b.upright = Upright::Keel;
  b.touchedWater = true;
  bodies_.push_back(std::move(b));
  members_.push_back(member);
  applyParams(params);
}

FloatingBody HarborFleet::makeCrate(const glm::vec3& at, const glm::quat& orientation, const HarborParams& params) {
  FloatingBody b;
  b.id = nextId_++;
  b.body.position = at;
  b.body.orientation = orientation;
  // A ring 0.3 m below the centre (floating_body.hpp says why a ring): at
  // rest it sits mass·g/buoyancy = 0.294 m deep, so the crate floats about
  // half under water.
  b.probes = rectangleProbes(-0.3f, 0.5f, 0.5f);
  b.contacts = boxCorners({0, 0, 0}, glm::vec3(1));
  b.spheres = {{{0, 0, 0}, 0.55f}};
  b.upright = Upright::AnyFace;
  b.body.mass = params.crateMass;
  b.body.inertia = boxInertia(params.crateMass, glm::vec3(1));
  b.buoyancy = params.crateBuoyancy;
  b.drag = params.probeDrag;
  b.waterDrag = glm::vec3(params.waterDrag * params.crateMass);
  b.waterDrag.y = 0;
  b.turnDrag = params.waterDrag * params.crateMass * 0.5f;
  return b;
}

void HarborFleet::applyParams(const HarborParams& params) {
  for (size_t i = 0; i < bodies_.size(); ++i) {
    FloatingBody& b = bodies_[i];
    const bool crate = members_[i].kind == HullKind::Crate;
    const HullShape shape = hullShape(members_[i].kind);
    const float mass = crate ? params.crateMass : params.boatMass;
    b.body.mass = mass;
    b.body.inertia = boxInertia(mass, shape.size);
    b.buoyancy = crate ? params.crateBuoyancy : params.boatBuoyancy;
    b.drag = params.probeDrag;
    const float along = params.waterDrag * mass;
    b.waterDrag = glm::vec3(along, 0, crate ? along : 8.0f * along);
    // Yaw settles in about half a second at the default drag (~ the hull's moment of inertia per 0.4 s).
    b.turnDrag = along * (crate ? 0.5f : 0.25f * shape.size.x * shape.size.x);
  }
}

void HarborFleet::steer(size_t index, float throttle, float rudder, const HarborParams& params) {
  FloatingBody& b = bodies_[index];
  if (b.probesUnderWater == 0) return;  // a propeller in the air does nothing
  const float length = hullShape(members_[index].kind).size.x;
  const glm::vec3 ahead = b.body.orientation * glm::vec3(1, 0, 0);
  const glm::vec3 starboard = b.body.orientation * glm::vec3(0, 0, 1);
  const glm::vec3 stern = b.body.toWorld({-0.45f * length, -0.35f, 0});
  const float thrust = throttle * params.boatThrust;
  b.body.addForceAt(thrust * ahead, stern);
  // The rudder turns by water flowing past it: by speed through the water,
  // plus the propeller's wash while the throttle is open. A sideways push at
  // the stern (to starboard turns the bow to port) of rudder torque / lever.
  const float forward = glm::dot(b.body.velocity, ahead);
  const float flow = std::clamp(forward / 2.0f, -1.0f, 1.0f) + 0.3f * throttle;
  const float lever = 0.45f * length;
  b.body.addForceAt(rudder * std::clamp(flow, -1.0f, 1.0f) * params.rudder / lever * starboard, stern);
}

float boatTopSpeed(const HarborParams& params) {
  return params.waterDrag > 0 ? params.boatThrust / (params.waterDrag * params.boatMass) : 0.0f;
}

float cruiseThrottle(float targetSpeed, float forwardSpeed, const HarborParams& params) {
  const float top = boatTopSpeed(params);
  if (!(top > 0)) return 0.0f;
  // Gain: a throttle of 1 per top speed of error, so an error decays with the
  // drag's own rate and as fast again from the correction.
  const float throttle = (targetSpeed + (targetSpeed - forwardSpeed)) / top;
  return std::clamp(throttle, -0.5f, 1.0f);
}

void HarborFleet::step(float dt, const HarborParams& params, const HelmKeys& helm, const FloatingEnvironment& water) {
  applyParams(params);
  impacts_.clear();
  for (size_t i = 0; i < boatCount_; ++i) {
    const FleetMember& member = members_[i];
    if (member.player) {
      float throttle = helm.ahead ? 1.0f : (helm.astern ? -0.5f : 0.0f);
      if (!helm.ahead && !helm.astern && helm.cruiseSpeed != 0) {
        const FloatingBody& boat = bodies_[i];
        throttle = cruiseThrottle(helm.cruiseSpeed, glm::dot(boat.body.velocity, boat.body.orientation * glm::vec3(1, 0, 0)),
                                  params);
      }
      const float rudder = (helm.left ? 1.0f : 0.0f) - (helm.right ? 1.0f : 0.0f);
      steer(i, throttle, rudder, params);
    } else if (member.route) {
      // Pure pursuit: steer at the point `lead` radians further round the circle.
      const CruiseRoute& route = *member.route;
      const glm::vec3& p = bodies_[i].body.position;
      const float around = std::atan2(p.z - route.centre.y, p.x - route.centre.x) + route.lead;
      const glm::vec2 target = route.centre + route.radius * glm::vec2(std::cos(around), std::sin(around));
      const glm::vec2 wanted = glm::normalize(target - glm::vec2(p.x, p.z) + glm::vec2(1e-6f, 0));
      const glm::vec3 ahead = bodies_[i].body.orientation * glm::vec3(1, 0, 0);
      const glm::vec2 heading = glm::normalize(glm::vec2(ahead.x, ahead.z) + glm::vec2(1e-6f, 0));
      // Positive error = the target lies to port (a turn about +y).
      const float error = std::atan2(heading.y * wanted.x - heading.x * wanted.y, glm::dot(heading, wanted));
      steer(i, kCruiseThrottle, std::clamp(1.5f * error, -1.0f, 1.0f), params);
    }
  }
  for (FloatingBody& body : bodies_) pushBackFromEdge(body);
  stepFloatingBodies(bodies_, water, dt);  // the bodies bump apart; nothing here reacts to the list of bumps
  for (size_t i = 0; i < bodies_.size(); ++i) {
    keepInsideSea(bodies_[i]);
    if (bodies_[i].enteredWater && members_[i].kind == HullKind::Crate)
      impacts_.push_back({bodies_[i].body.position, bodies_[i].entrySpeed});
  }
  // A crate that fell through everything (off the basin) is gone.
  for (size_t i = bodies_.size(); i-- > boatCount_;)
    if (bodies_[i].body.position.y < -30.0f) {
      bodies_.erase(bodies_.begin() + std::ptrdiff_t(i));
      members_.erase(members_.begin() + std::ptrdiff_t(i));
    }
}

void HarborFleet::pushBackFromEdge(FloatingBody& b) const {
  // A spring and damper on the centre of mass across the last kEdgeZone
  // metres before the sea's edge, along the edge's normal only: a boat running at
  // the edge slows, stops and is eased back, and one meeting it at a slant
  // slides along it (its speed along the edge is untouched, and no torque
  // turns it over). Stiff enough to hold full thrust well inside the zone.
  // And a turn, as a helmsman would make: a bow pointing out of the basin is
  // turned towards the edge's line, the nearer way, harder the deeper in, so
  // a boat run straight at the edge (or into a corner) turns and runs along it.
  const float omega = 2.0f;  // rad/s: the spring's ω for the body's own mass
  const float stiffness = b.body.mass * omega * omega, damping = 2.0f * 0.8f * b.body.mass * omega;
  const glm::vec3 ahead = b.body.orientation * glm::vec3(1, 0, 0);
  for (int axis : {0, 2}) {
    const float x = b.body.position[axis], v = b.body.velocity[axis];
    const float beyond = std::fabs(x) - (kSeaHalf - kEdgeZone);  // m into the zone
    if (beyond <= 0) continue;
    const float outwards = x > 0 ? 1.0f : -1.0f;
    const float outSpeed = v * outwards;
    b.body.force[axis] -= outwards * (stiffness * beyond + damping * std::max(outSpeed, 0.0f));
    glm::vec3 normal(0);
    normal[axis] = outwards;
    const float intoEdge = glm::dot(ahead, normal);
    if (intoEdge <= 0) continue;
    // Turning about +y by a positive angle takes +x towards −z; which way the
    // bow's line to the edge's tangent is shorter decides the sign.
    const float side = glm::cross(ahead, normal).y;  // > 0: the normal lies to port of the bow
    const float turn = side > 0 ? -1.0f : 1.0f;
    b.body.torque.y += turn * kEdgeTurn * intoEdge * std::min(beyond / kEdgeZone, 1.0f) * b.body.mass / 100.0f;
  }
}

void HarborFleet::keepInsideSea(FloatingBody& b) const {
  const float reach = 0.5f;  // m kept from the sea's edge: the last resort, past the push back
  for (int axis : {0, 2}) {
    float& x = b.body.position[axis];
    float& v = b.body.velocity[axis];
    if (x > kSeaHalf - reach) {
      x = kSeaHalf - reach;
      v = std::min(v, -0.3f * v);
    } else if (x < -kSeaHalf + reach) {
      x = -kSeaHalf + reach;
      v = std::max(v, -0.3f * v);
    }
  }
}

void HarborFleet::dropCrate(const glm::vec3& onWater, const HarborParams& params) {
  const uint32_t n = drops_++;
  const glm::vec3 axis = glm::normalize(glm::vec3(unitHash(3 * n) - 0.5f, 0.3f, unitHash(3 * n + 1) - 0.5f));
  const glm::quat tumble = glm::angleAxis(0.6f * unitHash(3 * n + 2), axis) * yaw(6.28f * unitHash(7 * n + 5));
  while (int(crateCount()) >= std::max(params.maxCrates, 1)) {  // the oldest crate makes room
    bodies_.erase(bodies_.begin() + std::ptrdiff_t(boatCount_));
    members_.erase(members_.begin() + std::ptrdiff_t(boatCount_));
  }
  bodies_.push_back(makeCrate(onWater + glm::vec3(0, kDropHeight, 0), tumble, params));
  members_.push_back({HullKind::Crate, false, {}, 0});
}

void HarborFleet::removeCrates() {
  bodies_.resize(boatCount_);
  members_.resize(boatCount_);
}

void HarborFleet::push(size_t index, float force, float dt) {
  if (index >= boatCount_) return;
  RigidBody& body = bodies_[index].body;
  const glm::vec3 ahead = body.orientation * glm::vec3(1, 0, 0);
  body.addImpulseAt(force * dt * ahead, body.position);
}

std::optional<size_t> HarborFleet::pickBoat(const Ray& ray, const std::optional<glm::vec3>& near,
                                            float reach) const {
  std::optional<size_t> best;
  float bestDistance = 1e30f;
  for (size_t i = 0; i < boatCount_; ++i)
    for (const CollisionSphere& sphere : bodies_[i].spheres) {
      const glm::vec3 centre = bodies_[i].body.toWorld(sphere.centre);
      const float along = glm::dot(centre - ray.origin, ray.direction);
      const float miss = glm::length(centre - (ray.origin + along * ray.direction));
      if (along > 0 && miss < sphere.radius * 1.3f && along < bestDistance) {
        bestDistance = along;
        best = i;
      }
    }
  if (best || !near) return best;
  float nearest = reach;
  for (size_t i = 0; i < boatCount_; ++i) {
    const glm::vec3& p = bodies_[i].body.position;
    const float d = glm::length(glm::vec2(p.x - near->x, p.z - near->z));
    if (d < nearest) {
      nearest = d;
      best = i;
    }
  }
  return best;
}

}  // namespace tp
