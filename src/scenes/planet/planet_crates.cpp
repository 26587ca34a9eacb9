#include "scenes/planet/planet_crates.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include <glm/gtc/quaternion.hpp>

#include "scenes/planet/planet_core_mesh.hpp"
#include "shaders/scenes/planet/planet_layout.h"

namespace tp {
namespace {

// Gravity towards the centre, the water a step late, the core as ground.
class PlanetWater final : public FloatingEnvironment {
 public:
  PlanetWater(std::span<const FloatingBody> bodies, const std::vector<std::vector<float>>& radii, bool withCore)
      : bodies_(bodies), radii_(radii), withCore_(withCore) {}

  glm::vec3 gravity(const glm::vec3& point) const override {
    const float r = glm::length(point);
    return r > 1e-6f ? -PlanetCrates::kGravity * point / r : glm::vec3(0);
  }

  float probeDepth(const ProbeRef& probe) const override {
    for (size_t i = 0; i < bodies_.size(); ++i)
      if (bodies_[i].id == probe.body) return radii_[i][size_t(probe.probe)] - glm::length(probe.position);
    return -1e9f;
  }

  std::optional<GroundContact> ground(const glm::vec3& point) const override {
    if (!withCore_) return std::nullopt;
    const float r = glm::length(point);
    if (r < 1e-6f) return GroundContact{1.0f, {0, 1, 0}};
    const float floor = coreRadius(point / r);
    if (r >= floor) return std::nullopt;
    return GroundContact{floor - r, point / r};
  }

 private:
  std::span<const FloatingBody> bodies_;
  const std::vector<std::vector<float>>& radii_;
  bool withCore_;
};

// A rotation taking +y to `up`.
glm::quat upTo(const glm::vec3& up) {
  const glm::vec3 to = glm::normalize(up);
  const float c = to.y;  // dot((0, 1, 0), to)
  if (c < -0.9999f) return glm::angleAxis(3.14159265f, glm::vec3(1, 0, 0));
  const glm::vec3 axis = glm::cross(glm::vec3(0, 1, 0), to);
  // (1 + c, axis) normalised is the half-angle quaternion of the shortest turn.
  return glm::normalize(glm::quat(1.0f + c, axis.x, axis.y, axis.z));
}

}  // namespace

LitMeshData crateMeshData() {
  const glm::vec3 boards(0.55f, 0.36f, 0.16f), beams(0.24f, 0.13f, 0.05f);
  LitMeshData crate = makeBoxMesh(glm::vec3(0.96f), glm::vec3(0), boards);
  // Twelve beams, 0.14 thick, standing 0.02 proud of the boards.
  for (int axis = 0; axis < 3; ++axis)
    for (int corner = 0; corner < 4; ++corner) {
      glm::vec3 size(0.14f), centre(0.0f);
      size[axis] = 1.0f;
      const int u = (axis + 1) % 3, v = (axis + 2) % 3;
      centre[u] = corner & 1 ? 0.43f : -0.43f;
      centre[v] = corner & 2 ? 0.43f : -0.43f;
      const LitMeshData beam = makeBoxMesh(size, centre, beams);
      crate.vertices.insert(crate.vertices.end(), beam.vertices.begin(), beam.vertices.end());
    }
  crate.updateBounds();
  return crate;
}

void PlanetCrates::drop(const glm::vec3& direction, float size) {
  // Checked before anything changes: a NaN direction would put a NaN crate in
  // the physics, whose impact splash would then spread NaN over the water.
  const bool finite = std::isfinite(direction.x) && std::isfinite(direction.y) && std::isfinite(direction.z);
  const glm::dvec3 along(direction);  // double: a float's square overflows from 1.8e19 on
  if (!finite || !(glm::length(along) > 0))
    throw std::invalid_argument("planet crate drop: the direction must be finite and not (0, 0, 0)");
  if (!std::isfinite(size) || !(size > 0)) throw std::invalid_argument("planet crate drop: size must be finite and > 0");
  if (int(bodies_.size()) >= kMaxCrates) {
    staleHeights_ = true;  // the heights in flight were asked for in the old order
    bodies_.erase(bodies_.begin());
    sizes_.erase(sizes_.begin());
    water_.erase(water_.begin());
  }
  const glm::vec3 up(glm::normalize(along));
  ++drops_;
  // Each drop tumbles a little differently: a turn about the radial and a tilt.
  const float turn = 2.399963f * float(drops_), tilt = 0.35f * std::sin(1.7f * float(drops_));
  const glm::quat orientation = upTo(up) * glm::angleAxis(turn, glm::vec3(0, 1, 0)) *
                                glm::angleAxis(tilt, glm::vec3(1, 0, 0));
  FloatingBody b;
  b.id = nextId_++;
  b.body.position = up * (float(PLANET_WATER_RADIUS) + kDropHeight);
  b.body.orientation = orientation;
  b.body.mass = 1.0f;
  b.body.inertia = boxInertia(1.0f, glm::vec3(size));
  // The harbor crate's probes, scaled: a ring 0.3 edge below the centre,
  // which rest mass·g/buoyancy = 0.3 edge deep (floating_body.hpp says why a ring).
  b.probes = rectangleProbes(-0.3f * size, 0.5f * size, 0.5f * size);
  b.buoyancy = b.body.mass * kGravity / (0.3f * size);
  b.drag = kProbeDrag;
  b.waterDrag = glm::vec3(kWaterDrag * b.body.mass, 0, kWaterDrag * b.body.mass);
  b.turnDrag = 0.5f * kWaterDrag * b.body.mass * size * size;
  b.contacts = boxCorners({0, 0, 0}, glm::vec3(size));
  b.spheres = {{{0, 0, 0}, 0.55f * size}};
  b.upright = Upright::AnyFace;  // settles flat on whichever face
  bodies_.push_back(std::move(b));
  sizes_.push_back(size);
  water_.emplace_back(bodies_.back().probes.size());
}

void PlanetCrates::clear() {
  bodies_.clear();
  staleHeights_ = true;
  sizes_.clear();
  water_.clear();
  impacts_.clear();
}

void PlanetCrates::forgetHints() {
  for (auto& probes : water_)
    for (ProbeWater& w : probes) w.located = false;
}

void PlanetCrates::step(float dt, bool withCore) {
  impacts_.clear();
  if (bodies_.empty()) return;
  std::vector<std::vector<float>> radii(bodies_.size());
  for (size_t i = 0; i < bodies_.size(); ++i)
    for (const ProbeWater& w : water_[i]) radii[i].push_back(w.surfaceRadius);
  const PlanetWater environment(bodies_, radii, withCore);
  stepFloatingBodies(bodies_, environment, dt);
  for (size_t i = 0; i < bodies_.size(); ++i) {
    const FloatingBody& b = bodies_[i];
    if (b.enteredWater) impacts_.push_back({b.body.position, b.entrySpeed, sizes_[i]});
  }
}

std::vector<int32_t> PlanetCrates::probeVertices(const SphereLocator& locator) {
  std::vector<int32_t> vertices;
  for (size_t i = 0; i < bodies_.size(); ++i)
    for (size_t k = 0; k < bodies_[i].probes.size(); ++k) {
      ProbeWater& w = water_[i][k];
      const glm::vec3 at = bodies_[i].body.toWorld(bodies_[i].probes[k]);
      w.point = locator.locate(glm::length(at) > 1e-6f ? at : glm::vec3(0, 1, 0), w.located ? w.point.nearest : -1);
      w.located = true;
      vertices.insert(vertices.end(), w.point.vertices.begin(), w.point.vertices.end());
    }
  return vertices;
}

void PlanetCrates::receiveHeights(std::span<const float> heights, float amplitude) {
  if (std::exchange(staleHeights_, false)) return;
  size_t next = 0;
  for (auto& probes : water_)
    for (ProbeWater& w : probes) {
      if (next + 3 > heights.size()) return;  // a request from before a crate came
      float height = 0;
      for (size_t c = 0; c < 3; ++c) height += w.point.weights[c] * heights[next + c];
      next += 3;
      w.surfaceRadius = float(PLANET_WATER_RADIUS) + amplitude * height;
    }
}

}  // namespace tp
