#include "sim/floating/floating_body.hpp"

#include <algorithm>
#include <cmath>

namespace tp {
namespace {

constexpr float kRightingDamping = 0.7f;  // of critical: rights in one swing, barely past upright

glm::vec3 upAt(const FloatingEnvironment& environment, const glm::vec3& point) {
  const glm::vec3 g = environment.gravity(point);
  const float length = glm::length(g);
  return length > 0 ? -g / length : glm::vec3(0, 1, 0);
}

// The seed's probe force, summed over the probes; records which were wet.
void addBuoyancy(FloatingBody& b, const FloatingEnvironment& environment) {
  const bool wasInWater = b.touchedWater;
  b.probesUnderWater = 0;
  float deepestSink = 0;
  const float perProbe = b.probes.empty() ? 0.0f : b.buoyancy / float(b.probes.size());
  for (size_t i = 0; i < b.probes.size(); ++i) {
    const glm::vec3 at = b.body.toWorld(b.probes[i]);
    const float depth = environment.probeDepth({b.id, int(i), at});
    if (!(depth > 0)) continue;  // above the water, or no water here (NaN)
    ++b.probesUnderWater;
    const glm::vec3 up = upAt(environment, at);
    const float upSpeed = glm::dot(b.body.pointVelocity(at), up);
    deepestSink = std::max(deepestSink, -upSpeed);
    const float push = perProbe * (depth - b.drag * upSpeed);
    if (push > 0) b.body.addForceAt(push * up, at);
  }
  b.touchedWater = b.probesUnderWater > 0;
  b.enteredWater = b.touchedWater && !wasInWater;
  if (b.enteredWater) b.entrySpeed = deepestSink;
}

// Linear drag in the body's frame, by the share of probes in the water.
void addWaterDrag(FloatingBody& b) {
  if (b.probes.empty() || b.probesUnderWater == 0) return;
  const float wet = float(b.probesUnderWater) / float(b.probes.size());
  const glm::vec3 localVelocity = b.body.toLocalDirection(b.body.velocity);
  b.body.force += b.body.orientation * (-wet * b.waterDrag * localVelocity);
  b.body.torque += -wet * b.turnDrag * b.body.angularVelocity;
}

// Penalty springs at the contact points that are inside the ground, with
// Coulomb friction (capped so it never reverses a slow slide in one step).
void addGroundContacts(FloatingBody& b, const FloatingEnvironment& environment, const FloatingStepSettings& s) {
  if (b.contacts.empty()) return;
  const float share = b.body.mass / float(b.contacts.size());
  const float stiffness = s.contactStiffness * share;
  const float damping = 2.0f * s.contactDamping * std::sqrt(s.contactStiffness) * share;
  for (const glm::vec3& local : b.contacts) {
    const glm::vec3 at = b.body.toWorld(local);
    const std::optional<GroundContact> contact = environment.ground(at);
    if (!contact || !(contact->penetration > 0)) continue;
    const glm::vec3 n = contact->normal;
    const glm::vec3 v = b.body.pointVelocity(at);
    const float normalSpeed = glm::dot(v, n);
    const float press = std::max(0.0f, stiffness * contact->penetration - damping * normalSpeed);
    glm::vec3 push = press * n;
    const glm::vec3 slide = v - normalSpeed * n;
    const float slideSpeed = glm::length(slide);
    if (slideSpeed > 1e-6f) push -= slide / slideSpeed * std::min(s.friction * press, 10.0f * share * slideSpeed);
    b.body.addForceAt(push, at);
  }
}

}  // namespace

Tilt tiltFromUpright(const FloatingBody& b, const glm::vec3& up) {
  if (b.upright == Upright::Any) return {};
  glm::vec3 bodyUp = b.body.orientation * glm::vec3(0, 1, 0);
  if (b.upright == Upright::AnyFace) {  // the body axis, either way, nearest to up
    float best = -2;
    for (const glm::vec3 axis : {glm::vec3(1, 0, 0), glm::vec3(0, 1, 0), glm::vec3(0, 0, 1)})
      for (const float sign : {1.0f, -1.0f}) {
        const glm::vec3 candidate = b.body.orientation * (sign * axis);
        if (glm::dot(candidate, up) > best) best = glm::dot(candidate, up), bodyUp = candidate;
      }
  }
  Tilt tilt;
  tilt.radians = std::acos(std::clamp(glm::dot(bodyUp, up), -1.0f, 1.0f));
  glm::vec3 axis = glm::cross(bodyUp, up);  // turning bodyUp about it takes it towards up
  if (glm::length(axis) < 1e-6f) {
    if (tilt.radians < 1.0f) return {};  // upright
    axis = b.body.orientation * glm::vec3(1, 0, 0);  // exactly upside down: roll over the keel
  }
  tilt.axis = glm::normalize(axis);
  return tilt;
}

void addRightingMoment(FloatingBody& b, const FloatingEnvironment& environment) {
  if (b.upright == Upright::Any || b.probes.empty() || b.probesUnderWater == 0) return;
  const glm::vec3 up = upAt(environment, b.body.position);
  const Tilt tilt = tiltFromUpright(b, up);
  if (tilt.radians <= 0) return;
  float sumZ2 = 0, meanY = 0;
  for (const glm::vec3& p : b.probes) {
    sumZ2 += p.z * p.z;
    meanY += p.y / float(b.probes.size());
  }
  const float gravity = glm::length(environment.gravity(b.body.position));
  const float stiffness = b.buoyancy / float(b.probes.size()) * sumZ2 + b.body.mass * gravity * std::fabs(meanY);
  const float wet = float(b.probesUnderWater) / float(b.probes.size());
  const float lever = std::sin(tilt.radians) + std::sin(0.5f * tilt.radians);  // GZ's shape
  b.body.torque += b.righting * wet * stiffness * lever * tilt.axis;
  // The water resists the hull's rolling and pitching. Damped to kRightingDamping
  // of critical for the moment's small-tilt stiffness (1.5·righting·S per
  // radian) and the smallest moment of inertia, or a stiff ring's moment,
  // summed over half a turn, flings the hull round and out of the water.
  const float smallestInertia = std::min(b.body.inertia.x, std::min(b.body.inertia.y, b.body.inertia.z));
  const float damping = 2.0f * kRightingDamping * std::sqrt(1.5f * b.righting * stiffness * smallestInertia);
  const glm::vec3 tilting = b.body.angularVelocity - glm::dot(b.body.angularVelocity, up) * up;  // not yaw
  b.body.torque -= wet * damping * tilting;
}

void addEnvironmentForces(FloatingBody& b, const FloatingEnvironment& environment,
                          const FloatingStepSettings& settings) {
  b.body.force += b.body.mass * environment.gravity(b.body.position);
  addBuoyancy(b, environment);
  addRightingMoment(b, environment);
  addWaterDrag(b);
  addGroundContacts(b, environment, settings);
}

float collideBodies(FloatingBody& a, FloatingBody& b, float restitution, glm::vec3* where) {
  float total = 0;
  for (const CollisionSphere& sa : a.spheres) {
    for (const CollisionSphere& sb : b.spheres) {
      const glm::vec3 ca = a.body.toWorld(sa.centre), cb = b.body.toWorld(sb.centre);
      const glm::vec3 apart = cb - ca;
      const float distance = glm::length(apart);
      const float overlap = sa.radius + sb.radius - distance;
      if (overlap <= 0 || distance < 1e-6f) continue;
      const glm::vec3 n = apart / distance;  // from a to b
      const glm::vec3 point = ca + n * (sa.radius - 0.5f * overlap);
      // Push the bodies apart at once (by inverse mass), so they never sink into each other.
      const float ia = 1.0f / a.body.mass, ib = 1.0f / b.body.mass;
      a.body.position -= n * (overlap * ia / (ia + ib));
      b.body.position += n * (overlap * ib / (ia + ib));
      const float closing = glm::dot(b.body.pointVelocity(point) - a.body.pointVelocity(point), n);
      if (closing >= 0) continue;  // already separating
      const float j = -(1.0f + restitution) * closing /
                      (a.body.inverseEffectiveMass(point, n) + b.body.inverseEffectiveMass(point, n));
      a.body.addImpulseAt(-j * n, point);
      b.body.addImpulseAt(j * n, point);
      total += j;
      if (where) *where = point;
    }
  }
  return total;
}

std::vector<BodyCollision> stepFloatingBodies(std::span<FloatingBody> bodies, const FloatingEnvironment& environment,
                                              float dt, const FloatingStepSettings& settings) {
  for (FloatingBody& b : bodies) {
    addEnvironmentForces(b, environment, settings);
    b.body.integrate(dt);
  }
  std::vector<BodyCollision> collisions;
  for (size_t i = 0; i < bodies.size(); ++i)
    for (size_t k = i + 1; k < bodies.size(); ++k) {
      glm::vec3 point(0);
      const float impulse = collideBodies(bodies[i], bodies[k], settings.restitution, &point);
      if (impulse > 0) collisions.push_back({bodies[i].id, bodies[k].id, point, impulse});
    }
  return collisions;
}

std::vector<glm::vec3> boxCorners(const glm::vec3& centre, const glm::vec3& size) {
  std::vector<glm::vec3> corners;
  for (int i = 0; i < 8; ++i)
    corners.push_back(centre + 0.5f * size * glm::vec3(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1));
  return corners;
}

std::vector<glm::vec3> rectangleProbes(float y, float halfX, float halfZ) {
  std::vector<glm::vec3> probes;
  for (int i = -1; i <= 1; ++i)
    for (int k = -1; k <= 1; ++k)
      if (i != 0 || k != 0) probes.push_back({float(i) * halfX, y, float(k) * halfZ});
  return probes;
}

}  // namespace tp
