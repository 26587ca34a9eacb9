#include "sim/wind_sea/wind_sea_spectrum.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numbers>
#include <random>

#include "sim/wind_sea/wind_sea_model.hpp"

namespace tp {
namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kGamma = 3.3;         // JONSWAP's mean peak enhancement (Hasselmann et al. 1973)
constexpr double kSwellSpread = 25.0;  // Goda 2000: s_max for swell of short decay distance

double radians(double degrees) { return degrees * kPi / 180.0; }

// The angle between two directions, wrapped to (−π, π].
double angleBetween(double theta, double towards) { return std::remainder(theta - towards, 2.0 * kPi); }

// ∫S(ω) dω for a JONSWAP shape, by the midpoint rule in log ω from a
// hundredth of the peak to 40 times it (what lies outside holds under 1e-6
// of the variance: the spectrum falls as e^(−1.25·(ωp/ω)⁴) below and ω⁻⁵ above).
double jonswapVariance(double alpha, double peakOmega, double gravity) {
  if (!(alpha > 0.0) || !(peakOmega > 0.0)) return 0.0;
  const int steps = 4000;
  const double lo = std::log(0.01 * peakOmega), hi = std::log(40.0 * peakOmega), dl = (hi - lo) / steps;
  double sum = 0.0;
  for (int i = 0; i < steps; ++i) {
    const double omega = std::exp(lo + (i + 0.5) * dl);
    sum += jonswapDensity(omega, alpha, peakOmega, gravity) * omega * dl;
  }
  return sum;
}

// The swell's α: the JONSWAP shape at the swell's peak scaled to its
// significant height, m₀ = (Hs/4)².
double swellAlpha(const WindSeaSettings& s) {
  if (!(s.swellHeight > 0.0) || !(s.swellPeriod > 0.0)) return 0.0;
  const double peak = 2.0 * kPi / s.swellPeriod;
  return (s.swellHeight / 4.0) * (s.swellHeight / 4.0) / jonswapVariance(1.0, peak, s.gravity);
}

}  // namespace

JonswapPeak jonswapPeak(double windSpeed, double fetch, double gravity) {
  if (!(windSpeed > 0.0) || !(fetch > 0.0)) return {};
  // Hasselmann et al. 1973, fetch laws fitted to the JONSWAP data:
  //   α = 0.076·(U²/(F·g))^0.22,   ωp = 22·(g²/(U·F))^(1/3).
  JonswapPeak peak;
  peak.alpha = 0.076 * std::pow(windSpeed * windSpeed / (fetch * gravity), 0.22);
  peak.peakOmega = 22.0 * std::cbrt(gravity * gravity / (windSpeed * fetch));
  // A sea does not grow past fully developed (Pierson & Moskowitz 1964:
  // ωp = 0.855·g/U, α = 0.0081): a long fetch reaches that bound.
  peak.peakOmega = std::max(peak.peakOmega, 0.855 * gravity / windSpeed);
  peak.alpha = std::max(peak.alpha, 0.0081);
  return peak;
}

double deepWaterWavelength(double omega, double gravity) { return 2.0 * kPi * gravity / (omega * omega); }

double jonswapDensity(double omega, double alpha, double peakOmega, double gravity) {
  if (!(omega > 0.0) || !(peakOmega > 0.0)) return 0.0;
  // Hasselmann et al. 1973, eq. 2.1:
  //   S(ω) = α·g²·ω⁻⁵·exp(−5/4·(ωp/ω)⁴)·γ^r,  r = exp(−(ω − ωp)²/(2σ²ωp²)),
  //   σ = 0.07 below the peak and 0.09 above it.
  const double sigma = omega <= peakOmega ? 0.07 : 0.09;
  const double offPeak = (omega - peakOmega) / (sigma * peakOmega);
  const double r = std::exp(-0.5 * offPeak * offPeak);
  const double ratio = peakOmega / omega;
  return alpha * gravity * gravity / std::pow(omega, 5.0) * std::exp(-1.25 * ratio * ratio * ratio * ratio) *
         std::pow(kGamma, r);
}

double directionalSpread(double theta, double s) {
  // Longuet-Higgins et al. 1963's cos^2s(θ/2), with Q(s) = 2^(2s−1)·Γ(s+1)²/(π·Γ(2s+1))
  // so that it integrates to 1 over −π..π (in logs: s reaches the tens).
  const double logQ = (2.0 * s - 1.0) * std::log(2.0) + 2.0 * std::lgamma(s + 1.0) - std::log(kPi) -
                      std::lgamma(2.0 * s + 1.0);
  const double c = std::abs(std::cos(0.5 * theta));
  if (c <= 0.0) return 0.0;
  return std::exp(logQ + 2.0 * s * std::log(c));
}

double windSeaSpreadExponent(double omega, double peakOmega) {
  // Hasselmann, Dunckel & Ewing 1980, eq. 8: s = 6.97·(ω/ωp)^4.06 below
  // 1.05·ωp and 9.77·(ω/ωp)^μ above, with μ = −2.33 − 1.45·(U/cp − 1.17)
  // taken at its young-sea value U/cp = 1.17 (μ = −2.33).
  const double f = omega / peakOmega;
  return f < 1.05 ? 6.97 * std::pow(f, 4.06) : 9.77 * std::pow(f, -2.33);
}

double waveNumberDensity(double kx, double kz, const WindSeaSettings& s) {
  const double k = std::hypot(kx, kz);
  if (!(k > 0.0)) return 0.0;
  // Deep water: ω = √(g·k), dω/dk = g/(2ω). A spectrum over (ω, θ) becomes one
  // over (kx, kz) through dkx·dkz = k·dk·dθ: F(k) = S(ω)·D(θ)·(dω/dk)/k.
  const double omega = std::sqrt(s.gravity * k);
  const double jacobian = s.gravity / (2.0 * omega) / k;
  const double theta = std::atan2(kz, kx);
  double density = 0.0;
  const JonswapPeak wind = jonswapPeak(s.windSpeed, s.fetch, s.gravity);
  if (wind.alpha > 0.0)
    density += jonswapDensity(omega, wind.alpha, wind.peakOmega, s.gravity) *
               directionalSpread(angleBetween(theta, radians(s.windDirection)),
                                 windSeaSpreadExponent(omega, wind.peakOmega));
  const double swell = swellAlpha(s);
  if (swell > 0.0)
    density += jonswapDensity(omega, swell, 2.0 * kPi / s.swellPeriod, s.gravity) *
               directionalSpread(angleBetween(theta, radians(s.swellDirection)), kSwellSpread);
  return density * jacobian;
}

double spectrumVariance(const WindSeaSettings& s) {
  const JonswapPeak wind = jonswapPeak(s.windSpeed, s.fetch, s.gravity);
  return jonswapVariance(wind.alpha, wind.peakOmega, s.gravity) +
         jonswapVariance(swellAlpha(s), s.swellPeriod > 0.0 ? 2.0 * kPi / s.swellPeriod : 0.0, s.gravity);
}

std::vector<std::complex<float>> windSeaAmplitudes(const WindSeaSettings& s, int n, double patchMetres,
                                                   double minWaveNumber, double maxWaveNumber) {
  std::vector<std::complex<float>> amplitudes(size_t(n) * size_t(n));
  // One generator a patch size, every mode drawing its pair in the same order
  // whatever the band: a mode's amplitude depends on the seed and the patch only.
  std::mt19937_64 random(s.randomSeed * 0x9E3779B97F4A7C15ull + uint64_t(std::llround(patchMetres * 1000.0)));
  std::normal_distribution<double> gaussian(0.0, 1.0);
  const double unit = 2.0 * kPi / patchMetres;  // rad/m between neighbouring modes
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      const double xiReal = gaussian(random), xiImaginary = gaussian(random);
      const WindSeaMode mode = windSeaMode(row, column, n, patchMetres);
      if (mode.nyquist) continue;
      if (!(mode.k >= minWaveNumber && mode.k < maxWaveNumber) || mode.k <= 0.0) continue;
      // Tessendorf 2001, eq. 42: h₀ = (ξr + i·ξi)·√(P/2) with P = F·Δk²/2,
      // so that h₀(k) and conj h₀(−k) together carry the mode's F·Δk².
      const double scale = std::sqrt(waveNumberDensity(mode.kx, mode.kz, s) * unit * unit / 4.0);
      amplitudes[size_t(row) * size_t(n) + size_t(column)] =
          std::complex<float>(float(xiReal * scale), float(xiImaginary * scale));
    }
  }
  return amplitudes;
}

}  // namespace tp
