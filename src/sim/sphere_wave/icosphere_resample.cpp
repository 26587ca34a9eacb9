#include "sim/sphere_wave/icosphere_resample.hpp"

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "sim/restore_weighted_sum.hpp"

namespace tp {
namespace {

glm::dvec3 position(const IcosphereMesh& mesh, int v) { return glm::dvec3(mesh.positions[size_t(v)]); }

// The source vertex nearest to `target`, by walking to the neighbour closest
// to it until none is closer (greedy routing, which ends at the nearest vertex
// on a Delaunay-like mesh such as the icosphere). `start` is the previous
// answer: targets come in locality order, so walks are short.
int nearestVertex(const IcosphereMesh& mesh, const glm::dvec3& target, int start) {
  int current = start;
  double best = glm::dot(position(mesh, current), target);
  for (;;) {
    int next = current;
    for (int k = 0; k < mesh.neighbourCount(current); ++k) {
      const int n = mesh.rings[size_t(current)][size_t(k)];
      const double closeness = glm::dot(position(mesh, n), target);
      if (closeness > best) best = closeness, next = n;
    }
    if (next == current) return current;
    current = next;
  }
}

// Barycentric weights of the point where the ray along `d` crosses the flat
// triangle (p0, p1, p2): each weight is the volume spanned by `d` and the
// opposite edge, normalised. All ≥ 0 when the ray passes through the triangle.
glm::dvec3 rayBarycentric(const glm::dvec3& d, const glm::dvec3& p0, const glm::dvec3& p1,
                          const glm::dvec3& p2) {
  const glm::dvec3 w(glm::dot(d, glm::cross(p1, p2)), glm::dot(d, glm::cross(p2, p0)),
                     glm::dot(d, glm::cross(p0, p1)));
  return w / (w.x + w.y + w.z);
}

}  // namespace

std::vector<IcosphereStencil> icosphereStencils(const IcosphereMesh& from, const IcosphereMesh& to) {
  std::vector<IcosphereStencil> stencils(to.positions.size());
  int near = 0;
  for (size_t t = 0; t < to.positions.size(); ++t) {
    const glm::dvec3 target = glm::dvec3(to.positions[t]);
    near = nearestVertex(from, target, near);
    // Of the triangles round the nearest vertex, the one the target's ray
    // passes through has the largest smallest weight (≥ 0, up to rounding).
    const glm::dvec3 p0 = position(from, near);
    const int degree = from.neighbourCount(near);
    double bestMin = -1e300;
    IcosphereStencil& stencil = stencils[t];
    stencil = {{near, near, near}, glm::dvec3(1.0, 0.0, 0.0)};
    for (int k = 0; k < degree; ++k) {
      const int n1 = from.rings[size_t(near)][size_t(k)];
      const int n2 = from.rings[size_t(near)][size_t((k + 1) % degree)];
      const glm::dvec3 w = rayBarycentric(target, p0, position(from, n1), position(from, n2));
      const double smallest = std::min(w.x, std::min(w.y, w.z));
      if (smallest > bestMin) {
        bestMin = smallest;
        stencil = {{near, n1, n2}, w};
      }
    }
  }
  return stencils;
}

std::vector<double> resampleIcosphereField(const IcosphereMesh& from, std::span<const double> field,
                                           const IcosphereMesh& to) {
  const std::vector<IcosphereStencil> stencils = icosphereStencils(from, to);
  std::vector<double> result(stencils.size());
  for (size_t t = 0; t < stencils.size(); ++t) {
    const IcosphereStencil& s = stencils[t];
    result[t] = s.weights.x * field[size_t(s.vertices[0])] + s.weights.y * field[size_t(s.vertices[1])] +
                s.weights.z * field[size_t(s.vertices[2])];
  }
  return result;
}

double icosphereVelocityScale(int fromLevel, int toLevel) { return std::ldexp(1.0, fromLevel - toLevel); }

std::vector<double> resampleIcosphereKeepingVolume(const IcosphereMesh& from, std::span<const double> field,
                                                   const IcosphereMesh& to) {
  std::vector<double> result = resampleIcosphereField(from, field, to);
  auto degreeWeight = [](const IcosphereMesh& mesh) {
    return [&mesh](size_t v) { return mesh.neighbourCount(int(v)) / 6.0; };
  };
  // Σ deg/6 = (2·edges)/6 = vertices − 2 on every level.
  const double fromWeights = double(from.positions.size()) - 2, toWeights = double(to.positions.size()) - 2;
  const double mean = weightedSum(field, degreeWeight(from)) / fromWeights;
  restoreWeightedSum(std::span<double>(result), degreeWeight(to), mean * toWeights);
  return result;
}

}  // namespace tp
