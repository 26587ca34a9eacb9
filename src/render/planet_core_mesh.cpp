#include "render/planet_core_mesh.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "render/planet/planet_layout.h"
#include "sim/sphere_wave/icosphere.hpp"

namespace tp {
namespace {

// A hash of an integer lattice point to [0, 1).
float latticeValue(int x, int y, int z) {
  uint32_t h = uint32_t(x) * 73856093u ^ uint32_t(y) * 19349663u ^ uint32_t(z) * 83492791u;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return float(h & 0xffffffu) / float(0x1000000);
}

float smooth(float t) { return t * t * (3.0f - 2.0f * t); }

// Trilinear value noise with a smooth fade, in [0, 1].
float valueNoise(const glm::vec3& p) {
  const glm::vec3 cell = glm::floor(p);
  const glm::vec3 f = p - cell;
  const int x = int(cell.x), y = int(cell.y), z = int(cell.z);
  const float u = smooth(f.x), v = smooth(f.y), w = smooth(f.z);
  auto lerp = [](float a, float b, float t) { return a + (b - a) * t; };
  const float x00 = lerp(latticeValue(x, y, z), latticeValue(x + 1, y, z), u);
  const float x10 = lerp(latticeValue(x, y + 1, z), latticeValue(x + 1, y + 1, z), u);
  const float x01 = lerp(latticeValue(x, y, z + 1), latticeValue(x + 1, y, z + 1), u);
  const float x11 = lerp(latticeValue(x, y + 1, z + 1), latticeValue(x + 1, y + 1, z + 1), u);
  return lerp(lerp(x00, x10, v), lerp(x01, x11, v), w);
}

// Deep basins dark, rocky slopes, weed on the middle slopes, sand on the
// shallow tops (which the water shows turquoise), bare rock where steep.
glm::vec3 colourFor(float relief, float steepness) {
  const glm::vec3 basin(0.05f, 0.07f, 0.09f), rock(0.26f, 0.2f, 0.15f), weed(0.1f, 0.28f, 0.1f),
      sand(0.62f, 0.56f, 0.4f);
  glm::vec3 c = glm::mix(basin, rock, std::clamp((relief + 0.5f) * 1.6f, 0.0f, 1.0f));
  c = glm::mix(c, weed, 0.7f * std::clamp(1.0f - std::fabs(relief - 0.1f) * 6.0f, 0.0f, 1.0f));
  c = glm::mix(c, sand, std::clamp((relief - 0.3f) * 4.0f, 0.0f, 1.0f));
  return glm::mix(c, rock, 0.7f * steepness);
}

}  // namespace

float coreRelief(const glm::vec3& direction) {
  // Five octaves; the sum of amplitudes is 1.94, so this lands in about [−1, 1].
  float sum = 0, amplitude = 1, frequency = 1.6f;
  for (int octave = 0; octave < 5; ++octave) {
    sum += amplitude * (2.0f * valueNoise(direction * frequency + glm::vec3(float(octave) * 11.3f)) - 1.0f);
    amplitude *= 0.48f;
    frequency *= 2.1f;
  }
  // Value-noise sums rarely stray far from 0: widen them so some tops reach
  // the shallows and some basins the deep.
  const float widened = std::copysign(std::pow(std::fabs(sum), 0.75f), sum) * 1.1f;
  return std::clamp(widened, -1.0f, 1.0f);
}

float coreRadius(const glm::vec3& direction) {
  return float(PLANET_CORE_RADIUS) + float(PLANET_CORE_RELIEF) * coreRelief(direction);
}

CoreMesh buildCoreMesh(int level) {
  const IcosphereMesh sphere = buildIcosphere(level);
  CoreMesh mesh;
  mesh.vertices.resize(sphere.positions.size());
  for (size_t i = 0; i < sphere.positions.size(); ++i)
    mesh.vertices[i].position = sphere.positions[i] * coreRadius(sphere.positions[i]);
  std::vector<glm::vec3> normalSums(mesh.vertices.size(), glm::vec3(0));
  for (const auto& t : sphere.triangles) {
    const glm::vec3 a = mesh.vertices[t[0]].position, b = mesh.vertices[t[1]].position,
                    c = mesh.vertices[t[2]].position;
    const glm::vec3 areaNormal = glm::cross(b - a, c - a);
    for (uint32_t corner : t) normalSums[corner] += areaNormal;
    mesh.indices.insert(mesh.indices.end(), t.begin(), t.end());
  }
  for (size_t i = 0; i < mesh.vertices.size(); ++i) {
    CoreVertex& v = mesh.vertices[i];
    v.normal = glm::normalize(normalSums[i]);
    const float steepness = std::clamp(1.0f - glm::dot(v.normal, sphere.positions[i]), 0.0f, 1.0f) * 4.0f;
    v.colour = colourFor(coreRelief(sphere.positions[i]), std::min(steepness, 1.0f));
  }
  return mesh;
}

}  // namespace tp
