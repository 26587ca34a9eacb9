#pragma once
// Bodies that float (seeds 002/003, "Buoyant RigidBodys"): a rigid body with
// buoyancy probes at fixed points of its frame. Each probe under water pushes
// "up" (against gravity at that point) with the seed's linear law
//   force = buoyancy · (depth − drag · v_up) / probeCount,   never negative,
// applied at the probe's position, so a body on a slope or a wave pitches
// and rolls. (The seed divides by the probe count too: `buoyancy` is the
// stiffness of the whole body, N per metre of mean probe depth.) A body
// with all probes at depth d feels buoyancy·d, so it floats with its probes
//   d = mass · g / buoyancy
// below the surface. Plus: water drag in the body's frame (boats glide
// forward, resist sideways), turning drag, penalty contacts with the ground,
// and simple sphere-sphere collisions between bodies.
//
// Gravity and the water come from a FloatingEnvironment, so a flat harbor
// (constant gravity, heights from a grid) and a planet (radial gravity,
// heights over a sphere) use the same code.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "sim/floating/rigid_body.hpp"

namespace tp {

// One probe of one body, as the environment is asked about it: the body's
// id and the probe's index let an environment answer from values it looked
// up earlier (a GPU readback a frame late), the position from geometry.
struct ProbeRef {
  uint32_t body = 0;
  int probe = 0;
  glm::vec3 position{0};  // world, now
};

struct GroundContact {
  float penetration = 0;   // m below the ground surface (> 0)
  glm::vec3 normal{0, 1, 0};  // out of the ground
};

class FloatingEnvironment {
 public:
  virtual ~FloatingEnvironment() = default;
  // Gravitational acceleration at a world point (m/s²). Buoyancy acts against it.
  virtual glm::vec3 gravity(const glm::vec3& /*point*/) const { return {0, -9.81f, 0}; }
  // How far the probe is below the water surface, measured against gravity
  // (m; negative above the water). NaN or very negative where there is no water.
  virtual float probeDepth(const ProbeRef& probe) const = 0;
  // Solid ground at a world point, if the point is inside it.
  virtual std::optional<GroundContact> ground(const glm::vec3& /*point*/) const { return std::nullopt; }
};

// Which way a body floats upright, for its hull's righting moment.
enum class Upright {
  Any,      // no preference: only the probes turn it (the seed's bodies)
  Keel,     // a boat: its +y (deck up, keel down)
  AnyFace,  // a box: whichever face is nearest to facing down settles flat
};

// A sphere of a body's collision shape, in the body frame.
struct CollisionSphere {
  glm::vec3 centre{0};
  float radius = 0.5f;
};

struct FloatingBody {
  uint32_t id = 0;
  RigidBody body;
  std::vector<glm::vec3> probes;        // body frame, m
  float buoyancy = 500;                 // N per m of mean probe depth (seed's "buoyancy")
  float drag = 0.18f;                   // s: the seed's probe drag (damping = buoyancy·drag)
  // Linear water drag N·s/m along the body's x (forward), y and z (sideways)
  // when fully afloat; scaled by the share of probes under water. y is
  // usually 0: the probes' drag already damps heave.
  glm::vec3 waterDrag{20, 0, 20};
  float turnDrag = 20;                  // N·m·s per rad/s, scaled the same way
  std::vector<glm::vec3> contacts;      // body frame: points that touch the ground
  std::vector<CollisionSphere> spheres; // body frame: shape for body-body collisions
  // The hull's righting moment (addRightingMoment): which way is up, and its
  // strength as a multiple of the probe ring's own roll stiffness.
  Upright upright = Upright::Any;
  float righting = 1.2f;

  // Outputs of the last step.
  int probesUnderWater = 0;
  bool touchedWater = false;   // some probe was under water in the last step
  bool enteredWater = false;   // touchedWater became true in the last step
  float entrySpeed = 0;        // m/s downwards when it did
};

struct FloatingStepSettings {
  float contactStiffness = 900;   // 1/s²: ground spring per unit mass (ω² with ω = 30 rad/s)
  float contactDamping = 0.7f;    // of critical
  float friction = 0.6f;          // Coulomb coefficient against the ground
  float restitution = 0.2f;       // body-body bounce
};

// Collision of two bodies' spheres, for a scene to react (a knock sound, a splash).
struct BodyCollision {
  uint32_t a = 0, b = 0;
  glm::vec3 point{0};
  float impulse = 0;  // N·s
};

// How far a body is tilted from floating upright, and the axis to turn it
// back about (world, unit; zero when upright or Upright::Any).
struct Tilt {
  float radians = 0;  // 0..π
  glm::vec3 axis{0};
};
Tilt tiltFromUpright(const FloatingBody& body, const glm::vec3& up);

// The righting moment of a hull, which a ring of probes cannot give: the
// probes sit on one plane, so past about 90° of heel their forces turn the
// body on over, and upside down they hold it there as surely as upright. A
// real hull's centre of buoyancy moves outboard as it heels (the submerged
// volume's centroid follows the low side), so its weight and buoyancy make a
// couple, weight × GZ, back towards upright; a self-righting hull (a
// lifeboat's: a watertight superstructure over a ballasted keel) keeps GZ
// positive all the way to 180°. Here GZ's shape over the tilt θ is
//   sin θ + sin(θ/2):  sin θ near upright (metacentric, GZ ≈ GM·θ), and
//   positive up to 180°, where the sin(θ/2) term still pushes (so no stuck
//   capsized equilibrium), and its strength is `righting` times the ring's
//   own roll stiffness plus its weight's lever over the ring,
//   S = (buoyancy/probes)·Σ z_i² + m·|g|·|ȳ|,
// so it outweighs the ring's capsizing moment at every angle whatever the
// mass and buoyancy. Scaled by the share of probes in the water: a hull in
// the air is not righted.
void addRightingMoment(FloatingBody& body, const FloatingEnvironment& environment);

// Adds the forces of gravity, buoyancy, water drag and ground contact to one
// body (on top of what the caller already added, e.g. thrust), and the hull's
// righting moment.
void addEnvironmentForces(FloatingBody& body, const FloatingEnvironment& environment,
                          const FloatingStepSettings& settings);

// One step for every body: environment forces, integration, then body-body
// collisions (impulses and a positional correction). Returns the collisions.
std::vector<BodyCollision> stepFloatingBodies(std::span<FloatingBody> bodies, const FloatingEnvironment& environment,
                                              float dt, const FloatingStepSettings& settings = {});

// Resolves overlaps of `a` and `b`'s spheres; returns the impulse applied (0 if none).
float collideBodies(FloatingBody& a, FloatingBody& b, float restitution, glm::vec3* where = nullptr);

// The probes' depth at rest on still water: mass·|g| / buoyancy (m).
inline float restingProbeDepth(float mass, float gravity, float buoyancy) { return mass * gravity / buoyancy; }

// Eight points at the corners of a box of `size` centred at `centre` (body frame).
std::vector<glm::vec3> boxCorners(const glm::vec3& centre, const glm::vec3& size);
// Eight probes on a horizontal rectangle at height y (body frame): its four
// corners and four edge midpoints. Why a ring and not a box's corners: the
// probes' forces act at the probes, so probes below the centre of mass tip a
// body over unless the spread of the wet probes outweighs it. For a tilt θ,
// the ring's depth differences restore (buoyancy/8)·Σx²·θ while the forces'
// shifted lever arms overturn m·g·|y|·θ; eight corners of a 1 m box (four wet
// at y = −0.5) fail that test, a ring passes it easily.
std::vector<glm::vec3> rectangleProbes(float y, float halfX, float halfZ);

}  // namespace tp
