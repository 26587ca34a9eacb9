#include "sim/deep_water/deep_water_cpu.hpp"

#include <fftw3.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace tp {
namespace {

using Complex = std::complex<double>;

fftw_complex* asFftw(Complex* data) { return reinterpret_cast<fftw_complex*>(data); }

// The real fields' transforms from the packed one: with C = FFT(h + iφ),
// ĥ(k) = (C(k) + conj C(−k))/2 and φ̂(k) = (C(k) − conj C(−k))/(2i).
struct ModePair {
  Complex height, potential;
};
ModePair unpackMode(Complex atK, Complex atMinusK) {
  const Complex mirrored = std::conj(atMinusK);
  return {(atK + mirrored) * 0.5, (atK - mirrored) * Complex(0.0, -0.5)};
}

}  // namespace

// FFTW plans for the n×n in-place transforms (made once per grid; planning
// with FFTW_ESTIMATE leaves the data alone).
struct DeepWaterCpu::Plans {
  fftw_plan forward = nullptr, inverse = nullptr;
  Plans(int n, Complex* data) {
    forward = fftw_plan_dft_2d(n, n, asFftw(data), asFftw(data), FFTW_FORWARD, FFTW_ESTIMATE);
    inverse = fftw_plan_dft_2d(n, n, asFftw(data), asFftw(data), FFTW_BACKWARD, FFTW_ESTIMATE);
    if (!forward || !inverse) throw std::runtime_error("FFTW could not plan a " + std::to_string(n) + "² transform");
  }
  ~Plans() {
    fftw_destroy_plan(forward);
    fftw_destroy_plan(inverse);
  }
};

DeepWaterCpu::DeepWaterCpu(const DeepWaterParams& params, int size)
    : params_(&params), size_(size), field_(size_t(size) * size_t(size)) {
  if (size < 2 || (size & (size - 1)) != 0)
    throw std::invalid_argument("deep water needs a power-of-two grid, got " + std::to_string(size));
  plans_ = std::make_unique<Plans>(size, field_.data());
}

DeepWaterCpu::~DeepWaterCpu() = default;

void DeepWaterCpu::reset() {
  std::fill(field_.begin(), field_.end(), Complex(0.0, 0.0));
  sources_.clear();
  steps_ = 0;
}

void DeepWaterCpu::addSplash(double centreX, double centreY, double strength, double radius) {
  if (!(radius > 0.0)) return;
  const double reach = kMovingSourceReach * radius;
  const int x0 = std::max(0, int(std::floor(centreX - reach))), y0 = std::max(0, int(std::floor(centreY - reach)));
  const int x1 = std::min(size_ - 1, int(std::ceil(centreX + reach)));
  const int y1 = std::min(size_ - 1, int(std::ceil(centreY + reach)));
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x)
      field_[size_t(y) * size_ + x] += strength * movingSourceShape(x, y, centreX, centreY, radius);
}

void DeepWaterCpu::addMovingSource(const MovingSource& source) { sources_.push_back({source, steps_}); }

void DeepWaterCpu::setObstacles(std::vector<float> mask) {
  if (!mask.empty() && mask.size() != field_.size())
    throw std::invalid_argument("obstacle mask must hold n×n values");
  obstacles_ = std::move(mask);
}

void DeepWaterCpu::step(int count) {
  for (int i = 0; i < count; ++i) {
    pressurePatches();
    spectralStep();
    obstaclesAndSponge();
    ++steps_;
  }
}

void DeepWaterCpu::pressurePatches() {
  const DeepWaterParams& p = *params_;
  const int n = size_;
  for (const Source& s : sources_) {
    const double age = double(steps_ - s.addedAt);
    const double cx = s.source.centreX(age), cy = s.source.centreY(age);
    const double kick = s.source.strength * double(p.dt);
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) {
        Complex& c = field_[size_t(y) * n + x];
        c = Complex(c.real(), c.imag() - kick * movingSourceShape(x, y, cx, cy, s.source.radius));
      }
  }
}

void DeepWaterCpu::obstaclesAndSponge() {
  const DeepWaterParams& p = *params_;
  const int n = size_;
  if (!obstacles_.empty())
    for (size_t i = 0; i < field_.size(); ++i) field_[i] *= 1.0 - double(obstacles_[i]);
  const double width = deepWaterSpongeCells(p, n);
  if (width > 0.0)
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x)
        field_[size_t(y) * n + x] *= deepWaterSpongeFactor(x, y, n, width, p.spongeStrength);
}

void DeepWaterCpu::spectralStep() {
  const DeepWaterParams& p = *params_;
  const int n = size_;
  fftw_execute(plans_->forward);
  std::vector<double> kx(size_t(n), 0.0);
  for (int i = 0; i < n; ++i) kx[size_t(i)] = deepWaterWavenumber(i, n, p.cellSize);
  // Each mode pairs with its mirror −k; both are written from the pair's old values.
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const int mx = (n - x) % n, my = (n - y) % n;
      const size_t at = size_t(y) * n + x, mirror = size_t(my) * n + mx;
      if (mirror < at) continue;
      const SpectralStep s = deepWaterStepFor(std::hypot(kx[size_t(x)], kx[size_t(y)]), p);
      const ModePair old = unpackMode(field_[at], field_[mirror]);
      const Complex h = s.keep * old.height + s.heightFromPotential * old.potential;
      const Complex phi = s.keep * old.potential + s.potentialFromHeight * old.height;
      // The mirror mode's fields are the conjugates (h and φ are real).
      field_[at] = h + Complex(0.0, 1.0) * phi;
      field_[mirror] = std::conj(h) + Complex(0.0, 1.0) * std::conj(phi);
    }
  fftw_execute(plans_->inverse);
  const double scale = 1.0 / (double(n) * double(n));
  for (Complex& c : field_) c *= scale;
}

std::vector<double> DeepWaterCpu::height() const {
  std::vector<double> out(field_.size());
  for (size_t i = 0; i < field_.size(); ++i) out[i] = field_[i].real();
  return out;
}

std::vector<double> DeepWaterCpu::potential() const {
  std::vector<double> out(field_.size());
  for (size_t i = 0; i < field_.size(); ++i) out[i] = field_[i].imag();
  return out;
}

std::vector<float> DeepWaterCpu::readState() const {
  std::vector<float> state(2 * field_.size());
  for (size_t i = 0; i < field_.size(); ++i) {
    state[2 * i] = float(field_[i].real());
    state[2 * i + 1] = float(field_[i].imag());
  }
  return state;
}

void DeepWaterCpu::writeState(const std::vector<float>& state) {
  if (state.size() != 2 * field_.size())
    throw std::invalid_argument("deep water state must hold 2 values a cell (height, potential)");
  for (size_t i = 0; i < field_.size(); ++i) field_[i] = Complex(state[2 * i], state[2 * i + 1]);
}

double deepWaterEnergy(const std::vector<float>& state, int size, const DeepWaterParams& params) {
  const size_t cells = size_t(size) * size_t(size);
  if (state.size() != 2 * cells) throw std::invalid_argument("deep water state must hold 2 values a cell");
  std::vector<Complex> field(cells);
  for (size_t i = 0; i < cells; ++i) field[i] = Complex(state[2 * i], state[2 * i + 1]);
  fftw_plan plan = fftw_plan_dft_2d(size, size, asFftw(field.data()), asFftw(field.data()), FFTW_FORWARD, FFTW_ESTIMATE);
  fftw_execute(plan);
  fftw_destroy_plan(plan);
  const double g = params.gravity;
  double sum = 0;
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      const size_t at = size_t(y) * size + x, mirror = size_t((size - y) % size) * size + size_t((size - x) % size);
      const ModePair mode = unpackMode(field[at], field[mirror]);
      const double k = std::hypot(deepWaterWavenumber(x, size, params.cellSize),
                                  deepWaterWavenumber(y, size, params.cellSize));
      const double omega = deepWaterFrequency(k, params);
      sum += g * std::norm(mode.height) + omega * omega / g * std::norm(mode.potential);
    }
  const double cell = params.cellSize;
  return 0.5 * cell * cell / double(cells) * sum;
}

}  // namespace tp
