#include "sim/sphere_wave/sphere_wave_cpu.hpp"

#include <stdexcept>
#include <utility>

#include <glm/geometric.hpp>

#include "sim/sphere_wave/icosphere_resample.hpp"

namespace tp {

SphereWaveCpu::SphereWaveCpu(int level) : mesh_(buildIcosphere(level)) {
  describeSphereWaveParams(params_, table_);
  reset();
}

void SphereWaveCpu::setLevel(int level) {
  if (level == mesh_.level) return;
  IcosphereMesh next = buildIcosphere(level);
  height_ = resampleIcosphereField(mesh_, height_, next);
  heightPrev_ = resampleIcosphereField(mesh_, heightPrev_, next);
  mesh_ = std::move(next);
}

void SphereWaveCpu::reset() {
  height_.assign(mesh_.positions.size(), 0.0);
  heightPrev_.assign(mesh_.positions.size(), 0.0);
}

void SphereWaveCpu::addSplash(const SphereSplash& splash) {
  const glm::dvec3 centre = glm::normalize(glm::dvec3(splash.direction));
  for (size_t v = 0; v < mesh_.positions.size(); ++v) {
    const double chord = glm::length(glm::dvec3(mesh_.positions[v]) - centre);
    const double bump = splashProfile(chord, splash.strength, splash.radius);
    height_[v] += bump;
    if (splash.atRest) heightPrev_[v] += bump;
  }
}

void SphereWaveCpu::step(int count) {
  const double a = params_.a, keep = 1.0 - double(params_.damping);
  for (int s = 0; s < count; ++s) {
    for (size_t v = 0; v < height_.size(); ++v) {
      const int neighbours = mesh_.neighbourCount(int(v));
      double sum = 0;
      for (int k = 0; k < neighbours; ++k) sum += height_[size_t(mesh_.rings[v][size_t(k)])];
      const double z = height_[v], zOld = heightPrev_[v];
      // a·(mean − z), written as the GPU must write it (see step.comp).
      const double coupling = (sum - neighbours * z) * (a / neighbours);
      heightPrev_[v] = z + keep * (z - zOld) + coupling;  // becomes the new height
    }
    std::swap(height_, heightPrev_);
  }
}

void SphereWaveCpu::setState(std::vector<double> height, std::vector<double> heightPrev) {
  if (height.size() != mesh_.positions.size() || heightPrev.size() != mesh_.positions.size())
    throw std::invalid_argument("sphere state: expected " + std::to_string(mesh_.positions.size()) +
                                " heights per channel");
  height_ = std::move(height);
  heightPrev_ = std::move(heightPrev);
}

SphereWaveMeasures SphereWaveCpu::measure() const {
  return measureSphereWave(mesh_, height_, heightPrev_, params_.a);
}

}  // namespace tp
