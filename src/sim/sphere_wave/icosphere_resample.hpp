#pragma once
// Carries a per-vertex field from one icosphere level to another, so the
// planet's level can change while waves are running. Each target vertex takes
// the linear (barycentric) interpolation of the source triangle its direction
// passes through. Because the levels are nested, going up copies the old
// vertices exactly and gives each new edge midpoint the mean of the edge's two
// ends; going down keeps the values of the surviving vertices.
#include <array>
#include <cstdint>
#include <glm/vec3.hpp>
#include <span>
#include <vector>

#include "sim/sphere_wave/icosphere.hpp"

namespace tp {

// How one target vertex takes a value from the source mesh: the three
// corners of the source triangle its direction passes through and their
// barycentric weights (≥ 0 up to rounding, summing to 1).
struct IcosphereStencil {
  std::array<int32_t, 3> vertices;
  glm::dvec3 weights;
};
std::vector<IcosphereStencil> icosphereStencils(const IcosphereMesh& from, const IcosphereMesh& to);

std::vector<double> resampleIcosphereField(const IcosphereMesh& from, std::span<const double> field,
                                           const IcosphereMesh& to);

// The same, then the volume put back (restore_weighted_sum.hpp): the solver
// conserves Σ (deg/6)·z, and a vertex's share of the sphere is (deg/6)/Σ(deg/6)
// of it, so the level-free volume is the degree-weighted mean times 4π. Both
// meshes' weighted means of the field are made equal; no |z| grows.
// What a velocity (z − z_old, per step) is multiplied by on going from one
// level to another. Waves travel √a edges a step, so on a level with edges
// 2^(to − from) times shorter the same wave moves that much slower in the
// world: a wave's shape keeps its amplitude only if its velocity shrinks with
// its edge. Carried over as it was, the velocity of a coarse level's fast
// waves lifts the finer level's surface without bound (0 → 6 once lifted a
// 0.002 ripple to 0.13, 0 → 8 to 4 on a planet of radius 1).
double icosphereVelocityScale(int fromLevel, int toLevel);

std::vector<double> resampleIcosphereKeepingVolume(const IcosphereMesh& from, std::span<const double> field,
                                                   const IcosphereMesh& to);

}  // namespace tp
