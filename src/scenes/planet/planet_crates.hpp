#pragma once
// Crates dropped on the planet: rigid bodies of the floating module
// (src/sim/floating, the harbor's) with the harbor crate's buoyancy probes —
// a ring of eight probes 0.3 edge below the centre, buoyancy set so that at
// rest they sit 0.3 edge deep and the crate floats half under — under radial
// gravity towards the planet's centre. The water under each probe is the
// surface radius 1 + amplitude·height, read from the solver a step late
// (SphereHeightProbes) at the three vertices round the probe's direction
// (SphereLocator), interpolated as the surface is drawn. In the ocean look
// the rocky core is ground. Units: the planet's (radius 1), seconds.
#include <cstdint>
#include <span>
#include <vector>

#include "render/lit_mesh.hpp"
#include "scenes/planet/sphere_locator.hpp"
#include "sim/floating/floating_body.hpp"

namespace tp {

struct CrateImpact {
  glm::vec3 position{0};
  float speed = 0;  // units/s towards the centre when it met the water
  float size = 0;
};

// A wooden crate of edge 1 centred at the origin: light boards, with darker
// beams along its twelve edges (for LitMeshRenderer, scaled by its size).
LitMeshData crateMeshData();

class PlanetCrates {
 public:
  static constexpr int kMaxCrates = 8;
  static constexpr float kGravity = 3.0f;        // units/s² at any height: a fall of 0.3 takes ~0.45 s
  static constexpr float kDropHeight = 0.3f;     // units above the water
  static constexpr float kProbeDrag = 0.1f;      // s: the probes' damping ζ = ω·drag/2 ≈ 0.5, as the harbor's crates
  static constexpr float kWaterDrag = 1.5f;      // 1/s: sliding through the water

  // Drops a crate of edge `size` above the water at `direction`; the oldest
  // goes when there are kMaxCrates. Throws std::invalid_argument (and drops
  // nothing) for a non-finite or zero direction or a size that is not > 0.
  void drop(const glm::vec3& direction, float size);
  void clear();
  // One step of `dt` s. `withCore`: the ocean look's rocky core is ground.
  void step(float dt, bool withCore);
  // For the next step: the vertices whose heights it needs (three per probe),
  // to be read from the solver; remembers where each probe is.
  std::vector<int32_t> probeVertices(const SphereLocator& locator);
  // Those vertices' heights (same order), read back: the water radius under each probe.
  void receiveHeights(std::span<const float> heights, float amplitude);
  // The mesh changed (a new level): the probe hints are stale.
  void forgetHints();

  std::span<const FloatingBody> bodies() const { return bodies_; }
  float size(size_t index) const { return sizes_[index]; }
  std::span<const CrateImpact> impacts() const { return impacts_; }

 private:
  struct ProbeWater {
    SpherePoint point;          // where the probe was when its heights were asked for
    bool located = false;       // point.nearest is a good place to start looking next time
    float surfaceRadius = 1.0f; // the water there, once read back
  };
  std::vector<FloatingBody> bodies_;
  std::vector<float> sizes_;
  std::vector<std::vector<ProbeWater>> water_;  // per body, per probe
  std::vector<CrateImpact> impacts_;
  uint32_t nextId_ = 1;
  uint32_t drops_ = 0;  // for each drop's tumble, deterministically
  bool staleHeights_ = false;  // crates left since the heights in flight were asked for
};

}  // namespace tp
