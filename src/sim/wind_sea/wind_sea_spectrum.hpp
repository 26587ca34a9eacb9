#pragma once
// The wind sea's statistics: a directional wave spectrum from the wind (and
// an optional swell), and the random initial amplitudes a patch of sea is
// built from. Deep water throughout: ω² = g·k.
//
// Sources, each cited where its formula is used (wind_sea_spectrum.cpp):
//   Hasselmann et al. 1973, "Measurements of wind-wave growth and swell decay
//     during the Joint North Sea Wave Project (JONSWAP)": the spectrum's shape
//     and its fetch laws for α and the peak frequency;
//   Pierson & Moskowitz 1964: the fully developed sea that bounds the peak;
//   Hasselmann, Dunckel & Ewing 1980: the cos^2s(θ/2) spread and its s(ω);
//   Goda 2000, "Random Seas and Design of Maritime Structures": a swell's
//     narrower spread (s = 25);
//   Tessendorf 2001, "Simulating Ocean Water": random amplitudes h₀(k) and
//     the Hermitian pairing that keeps the surface real.
#include <complex>
#include <cstdint>
#include <vector>

namespace tp {

struct WindSeaSettings {
  double windSpeed = 0;        // m/s, 10 m above the sea
  double windDirection = 0;    // degrees: where the wind blows towards, 0 = +x, 90 = +z
  double fetch = 20000;        // m of open water upwind
  double swellHeight = 0;      // m, significant height of a swell from afar
  double swellDirection = 0;   // degrees, as windDirection
  double swellPeriod = 10;     // s at the swell's peak
  double gravity = 9.81;       // m/s²
  uint64_t randomSeed = 1;     // the amplitudes' random draw

  bool operator==(const WindSeaSettings&) const = default;
};

// JONSWAP's fetch-limited parameters for a wind: the Phillips constant α and
// the peak angular frequency (rad/s).
struct JonswapPeak {
  double alpha = 0, peakOmega = 0;
};
JonswapPeak jonswapPeak(double windSpeed, double fetch, double gravity);

// Deep water's wavelength (m) at angular frequency ω: 2π·g/ω².
double deepWaterWavelength(double omega, double gravity);

// JONSWAP's one-sided frequency spectrum S(ω) in m²·s (γ = 3.3).
double jonswapDensity(double omega, double alpha, double peakOmega, double gravity);

// The spread D(θ; s) = Q(s)·|cos(θ/2)|^2s, normalised so ∫D dθ over a turn is 1.
double directionalSpread(double theta, double s);
// Hasselmann et al. 1980's s(ω): narrowest at the peak.
double windSeaSpreadExponent(double omega, double peakOmega);

// The directional wavenumber spectrum F(kx, kz) in m⁴ (variance per unit of
// kx·kz), wind sea plus swell: ∫∫F dkx dkz = the surface's height variance.
double waveNumberDensity(double kx, double kz, const WindSeaSettings& settings);

// The height variance m₀ in m², from the frequency spectra (independent of
// any grid): the significant wave height is 4·√m₀.
double spectrumVariance(const WindSeaSettings& settings);

// Random complex amplitudes h₀(k) for an n×n patch `patchMetres` wide, row
// index ky, column kx (each index i stands for i or i − n, whichever is
// nearer 0: wavenumber 2π·index/patchMetres). Only wavenumbers with
// minWaveNumber <= |k| < maxWaveNumber are drawn (one cascade's band);
// the mean, Nyquist rows and columns are zero. E|h₀(k)|² = F(k)·Δk²/2, so
// the surface built from them (WindSeaCpu) has the spectrum's variance.
std::vector<std::complex<float>> windSeaAmplitudes(const WindSeaSettings& settings, int n, double patchMetres,
                                                   double minWaveNumber, double maxWaveNumber);

}  // namespace tp
