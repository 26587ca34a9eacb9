#pragma once
// A wind sea for a scene: two patches of different widths (cascades) summed
// where they are drawn, so that no repeat shows. The wide patch holds the
// long waves and the narrow one the short; each mode lives in one of them
// (split by |k|), so the two add to one spectrum. The wide patch spans eight
// of the sea's peak wavelengths (at least 200 m, four times the harbor), so
// the modes that carry most of the energy lie dense in it and a draw's
// height stays within a few percent of the spectrum's; the narrow one is
// 1/10.8 of it, a ratio that is no whole number, so their sum repeats only
// over kilometres.
#include <array>
#include <memory>

#include "sim/wind_sea/wind_sea_gpu.hpp"
#include "sim/wind_sea/wind_sea_spectrum.hpp"

namespace tp {

class WindSeaCascades {
 public:
  static constexpr int kCascades = 2;
  static constexpr double kPeaksAcross = 8, kLeastWidth = 200, kNarrowing = 10.8;

  explicit WindSeaCascades(gl::ShaderLibrary& shaders) : shaders_(&shaders) {}

  // The sea at `seconds` for `settings`, each cascade `size`² (a power of two,
  // 16..512). New settings or a new size draw the amplitudes again; a calm
  // setting (no wind, no swell) runs nothing; the same settings, size and
  // time as the last call run nothing either.
  void update(const WindSeaSettings& settings, int size, double seconds);
  bool active() const { return active_; }
  // The drawn sea's significant height 4·√m₀ (m), and the variance of its
  // Dxx + Dzz (whitecaps.hpp), over both cascades' modes.
  double significantHeight() const { return significantHeight_; }
  double divergenceVariance() const { return divergenceVariance_; }
  // The angular frequency (rad/s) at the peak of the part that carries more
  // of the height, wind sea or swell: what the sea shoals and breaks as
  // (depth_share.h).
  double peakOmega() const { return peakOmega_; }
  double windSpeed() const { return drawnFor_.windSpeed; }
  const WindSeaGpu& cascade(int i) const { return *cascades_[size_t(i)]; }
  // Metres each cascade spans, for the settings last drawn: the wide patch
  // kPeaksAcross peak wavelengths of the wind sea (or two of the swell's), at
  // least kLeastWidth; the narrow one kNarrowing times narrower.
  double patchMetres(int i) const { return patchMetres_[size_t(i)]; }

  // The power of two in 16..512 nearest `cells`.
  static int sizeFor(int cells);

 private:
  gl::ShaderLibrary* shaders_;
  std::array<std::unique_ptr<WindSeaGpu>, kCascades> cascades_;
  WindSeaSettings drawnFor_;
  bool active_ = false;
  double updatedAt_ = -1;  // the seconds the textures hold (update() skips a second call for them)
  double significantHeight_ = 0, divergenceVariance_ = 0, peakOmega_ = 0;
  std::array<double, kCascades> patchMetres_{kLeastWidth, kLeastWidth / kNarrowing};
};

}  // namespace tp
