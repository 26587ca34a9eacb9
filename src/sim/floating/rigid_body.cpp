#include "sim/floating/rigid_body.hpp"

#include <glm/gtc/matrix_transform.hpp>

namespace tp {

glm::mat4 RigidBody::modelMatrix() const {
  return glm::translate(glm::mat4(1), position) * glm::mat4_cast(orientation);
}

void RigidBody::addForceAt(const glm::vec3& worldForce, const glm::vec3& worldPoint) {
  force += worldForce;
  torque += glm::cross(worldPoint - position, worldForce);
}

void RigidBody::addImpulseAt(const glm::vec3& impulse, const glm::vec3& worldPoint) {
  velocity += impulse / mass;
  angularVelocity += inverseInertiaWorld() * glm::cross(worldPoint - position, impulse);
}

glm::mat3 RigidBody::inverseInertiaWorld() const {
  const glm::mat3 rotation = glm::mat3_cast(orientation);
  const glm::mat3 inverseLocal(glm::vec3(1.0f / inertia.x, 0, 0), glm::vec3(0, 1.0f / inertia.y, 0),
                               glm::vec3(0, 0, 1.0f / inertia.z));
  return rotation * inverseLocal * glm::transpose(rotation);
}

float RigidBody::inverseEffectiveMass(const glm::vec3& worldPoint, const glm::vec3& normal) const {
  const glm::vec3 arm = worldPoint - position;
  const glm::vec3 turn = inverseInertiaWorld() * glm::cross(arm, normal);
  return 1.0f / mass + glm::dot(normal, glm::cross(turn, arm));
}

void RigidBody::integrate(float dt) {
  velocity += force / mass * dt;
  angularVelocity += inverseInertiaWorld() * torque * dt;
  position += velocity * dt;
  // dq/dt = ½·(0, ω)·q, then back to unit length.
  const glm::quat spin(0, angularVelocity.x, angularVelocity.y, angularVelocity.z);
  orientation = glm::normalize(orientation + (spin * orientation) * (0.5f * dt));
  force = glm::vec3(0);
  torque = glm::vec3(0);
}

glm::vec3 boxInertia(float mass, const glm::vec3& size) {
  const glm::vec3 s = size * size;
  return mass / 12.0f * glm::vec3(s.y + s.z, s.x + s.z, s.x + s.y);
}

}  // namespace tp
