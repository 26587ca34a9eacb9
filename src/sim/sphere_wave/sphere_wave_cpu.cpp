#include "sim/sphere_wave/sphere_wave_cpu.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include <glm/geometric.hpp>

#include "sim/sphere_wave/icosphere_resample.hpp"

namespace tp {

SphereWaveCpu::SphereWaveCpu(int level) : mesh_(buildIcosphere(level)) {
  reset();
}

void SphereWaveCpu::setLevel(int level) {
  if (level == mesh_.level) return;
  IcosphereMesh next = buildIcosphere(level);
  height_ = resampleIcosphereKeepingVolume(mesh_, height_, next);
  velocity_ = resampleIcosphereKeepingVolume(mesh_, velocity_, next);
  for (double& v : velocity_) v *= icosphereVelocityScale(mesh_.level, level);
  mesh_ = std::move(next);
}

void SphereWaveCpu::reset() {
  height_.assign(mesh_.positions.size(), 0.0);
  velocity_.assign(mesh_.positions.size(), 0.0);
}

void SphereWaveCpu::addSplash(const SphereSplash& splash) {
  if (std::string error = checkSphereSplash(splash); !error.empty()) throw std::invalid_argument(error);
  const glm::dvec3 centre = glm::normalize(glm::dvec3(splash.direction));
  for (size_t v = 0; v < mesh_.positions.size(); ++v) {
    const double chord = glm::length(glm::dvec3(mesh_.positions[v]) - centre);
    const double bump = splashProfile(chord, splash.strength, splash.radius);
    height_[v] += bump;
    // At rest, z_old rises with z and u = z − z_old stays; an impulse leaves z_old.
    if (!splash.atRest) velocity_[v] += bump;
  }
}

void SphereWaveCpu::step(int count) {
  const double a = params_.a, keep = 1.0 - double(params_.damping);
  nextHeight_.resize(height_.size());
  for (int s = 0; s < count; ++s) {
    for (size_t v = 0; v < height_.size(); ++v) {
      const int neighbours = mesh_.neighbourCount(int(v));
      const double z = height_[v];
      // a·(mean − z) as a/count · Σ (z_k − z), as the GPU must form it (see step.comp).
      double laplacian = 0;
      for (int k = 0; k < neighbours; ++k) laplacian += height_[size_t(mesh_.rings[v][size_t(k)])] - z;
      const double coupling = laplacian * (a / neighbours);
      velocity_[v] = keep * velocity_[v] + coupling;  // read only here: updated in place
      nextHeight_[v] = z + velocity_[v];
    }
    std::swap(height_, nextHeight_);
  }
}

std::vector<double> SphereWaveCpu::readHeightPrev() const {
  std::vector<double> previous(height_.size());
  for (size_t v = 0; v < previous.size(); ++v) previous[v] = height_[v] - velocity_[v];
  return previous;
}

void SphereWaveCpu::writeState(const std::vector<double>& height, const std::vector<double>& heightPrev) {
  if (height.size() != mesh_.positions.size() || heightPrev.size() != mesh_.positions.size())
    throw std::invalid_argument("sphere state: expected " + std::to_string(mesh_.positions.size()) +
                                " heights per channel");
  height_ = height;
  velocity_.resize(height.size());
  for (size_t v = 0; v < height.size(); ++v) velocity_[v] = height[v] - heightPrev[v];
}

SphereWaveMeasures SphereWaveCpu::measure() const {
  return measureSphereWave(mesh_, height_, readHeightPrev(), params_.a);
}

}  // namespace tp
