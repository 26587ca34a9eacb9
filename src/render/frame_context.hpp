#pragma once
// What the app hands a scene to draw one frame (Scene::render): the view,
// the frame it draws into, stated rather than found by asking GL which
// framebuffer is bound, and the timers its passes run under. The passes and
// their order: render/frame_plan.*.
#include <optional>

#include "core/view_types.hpp"
#include "render/frame_compute_pass.hpp"

namespace tp::gl {
class GpuTimers;
}

namespace tp {

struct FrameContext {
  RenderView view;
  // The app's multisampled frame (colour RGBA8 and depth, both textures),
  // which compute passes write sample by sample: the sky's fill and the
  // deferred water. None: a single-sample frame, or a test's own target;
  // those passes then draw through the raster path.
  std::optional<MultisampledFrame> target;
  // Each pass times itself: timers.begin(name) ... end(), with a name the
  // frame plan lists.
  gl::GpuTimers& timers;
  // The frame's colour and depth as textures whatever the sample count (one:
  // plain 2D textures), for a pass that works on what is drawn, sample by
  // sample (the view under water). None: a test's own target without them.
  std::optional<MultisampledFrame> textures = std::nullopt;
  // The target as the renderers take it: null when there is none.
  const MultisampledFrame* computeTarget() const { return target ? &*target : nullptr; }
};

}  // namespace tp
