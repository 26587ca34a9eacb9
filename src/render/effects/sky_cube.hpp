#pragma once
// The sky baked into a cube map (shaders/render/effects/sky_bake.comp, what
// it holds: sky_bake.h), baked again only when its settings change: the
// background samples it and water reflects it, so the sky model and its
// clouds are worked out once a texel, not once a pixel. Mipmapped, so a
// rough or distant reflection can take a blurrier level.
#include "gl/objects.hpp"
#include "render/effects/sky_light.hpp"
#include "render/effects/sky_model.hpp"

namespace tp::gl {
class ShaderLibrary;
class ShaderProgram;
}  // namespace tp::gl

namespace tp {

class SkyCube {
 public:
  void init(gl::ShaderLibrary& shaders);
  // Bakes `sky` unless it is what the cube already holds.
  void update(const SkySettings& sky);
  // The light under the sky last baked, its cube included.
  const SkyLight& light() const { return light_; }
  const gl::Texture& texture() const { return cube_; }
  int bakeCount() const { return bakes_; }

 private:
  void bake(const SkySettings& sky);

  gl::ShaderProgram* program_ = nullptr;
  gl::Texture cube_;
  SkySettings baked_;
  bool hasBake_ = false;
  SkyLight light_;
  int bakes_ = 0;
};

}  // namespace tp
