#include "sim/deep_water/deep_water_cpu.hpp"

#include <fftw3.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "sim/cell_box.hpp"

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

// The n×n transforms, made of FFTW's one-dimensional row transforms and a
// transpose: rows, transpose, rows. The spectrum is left transposed (row =
// the x wavenumber), which the mode step does not mind, since it reads only
// |k| and the mirror −k; the inverse undoes it the same way. FFTW's own 2-D
// plan under FFTW_ESTIMATE walks the columns with a stride of n and took
// four times as long; FFTW_MEASURE would be as quick but chooses its plan by
// timing, so two runs could round differently.
struct DeepWaterCpu::Plans {
  fftw_plan forwardRows = nullptr, inverseRows = nullptr;
  Plans(int n, Complex* data) {
    const int length[1] = {n};
    forwardRows = fftw_plan_many_dft(1, length, n, asFftw(data), nullptr, 1, n, asFftw(data), nullptr, 1, n,
                                     FFTW_FORWARD, FFTW_ESTIMATE);
    inverseRows = fftw_plan_many_dft(1, length, n, asFftw(data), nullptr, 1, n, asFftw(data), nullptr, 1, n,
                                     FFTW_BACKWARD, FFTW_ESTIMATE);
    if (!forwardRows || !inverseRows)
      throw std::runtime_error("FFTW could not plan a " + std::to_string(n) + "² transform");
  }
  ~Plans() {
    fftw_destroy_plan(forwardRows);
    fftw_destroy_plan(inverseRows);
  }
};

namespace {

// In place, in 32×32 tiles so both sides of a swap stay in cache.
void transposeSquare(std::vector<Complex>& field, int n) {
  constexpr int kTile = 32;
  for (int tileY = 0; tileY < n; tileY += kTile)
    for (int tileX = tileY; tileX < n; tileX += kTile)
      for (int y = tileY; y < std::min(n, tileY + kTile); ++y)
        for (int x = tileX == tileY ? y + 1 : tileX; x < std::min(n, tileX + kTile); ++x)
          std::swap(field[size_t(y) * n + x], field[size_t(x) * n + y]);
}

}  // namespace

void DeepWaterCpu::forwardTransform() {
  fftw_execute(plans_->forwardRows);
  transposeSquare(field_, size_);
  fftw_execute(plans_->forwardRows);
}

void DeepWaterCpu::inverseTransform() {
  fftw_execute(plans_->inverseRows);
  transposeSquare(field_, size_);
  fftw_execute(plans_->inverseRows);
}

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
  const CellBox box = cellsWithin(centreX, centreY, kMovingSourceReach * radius, size_);
  for (int y = box.y0; y <= box.y1; ++y)
    for (int x = box.x0; x <= box.x1; ++x)
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
  const double dt = params_->dt;
  for (const Source& s : sources_) {
    const double age = double(steps_ - s.addedAt);
    const double cx = s.source.centreX(age), cy = s.source.centreY(age), radius = s.source.radius;
    const double kick = s.source.strength * dt;
    const CellBox box = cellsWithin(cx, cy, kMovingSourceReach * radius, size_);
    for (int y = box.y0; y <= box.y1; ++y)
      for (int x = box.x0; x <= box.x1; ++x) {
        Complex& c = field_[size_t(y) * size_ + x];
        c = Complex(c.real(), c.imag() - kick * movingSourceShape(x, y, cx, cy, radius));
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

const std::vector<SpectralStep>& DeepWaterCpu::modeSteps() {
  const DeepWaterParams& p = *params_;
  const bool same = !modeSteps_.empty() && stepsFor_.gravity == p.gravity && stepsFor_.cellSize == p.cellSize &&
                    stepsFor_.dt == p.dt && stepsFor_.depth == p.depth && stepsFor_.damping == p.damping;
  if (same) return modeSteps_;
  const int n = size_;
  std::vector<double> k(size_t(n), 0.0);
  for (int i = 0; i < n; ++i) k[size_t(i)] = deepWaterWavenumber(i, n, p.cellSize);
  modeSteps_.resize(field_.size());
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) modeSteps_[size_t(y) * n + x] = deepWaterStepFor(std::hypot(k[size_t(x)], k[size_t(y)]), p);
  stepsFor_ = p;
  return modeSteps_;
}

void DeepWaterCpu::spectralStep() {
  const int n = size_;
  const std::vector<SpectralStep>& steps = modeSteps();
  forwardTransform();
  // Each mode pairs with its mirror −k; both are written from the pair's old values.
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const int mx = (n - x) % n, my = (n - y) % n;
      const size_t at = size_t(y) * n + x, mirror = size_t(my) * n + mx;
      if (mirror < at) continue;
      const SpectralStep& s = steps[at];
      const ModePair old = unpackMode(field_[at], field_[mirror]);
      const Complex h = s.keep * old.height + s.heightFromPotential * old.potential;
      const Complex phi = s.keep * old.potential + s.potentialFromHeight * old.height;
      // The mirror mode's fields are the conjugates (h and φ are real).
      field_[at] = h + Complex(0.0, 1.0) * phi;
      field_[mirror] = std::conj(h) + Complex(0.0, 1.0) * std::conj(phi);
    }
  inverseTransform();
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
