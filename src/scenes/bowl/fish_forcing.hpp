#pragma once
// Fish near the surface push the spring surface (seed 004: "our fish inside
// the bowl ideally want to interact with the water's surface"). Each fish
// within `reach` of the surface becomes two Gaussian stamps of acceleration
// on the grid, like a boat's bow and stern waves (seed 002): up ahead of it,
// down behind it, along its horizontal heading. The two lobes are scaled so
// their sums over the water cells cancel exactly, so fish add momentum to
// the water's waves but never net volume: the springs conserve Σh and Σv
// (the mean mode λ = 0 is not damped), so any net force would make the whole
// water level drift for ever.
//
// The stamps are made on the CPU (a handful of numbers per fish) and summed
// into the solver's R32F force texture on the GPU (fish_force.comp), which
// the solver adds as v += force·dt in its position pass. The same pass adds
// the scene's slosh damping, −slosh·v from the state at the start of the
// frame (a frame's lag: stable while slosh·frame ≪ 1).
#include <cstdint>
#include <span>
#include <vector>

#include "gl/objects.hpp"
#include "sim/boids/flock.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

// How world x/z map to the solver's grid: column = (x − origin.x)/cellSize,
// row = (z − origin.y)/cellSize, cell centres at +0.5.
struct SurfaceGrid {
  glm::vec2 origin{0};  // world x, z of the grid's corner (column 0, row 0)
  float cellSize = 1;   // world units
  int size = 1;         // cells per edge
  glm::vec2 toCells(const glm::vec3& world) const {
    return {(world.x - origin.x) / cellSize, (world.z - origin.y) / cellSize};
  }
};

struct FishPush {
  float strength = 40;     // peak acceleration of the bow lobe for a fish at the surface, units/s²
  float reach = 0.3f;      // world units below the surface where the push fades to 0
  float fishLength = 0.17f;  // world units; lobes are ±0.35·length from the fish, σ = 0.3·length
  float waterLevel = 0;    // world y of the surface at rest
  float maxSpeed = 0.35f;  // fish speed (units/s) for a full push; slower fish push less
};

// One Gaussian of acceleration: amplitude·exp(−d²/(2σ²)) within the square
// |dx|, |dy| < 3σ (cells; a square so that sums over it separate).
struct ForceStamp {
  float x, y;       // centre, cell units (cell centres at +0.5)
  float amplitude;  // height units/s²
  float sigma;      // cells
};
inline constexpr float kStampCutoffSigmas = 3.0f;

// Weight of a stamp at cell (column, row), exactly as fish_force.comp computes it.
float stampWeight(const ForceStamp& stamp, int column, int row);

// Scales `second` so that both stamps' sums over the water cells cancel
// (their amplitudes must have opposite signs). False if either misses the water.
bool balanceStampPair(const ForceStamp& first, ForceStamp& second, const SurfaceGrid& grid,
                      std::span<const uint8_t> mask);

// The stamps of every fish close enough to the surface, balanced over the
// water cells of `mask` (row-major, 1 = water). CPU only, testable.
std::vector<ForceStamp> makeFishStamps(std::span<const Boid> fish, const FishPush& push,
                                       const SurfaceGrid& grid, std::span<const uint8_t> mask);

// The GPU side: owns the force texture (R32F, grid size²) and fills it.
class FishForcing {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Re-allocates the texture for another grid size (zero force).
  void resize(int gridSize);
  // Writes Σ stamps − slosh·v into every cell; `state` is the spring state
  // (RG32F, h and v) of the same size.
  void write(std::span<const ForceStamp> stamps, const gl::Texture& state, float slosh);
  const gl::Texture& texture() const { return force_; }

 private:
  gl::ShaderProgram* program_ = nullptr;
  gl::Texture force_;
  gl::Buffer stamps_;
  size_t stampCapacity_ = 0;
};

}  // namespace tp
