#include "sim/wind_sea/wind_sea_cascades.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdlib>
#include <limits>

#include "sim/wind_sea/whitecaps.hpp"

namespace tp {
namespace {

bool sameSea(const WindSeaSettings& a, const WindSeaSettings& b) {
  return a.windSpeed == b.windSpeed && a.windDirection == b.windDirection && a.fetch == b.fetch &&
         a.swellHeight == b.swellHeight && a.swellDirection == b.swellDirection && a.swellPeriod == b.swellPeriod &&
         a.gravity == b.gravity && a.randomSeed == b.randomSeed;
}

}  // namespace

constexpr double kPi = 3.14159265358979323846;

double WindSeaCascades::splitWaveNumber(double widePatchMetres, int size) {
  return 0.9 * kPi * double(size) / widePatchMetres;
}

std::array<double, WindSeaCascades::kCascades> WindSeaCascades::patchWidths(const WindSeaSettings& s) {
  double wide = kLeastWidth;
  const JonswapPeak wind = jonswapPeak(s.windSpeed, s.fetch, s.gravity);
  if (wind.peakOmega > 0.0)  // deep water: λ = 2π·g/ω²
    wide = std::max(wide, kPeaksAcross * 2.0 * kPi * s.gravity / (wind.peakOmega * wind.peakOmega));
  if (s.swellHeight > 0.0 && s.swellPeriod > 0.0)
    wide = std::max(wide, 2.0 * s.gravity * s.swellPeriod * s.swellPeriod / (2.0 * kPi));
  return {wide, wide / kNarrowing};
}

int WindSeaCascades::sizeFor(int cells) {
  int power = kWindSeaMinSize;
  while (power < kWindSeaMaxSize && std::abs(2 * power - cells) < std::abs(power - cells)) power *= 2;
  return power;
}

void WindSeaCascades::update(const WindSeaSettings& settings, int size, double seconds) {
  active_ = settings.windSpeed > 0.0 || settings.swellHeight > 0.0;
  if (!active_) return;
  size = sizeFor(size);
  const bool resized = !cascades_[0] || cascades_[0]->size() != size;
  if (resized)
    for (auto& cascade : cascades_) cascade = std::make_unique<WindSeaGpu>(*shaders_, size);
  if (resized || !drawn_ || !sameSea(settings, drawnFor_)) {
    patchMetres_ = patchWidths(settings);
    const double split = splitWaveNumber(patchMetres_[0], size), beyond = std::numeric_limits<double>::infinity();
    double variance = 0.0;
    divergenceVariance_ = 0.0;
    for (int i = 0; i < kCascades; ++i) {
      const double lowest = i == 0 ? 0.0 : split, highest = i == 0 ? split : beyond;
      const double patch = patchMetres_[size_t(i)];
      const auto amplitudes = windSeaAmplitudes(settings, size, patch, lowest, highest);
      cascades_[size_t(i)]->setAmplitudes(amplitudes, patch, settings.gravity);
      divergenceVariance_ += tp::divergenceVariance(amplitudes, size, patch);
      for (const auto& a : amplitudes) variance += 2.0 * std::norm(std::complex<double>(a));
    }
    significantHeight_ = 4.0 * std::sqrt(variance);
    drawnFor_ = settings;
    drawn_ = true;
  }
  for (auto& cascade : cascades_) cascade->update(seconds);
}

}  // namespace tp
