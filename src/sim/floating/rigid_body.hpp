#pragma once
// A rigid body for floating things (boats, crates): mass, principal moments
// of inertia in the body frame, pose and velocities in the world, and force
// and torque accumulators that integrate() consumes. Semi-implicit Euler:
// velocities first, then the pose with the new velocities — stable for the
// stiff buoyancy springs at the app's 60 Hz where explicit Euler gains energy.
// SI units: kg, m, s, N. Quantities are world-frame unless named "local".
#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>

namespace tp {

struct RigidBody {
  float mass = 1;                 // kg
  glm::vec3 inertia{1};           // kg·m², principal moments about the body's x, y, z
  glm::vec3 position{0};          // m, centre of mass
  glm::quat orientation{1, 0, 0, 0};
  glm::vec3 velocity{0};          // m/s
  glm::vec3 angularVelocity{0};   // rad/s
  glm::vec3 force{0};             // N, cleared by integrate()
  glm::vec3 torque{0};            // N·m about the centre of mass, cleared by integrate()

  glm::vec3 toWorld(const glm::vec3& local) const { return position + orientation * local; }
  glm::vec3 toLocalDirection(const glm::vec3& world) const { return glm::inverse(orientation) * world; }
  // Velocity of the material point at `world` (m/s).
  glm::vec3 pointVelocity(const glm::vec3& world) const {
    return velocity + glm::cross(angularVelocity, world - position);
  }
  glm::mat4 modelMatrix() const;

  // A force at a world point: the force, plus its torque about the centre.
  void addForceAt(const glm::vec3& worldForce, const glm::vec3& worldPoint);
  // An impulse (N·s) at a world point changes the velocities at once.
  void addImpulseAt(const glm::vec3& impulse, const glm::vec3& worldPoint);
  // World-frame inverse inertia tensor R·I⁻¹·Rᵀ.
  glm::mat3 inverseInertiaWorld() const;
  // How much an impulse of 1 N·s along `normal` at `worldPoint` changes the
  // velocity of that point along `normal`: 1/m + n·((I⁻¹(r×n))×r).
  float inverseEffectiveMass(const glm::vec3& worldPoint, const glm::vec3& normal) const;

  // One step of `dt` seconds under the accumulated force and torque, then
  // clears them. The gyroscopic term ω×(Iω) is left out: these bodies turn
  // slowly, and without it the explicit step cannot spin up on its own.
  void integrate(float dt);
};

// Principal moments of a solid box of `mass` kg and edge lengths `size` (m).
glm::vec3 boxInertia(float mass, const glm::vec3& size);

}  // namespace tp
