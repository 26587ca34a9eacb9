// The wind sea on the GPU against its CPU twin (FFTW, double precision): the
// same amplitudes, all eight fields at a time a minute in. The GPU
// transforms in float; the bound is a fraction of each field's largest value.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

#include "gl_test_support.hpp"
#include "sim/wind_sea/wind_sea_cpu.hpp"
#include "sim/wind_sea/wind_sea_gpu.hpp"
#include "sim/wind_sea/wind_sea_model.hpp"
#include "sim/wind_sea/wind_sea_spectrum.hpp"

namespace tp {
namespace {

TEST(WindSeaGpu, FollowsItsCpuTwin) {
  for (int n : {64, 256}) {
    WindSeaSettings s;
    s.windSpeed = 9.0;
    s.windDirection = 30.0;
    s.swellHeight = 0.6;
    s.swellDirection = -70.0;
    const double patch = 120.0, seconds = 61.3 + 3 * kWindSeaLoopSeconds;  // some loops in
    const auto amplitudes = windSeaAmplitudes(s, n, patch, 0.0, 1e9);
    WindSeaGpu gpu(test::shaders(), n);
    gpu.setAmplitudes(amplitudes, patch, s.gravity);
    gpu.update(seconds);
    const auto expected = WindSeaCpu(amplitudes, n, patch, s.gravity).fieldsAt(seconds);
    const size_t cells = size_t(n) * size_t(n);
    std::vector<float> displacement(cells * 4), slope(cells * 4);
    gpu.displacementTexture().download(GL_RGBA, GL_FLOAT, displacement.size() * sizeof(float), displacement.data());
    gpu.slopeTexture().download(GL_RGBA, GL_FLOAT, slope.size() * sizeof(float), slope.data());
    const WindSeaField order[8] = {WindSeaField::DisplacementX, WindSeaField::Height, WindSeaField::DisplacementZ,
                                   WindSeaField::DxDz,          WindSeaField::SlopeX, WindSeaField::SlopeZ,
                                   WindSeaField::DxDx,          WindSeaField::DzDz};
    for (size_t f = 0; f < 8; ++f) {
      const std::vector<float>& texture = f < 4 ? displacement : slope;
      const std::vector<double>& want = expected[size_t(order[f])];
      double gap = 0.0, largest = 0.0;
      for (size_t c = 0; c < cells; ++c) {
        gap = std::max(gap, std::abs(double(texture[c * 4 + f % 4]) - want[c]));
        largest = std::max(largest, std::abs(want[c]));
      }
      // Float transforms of n² modes: llvmpipe misses by under 4e-7 of a
      // field's peak at 64² and 256²; the bound leaves a GPU's fused
      // multiply-adds five times that.
      EXPECT_GT(largest, 0.0) << "field " << f;
      EXPECT_LE(gap, 2e-6 * largest) << "n = " << n << ", field " << f << ": gap " << gap << " of " << largest;
    }
  }
}

// The renderers read the wind sea at the mip level of a vertex's spacing or
// a pixel's footprint: every level above the first must be the mean of the
// 2×2 texels under it, made each update (by compute, mip_levels.comp), at a
// size whose levels take three passes (512: nine levels) and one that
// needs only part of a pass (16: four).
TEST(WindSeaGpu, EveryMipLevelIsTheMeanOfTheLevelBelow) {
  for (int n : {16, 512}) {
    WindSeaSettings s;
    s.windSpeed = 11.0;
    const double patch = 200.0;
    WindSeaGpu gpu(test::shaders(), n);
    gpu.setAmplitudes(windSeaAmplitudes(s, n, patch, 0.0, 1e9), patch, s.gravity);
    gpu.update(12.5);
    for (const gl::Texture* texture : {&gpu.displacementTexture(), &gpu.slopeTexture()}) {
      std::vector<float> below(size_t(n) * size_t(n) * 4);
      texture->download(GL_RGBA, GL_FLOAT, below.size() * sizeof(float), below.data());
      for (int level = 1, size = n / 2; size >= 1; ++level, size /= 2) {
        std::vector<float> seen(size_t(size) * size_t(size) * 4);
        texture->download(GL_RGBA, GL_FLOAT, seen.size() * sizeof(float), seen.data(), level);
        double gap = 0.0, largest = 0.0;
        for (int y = 0; y < size; ++y)
          for (int x = 0; x < size; ++x)
            for (int c = 0; c < 4; ++c) {
              const auto at = [&](int bx, int by) { return double(below[(size_t(by) * size_t(2 * size) + size_t(bx)) * 4 + size_t(c)]); };
              const double mean = 0.25 * (at(2 * x, 2 * y) + at(2 * x + 1, 2 * y) + at(2 * x, 2 * y + 1) +
                                          at(2 * x + 1, 2 * y + 1));
              gap = std::max(gap, std::abs(double(seen[(size_t(y) * size_t(size) + size_t(x)) * 4 + size_t(c)]) - mean));
              for (int by : {2 * y, 2 * y + 1})
                for (int bx : {2 * x, 2 * x + 1}) largest = std::max(largest, std::abs(at(bx, by)));
            }
        // Four float additions and a quarter: a few units in the last place
        // of the texels added (their mean, over a whole level, is near 0).
        EXPECT_GT(largest, 0.0) << "n = " << n << ", level " << level - 1 << " is empty";
        EXPECT_LE(gap, 1e-6 * largest) << "n = " << n << ", level " << level << ": gap " << gap << " of " << largest;
        below = std::move(seen);
      }
    }
  }
}

TEST(WindSeaGpu, RefusesSizesItCannotTransform) {
  EXPECT_THROW(WindSeaGpu(test::shaders(), 100), std::invalid_argument);
  EXPECT_THROW(WindSeaGpu(test::shaders(), 1024), std::invalid_argument);
}

}  // namespace
}  // namespace tp
