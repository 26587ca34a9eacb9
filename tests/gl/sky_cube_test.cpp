// The sky cube (render/effects/sky_cube.*) against its CPU twin: every texel
// of the six faces is what sky_bake.h, compiled as C++, gives towards that
// texel's centre, at a sunset with clouds and at a high clear sun; and the
// cube is baked again only when its settings change.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "gl_test_support.hpp"
#include "render/effects/sky_cube.hpp"
#include "render/effects/sky_model.hpp"
#include "shaders/render/effects/sky_bake.h"

namespace tp {
namespace {

// Largest gap between the baked cube's level 0 and the twin, per channel;
// `where` says at which texel, and what each side held there.
float largestGap(const SkyCube& cube, const SkySettings& sky, std::string& where) {
  const int n = sky.faceSize;
  std::vector<float> texels(size_t(n) * size_t(n) * 6 * 4);
  cube.texture().download(GL_RGBA, GL_FLOAT, texels.size() * sizeof(float), texels.data());
  const SkyLight& light = cube.light();
  const glm::vec3 seaBody = farSeaBodyColour(light);
  float gap = 0.0f;
  for (int face = 0; face < 6; ++face) {
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        const float s = (float(x) + 0.5f) / float(n) * 2.0f - 1.0f, t = (float(y) + 0.5f) / float(n) * 2.0f - 1.0f;
        const glm::vec3 want =
            sky_bake::bakedSkyColour(sky_bake::cubeFaceDirection(face, s, t), light.sunDirection, sky.turbidity,
                                     sky.cloudCover, sky.cloudShift, light.sunColour, seaBody);
        const float* got = &texels[((size_t(face) * size_t(n) + size_t(y)) * size_t(n) + size_t(x)) * 4];
        for (int c = 0; c < 3; ++c) {
          if (std::abs(got[c] - want[c]) <= gap) continue;
          gap = std::abs(got[c] - want[c]);
          where = "face " + std::to_string(face) + " texel (" + std::to_string(x) + ", " + std::to_string(y) +
                  ") channel " + std::to_string(c) + ": GPU " + std::to_string(got[c]) + ", CPU " +
                  std::to_string(want[c]);
        }
      }
    }
  }
  return gap;
}

TEST(SkyCube, HoldsWhatItsCpuTwinGives) {
  SkySettings sunset;
  sunset.sunElevationDegrees = 4.0f;
  sunset.sunAzimuthDegrees = 350.0f;
  sunset.turbidity = 3.5f;
  sunset.cloudCover = 0.5f;
  sunset.cloudShift = {1234.5f, -678.0f};
  sunset.faceSize = 48;
  SkySettings noon;
  noon.sunElevationDegrees = 62.0f;
  noon.turbidity = 2.0f;
  noon.cloudCover = 0.0f;
  noon.faceSize = 32;
  for (const SkySettings& sky : {sunset, noon}) {
    SkyCube cube;
    cube.init(test::shaders());
    cube.update(sky);
    // Half floats in [0.5, 1) are 2^-11 apart; the GPU's exp, pow and acos
    // add a few float ulps, which the clouds' soft edge (0.15 of the noise)
    // can magnify tenfold. llvmpipe misses by about one half-float step;
    // the bound allows three.
    std::string where;
    EXPECT_LE(largestGap(cube, sky, where), 1.5e-3f) << "sun at " << sky.sunElevationDegrees << "°, " << where;
  }
}

TEST(SkyCube, BakesOnlyWhenItsSettingsChange) {
  SkyCube cube;
  cube.init(test::shaders());
  SkySettings sky;
  sky.faceSize = 16;
  cube.update(sky);
  cube.update(sky);
  EXPECT_EQ(cube.bakeCount(), 1);
  sky.cloudShift.x += 100.0f;
  cube.update(sky);
  EXPECT_EQ(cube.bakeCount(), 2);
  sky.faceSize = 32;  // a new size: a new texture, baked
  cube.update(sky);
  EXPECT_EQ(cube.bakeCount(), 3);
  EXPECT_EQ(cube.texture().width(), 32);
  EXPECT_EQ(cube.light().cube, &cube.texture());
}

}  // namespace
}  // namespace tp
