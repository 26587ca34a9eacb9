#include "sim/wind_sea/wind_sea_cascades.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstddef>
#include <limits>
#include <numbers>

#include "sim/fft/fft_index.hpp"
#include "sim/wind_sea/whitecaps.hpp"

namespace tp {
namespace {

constexpr double kPi = std::numbers::pi;

// The wavenumber (rad/m) where the narrow patch takes over: 0.9 of the wide
// patch's Nyquist wavenumber π·n/width for `size` cells.
double splitWaveNumber(double widePatchMetres, int size) { return 0.9 * kPi * double(size) / widePatchMetres; }

std::array<double, WindSeaCascades::kCascades> patchWidths(const WindSeaSettings& s) {
  double wide = WindSeaCascades::kLeastWidth;
  const JonswapPeak wind = jonswapPeak(s.windSpeed, s.fetch, s.gravity);
  if (wind.peakOmega > 0.0)
    wide = std::max(wide, WindSeaCascades::kPeaksAcross * deepWaterWavelength(wind.peakOmega, s.gravity));
  if (s.swellHeight > 0.0 && s.swellPeriod > 0.0)
    wide = std::max(wide, 2.0 * deepWaterWavelength(2.0 * kPi / s.swellPeriod, s.gravity));
  return {wide, wide / WindSeaCascades::kNarrowing};
}

// The peak of the wind sea, or of the swell where the swell is the higher.
double dominantPeakOmega(const WindSeaSettings& s) {
  WindSeaSettings windOnly = s;
  windOnly.swellHeight = 0.0;
  const double windHeight = 4.0 * std::sqrt(spectrumVariance(windOnly));
  if (s.swellHeight > windHeight && s.swellPeriod > 0.0) return 2.0 * kPi / s.swellPeriod;
  return jonswapPeak(s.windSpeed, s.fetch, s.gravity).peakOmega;
}

}  // namespace

int WindSeaCascades::sizeFor(int cells) { return nearestPowerOfTwo(cells, kWindSeaMinSize, kWindSeaMaxSize); }

void WindSeaCascades::update(const WindSeaSettings& settings, int size, double seconds) {
  active_ = settings.windSpeed > 0.0 || settings.swellHeight > 0.0;
  if (!active_) return;
  size = sizeFor(size);
  const bool resized = !cascades_[0] || cascades_[0]->size() != size;
  if (resized)
    for (auto& cascade : cascades_) cascade = std::make_unique<WindSeaGpu>(*shaders_, size);
  const bool redrawn = resized || settings != drawnFor_;
  if (redrawn) {  // a new grid starts with no amplitudes
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
    peakOmega_ = dominantPeakOmega(settings);
    drawnFor_ = settings;
  }
  if (!resized && !redrawn && seconds == updatedAt_) return;  // a frame drawn after a step: as it stands
  for (auto& cascade : cascades_) cascade->update(seconds);
  updatedAt_ = seconds;
}

}  // namespace tp
