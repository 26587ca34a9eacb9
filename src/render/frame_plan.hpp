#pragma once
// The frame, declared: every pass a frame may run between the clear and the
// resolve, and after it, in the order they must run, each with what it reads
// and what it writes. One list for every scene (a scene runs the passes it
// needs and skips the rest), read top to bottom in frame_plan.cpp. The GPU
// timers record the passes a frame began (gl::GpuTimers::sequence); the app
// checks each frame against the plan and says so once where it breaks, and
// the GL tests fail on it. A new pass is a new row, placed after what it reads.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace tp {

// What passes hand each other, as bits.
enum FrameResource : uint32_t {
  kSimFields = 1u << 0,      // the solvers' textures and buffers (heights, foam, the wind sea, normals)
  kSkyCube = 1u << 1,        // the baked sky (render/effects/sky_cube.*)
  kShadowMap = 1u << 2,      // the sun's depth map (render/effects/sun_shadow.*)
  kMirror = 1u << 3,         // what stands on the water, mirrored (render/effects/planar_reflection.*)
  kCausticsMap = 1u << 4,    // sunlight on the floor under the water (render/effects/floor_caustics.*)
  kFrameColour = 1u << 5,    // the scene's (multisampled) colour (render/frame_target.*)
  kFrameDepth = 1u << 6,     // its depth
  kSceneCopy = 1u << 7,      // a copy of the frame so far, for what is seen through water or glass (render/scene_copy.*)
  kResolvedColour = 1u << 8, // the single-sample image the UI and screenshots see
  kReadback = 1u << 9,       // values mapped back to the CPU (totals, energies)
  kWaterline = 1u << 10,     // where the view starts under the water, and whether any of it above (render/water_surface_renderer.*)
};

struct FramePassSpec {
  std::string_view name;    // as timed: gl::GpuTimers::begin(name)
  std::string_view runsIn;  // the file that runs it
  uint32_t reads = 0, writes = 0;
};

// Every pass, in the order a frame runs them.
std::span<const FramePassSpec> framePlan();
// The plan's row for `name`, or null.
const FramePassSpec* findFramePass(std::string_view name);
// The names of the resources in `set`, comma-separated ("frame depth, sky cube").
std::string frameResourceNames(uint32_t set);

// Checks the passes a frame began, in order (gl::GpuTimers::sequence()), against
// the plan: each "clear" starts a side's frame; within it a pass may repeat or
// follow any pass above it in the plan, never one below it, and every pass
// must be in the plan. Returns "" or one line naming the first pass that breaks it.
std::string checkFrameOrder(std::span<const std::string> ran);

}  // namespace tp
