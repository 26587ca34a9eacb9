// The fluid scene (seed 001 "tiny fluid in a tweet"): the Gaussian
// splat fluid (src/sim/splat_fluid) as something to play with. Two views of
// one grid: 3d, where the mass lifts a mesh into a lit liquid surface over a
// tiled tank floor (LiquidSurfaceRenderer), and 2d, the seed's top view with
// mass as water depth colour and velocity as a tint or arrows (FluidView2d).
// A left click adds fluid at the cell under the cursor in either view (2d:
// pixel → cell; 3d: the ray meets the floor plane); a drag throws it
// (FluidThrow). The panel plots total mass and momentum, read back through a
// fence a frame late so the CPU never waits on the GPU.
//
// Per step: the panel's values reach the solver, a new grid size resamples
// the fluid, one solver step. Per frame: the view, then the totals request.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "render/box_renderer.hpp"
#include "render/effects/sky_renderer.hpp"
#include "render/effects/lighting_rig.hpp"
#include "render/liquid_surface_renderer.hpp"
#include "render/orbit_camera.hpp"
#include "scenes/command_forms.hpp"
#include "scenes/fluid/fluid_layout.hpp"
#include "scenes/fluid/fluid_panel.hpp"
#include "scenes/fluid/fluid_params.hpp"
#include "scenes/fluid/fluid_throw.hpp"
#include "scenes/fluid/fluid_view2d.hpp"
#include "scenes/scene.hpp"
#include "sim/splat_fluid/splat_fluid_gpu.hpp"

namespace tp {
namespace {

constexpr float kExtent = 10.0f;         // metres: the grid's edge in the 3d view, at any grid size
constexpr int kMostMeshVertices = 257;   // per edge: finer grids show their detail in per-pixel normals
constexpr float kDefaultPourFraction = 1.0f / 3.0f;
constexpr int kCausticsMapSize = 512;    // texels over the tank: 2 cm each, finer than the finest grid's waves show

class FluidScene final : public Scene {
 public:
  void init(SceneServices& services) override {
    services_ = &services;
    const int n = settings_.params.gridSize;
    fluid_ = std::make_unique<SplatFluidGpu>(services.shaders, n, n);
    surface_.init(services.shaders);
    view2d_.init(services.shaders);
    boxes_.init(services.shaders);
    sky_.init(services.shaders);
    lighting_.init(services.shaders, {.sky = true, .caustics = true});
    const float floorHeight = 0.0f;  // the tank's floor, flat at y = 0
    tankFloor_ = gl::Texture::create2D(GL_R32F, 1, 1);
    tankFloor_.upload(GL_RED, GL_FLOAT, &floorHeight);
  }

  ParamTable params() override { return settings_.table(); }
  float lightRenderScale() const override { return 1.0f; }  // measured: BENCHMARKS.md, light quality
  // Software GL: no caustics (their pass costs about what the liquid does).
  std::vector<std::string> lightQuality() const override { return {"caustics=false"}; }

  void reset() override {
    syncSolver();
    fluid_->reset();
    if (settings_.params.fill > 0) pour(settings_.params.fill);
    throw_.release();
    history_.clear();
    steps_ = 0;
  }

  void step(float /*dt*/) override {
    syncSolver();
    gl::GpuTimers& timers = services_->timers;
    // One step of a frame's several is timed: the strip shows the cost of a step.
    const bool timed = !stepTimedThisFrame_;
    if (timed) timers.begin("fluid step");
    fluid_->step(1);
    if (timed) timers.end();
    stepTimedThisFrame_ = true;
    ++steps_;
  }

  void render(const FrameContext& context) override {
    const RenderView& view = context.view;
    viewSize_ = {view.width, view.height};
    stepTimedThisFrame_ = false;
    gl::GpuTimers& timers = context.timers;
    const bool threeD = settings_.params.view != FluidView::TwoD;
    const LiquidField field = liquidField();
    const bool caustics = threeD && settings_.params.caustics;
    LightingWish wish;
    if (threeD) {  // the 2D view is lit by nothing
      // Baked again only when the sun moves: the clouds stand still.
      wish.sky = SkySettings{.sunElevationDegrees = settings_.params.sunElevation,
                             .sunAzimuthDegrees = settings_.params.sunAzimuth};
      // The walls and deck cast, drawn with the light before the map.
      if (settings_.params.shadows)
        wish.shadow = ShadowWish{.radius = kShadowRadius, .mapSize = kShadowMapSize,
                                 .drawMoving = [&](const RenderView& fromSun) {
                                   boxes_.draw(fromSun, tankBoxes(), lighting_.light());
                                 }};
      // The texture's row 0 lies at z = +extent/2: a negative extent.y says so.
      if (caustics)
        wish.caustics = CausticsWish{{.heights = field.texture, .heightChannel = field.channelMask(),
                                      .metresPerUnit = field.metresPerUnit, .centre = {0.0f, 0.0f},
                                      .extent = {field.extent.x, -field.extent.y}, .seaLevel = 0.0f,
                                      .floorHeights = &tankFloor_, .floorExtent = {3.0f * kExtent, 3.0f * kExtent}},
                                     kCausticsMapSize};
    }
    const SkyLight& light = lighting_.update(timers, wish);
    // One pass name for either view, so the stats strip keeps no stale entry after V.
    timers.begin("fluid view");
    if (!threeD) {
      view2d_.draw(view, rect2d(), fluid_->stateTexture(), style2d());
    } else {
      const int n = fluid_->width();
      surface_.setMesh(std::min(n + 1, kMostMeshVertices), std::min(fluid_->height() + 1, kMostMeshVertices));
      surface_.draw(view, field, light, look_, lighting_.caustics());
      const std::vector<Box> tank = tankBoxes();
      boxes_.draw(view, tank, light);
      sky_.draw(view, light, nullptr, context.computeTarget());
    }
    timers.end();
    collectTotals();
  }

  void drawPanel() override {
    const FluidPanelRequests requests =
        drawFluidPanel({history_, fluid_->width(), fluid_->height(), static_cast<long long>(steps_),
                        splatFluidMaxSpeed(settings_.params.fluid.radius)});
    if (!requests.command.empty()) services_->post(*this, requests.command);
  }

  // "splash X Y [VX VY]" (cells, velocity in cells/step) or "splash centre",
  // "empty" (no fluid), "pour" (empty, then fill to `fill`, a third if 0),
  // "view 3d|2d".
  std::vector<SceneCommand> commands() override {
    FluidParams& p = settings_.params;
    auto splashAt = [this, &p](const CommandArgs& args) {
      const std::vector<float>& n = args.numbers;
      const float vx = n.size() == 4 ? n[2] : 0.0f, vy = n.size() == 4 ? n[3] : 0.0f;
      addSplash({n[0], n[1], p.fluid.splashMass, p.fluid.splashRadius, vx, vy});
    };
    return {
        alwaysCommand("splash N N", splashAt),
        alwaysCommand("splash N N N N", splashAt),
        alwaysCommand("splash centre", [this, &p](const CommandArgs&) {
          addSplash({0.5f * float(fluid_->width()), 0.5f * float(fluid_->height()), p.fluid.splashMass,
                     p.fluid.splashRadius, 0, 0});
        }),
        alwaysCommand("empty", [this](const CommandArgs&) { fluid_->reset(); }),
        alwaysCommand("pour", [this, &p](const CommandArgs&) {
          fluid_->reset();
          pour(p.fill > 0 ? p.fill : kDefaultPourFraction);
        }),
        alwaysCommand("view " + anyOf(FluidSettings::kViewNames),
                      [&p](const CommandArgs& args) { p.view = FluidView(args.choices[0]); }),
    };
  }

  std::vector<ScenePreset> presets() const override {
    return {
        {"seed", "the tweet as published: 13x13 window, open edges, the periodic splash, the seed's 3.142",
         {"radius=6", "edges=open", "gravity=0", "conserve_mass=false", "periodic_splash=true",
          "splash_period=500", "fill=0"}},
        {"tank", "a closed box with gravity, a third full: click to drop fluid, drag to throw it",
         {"edges=walls", "gravity=0.005", "conserve_mass=true", "periodic_splash=false", "fill=0.33"}},
        {"zero-g", "walls and no gravity: the periodic splash sprays into a closed box (mass grows)",
         {"edges=walls", "gravity=0", "conserve_mass=true", "periodic_splash=true", "splash_period=400",
          "fill=0"}},
    };
  }

  // The step count, then the state (vx, vy, mass per cell, row 0 first).
  std::vector<uint8_t> stateBytes() override {
    std::vector<uint8_t> bytes;
    const int64_t steps = fluid_->stepCount();
    const auto* first = reinterpret_cast<const uint8_t*>(&steps);
    bytes.insert(bytes.end(), first, first + sizeof steps);
    const std::vector<float> state = fluid_->readState();
    const auto* values = reinterpret_cast<const uint8_t*>(state.data());
    bytes.insert(bytes.end(), values, values + state.size() * sizeof(float));
    return bytes;
  }

  void pointer(const PointerEvent& event) override {
    if (event.type == PointerEvent::Type::Release) {
      throw_.release();
      return;
    }
    const std::optional<glm::vec2> cell = cellUnder(event);
    if (!cell) return;
    const SplatFluidParams& p = settings_.params.fluid;
    if (event.type == PointerEvent::Type::Press) addSplash(throw_.press(*cell, steps_, p));
    else if (auto splash = throw_.drag(*cell, steps_, p)) addSplash(*splash);
  }

  std::optional<glm::vec3> pick(const Ray& ray) override {
    glm::vec3 hit;
    if (!intersectHorizontalPlane(ray, 0.0f, hit) || !patch().contains(patch().cellAt(hit))) return std::nullopt;
    return hit;
  }

  std::vector<SceneKey> keys() override {
    return {flipKey('V', "switch the view: 3d tank / 2d from above", settings_.params.view)};
  }

  // Above the tank's near wall (row 0 is nearest), looking down at 36° so
  // the whole grid and a strip of sky show; the sun's glint on the far side.
  CameraStart camera() const override {
    return {.target = {0, 0, 0.8f}, .distance = 14.5f, .yawDegrees = 0.0f, .pitchDegrees = 36.0f,
            .minPitchDegrees = 5.0f, .maxPitchDegrees = 89.0f};
  }

  double cellsPerStep() const override {  // one fluid step per scene step
    return fluid_ ? double(fluid_->width()) * fluid_->height() : 0.0;
  }

  std::string sidecarExtra() const override {
    // A full readback, but only when a screenshot is written.
    const std::vector<float> state = fluid_->readState();
    double mass = 0, px = 0, py = 0, cx = 0, cy = 0;
    float largest = 0;
    int nonFinite = 0;
    const int w = fluid_->width();
    for (size_t i = 0; i < state.size(); i += 3) {
      const float vx = state[i], vy = state[i + 1], m = state[i + 2];
      if (!std::isfinite(vx) || !std::isfinite(vy) || !std::isfinite(m)) {
        ++nonFinite;
        continue;
      }
      const size_t cell = i / 3;
      mass += m;
      px += double(m) * vx;
      py += double(m) * vy;
      cx += double(m) * (double(cell % size_t(w)) + 0.5);
      cy += double(m) * (double(cell / size_t(w)) + 0.5);
      largest = std::max(largest, m);
    }
    char text[512];
    std::snprintf(text, sizeof text,
                  "grid_cells: %dx%d\nview: %s\nfluid_steps: %lld\ntotal_mass: %.6g\nmomentum_x: %.6g\n"
                  "momentum_y: %.6g\nmax_mass: %.6g\nmass_centre: %.3f %.3f\nnon_finite_cells: %d\n"
                  "plot_samples: %d\n",
                  w, fluid_->height(), FluidSettings::kViewNames[size_t(settings_.params.view)],
                  static_cast<long long>(fluid_->stepCount()), mass, px, py, double(largest),
                  mass > 0 ? cx / mass : 0.0, mass > 0 ? cy / mass : 0.0, nonFinite, history_.mass.count());
    return text;
  }

 private:
  FluidPatch patch() const { return {{kExtent, kExtent}, fluid_->width(), fluid_->height()}; }
  FluidRect rect2d() const { return FluidRect::fit(viewSize_.x, viewSize_.y, fluid_->width(), fluid_->height()); }
  float metresPerMass() const { return settings_.params.depthScale * patch().cellSize(); }

  // The cell under the pointer in the view being shown: 2d by its pixel in
  // the last frame's layout, 3d where its ray meets the floor.
  std::optional<glm::vec2> cellUnder(const PointerEvent& event) const {
    if (settings_.params.view == FluidView::TwoD) return rect2d().cellAt(event.pixel, fluid_->width(), fluid_->height());
    glm::vec3 hit;
    if (!intersectHorizontalPlane(event.ray, 0.0f, hit)) return std::nullopt;
    const glm::vec2 cell = patch().cellAt(hit);
    if (!patch().contains(cell)) return std::nullopt;
    return cell;
  }

  // The panel's values reach the solver at every step (sliders act at once);
  // a new grid size resamples the fluid.
  void syncSolver() {
    const FluidParams& p = settings_.params;
    fluid_->params() = p.fluid;
    if (p.gridSize != fluid_->width() || p.gridSize != fluid_->height()) fluid_->resize(p.gridSize, p.gridSize);
  }

  void addSplash(const SplatFluidSplash& splash) {
    syncSolver();
    fluid_->splash(splash);
  }

  // Rows 0 .. fraction·rows at rest density, at rest: a pool on the floor
  // that gravity pulls toward. One upload, only when asked for.
  void pour(float fraction) {
    const int w = fluid_->width(), h = fluid_->height();
    const int filled = std::clamp(int(std::lround(fraction * float(h))), 0, h);
    std::vector<float> state(size_t(w) * size_t(h) * 3, 0.0f);
    for (size_t i = 0; i < size_t(w) * size_t(filled); ++i) state[i * 3 + 2] = settings_.params.fluid.rho0;
    fluid_->writeState(state);
  }

  void collectTotals() {
    SplatFluidTotals totals;
    if (fluid_->pollTotals(totals)) {
      history_.mass.push(float(totals.mass));
      history_.momentumX.push(float(totals.momentumX));
      history_.momentumY.push(float(totals.momentumY));
    }
    if (steps_ != stepsAtRequest_ || history_.mass.empty()) {
      services_->timers.begin("fluid totals");
      fluid_->requestTotals();
      services_->timers.end();
      stepsAtRequest_ = steps_;
    }
  }

  // Metres: knee-high walls round a closed box, a kerb round open edges
  // (over which the fluid leaves).
  float wallHeight() const { return settings_.params.fluid.edges == SPLAT_FLUID_EDGES_WALLS ? 0.8f : 0.06f; }

  LiquidField liquidField() const {
    const bool walls = settings_.params.fluid.edges == SPLAT_FLUID_EDGES_WALLS;
    // A hair under the walls' top, so the brim-full surface never meets it.
    return {&fluid_->stateTexture(), 2, metresPerMass(), {kExtent, kExtent}, walls ? wallHeight() - 0.02f : 1e9f};
  }

  Fluid2dStyle style2d() const {
    Fluid2dStyle style;
    style.velocity = Fluid2dStyle::Velocity(settings_.params.velocity);
    style.metresPerMass = metresPerMass();
    style.extent = {kExtent, kExtent};
    style.fullTintSpeed = std::max(1.0f, 0.5f * splatFluidMaxSpeed(settings_.params.fluid.radius));
    style.sunDirection = sunDirectionFor(settings_.params.sunElevation, settings_.params.sunAzimuth);
    style.look = look_;
    return style;
  }

  // The tank: four walls round the grid (knee-high with walls, a kerb with
  // open edges, over which the fluid leaves) on a wide deck a little below
  // the floor, so the tank does not float in the sky's far sea.
  std::vector<Box> tankBoxes() const {
    const float half = 0.5f * kExtent, thick = 0.25f, height = wallHeight();
    const glm::vec3 stone(0.42f, 0.40f, 0.37f), deck(0.26f, 0.2f, 0.14f);
    return {
        {{-half - 0.5f * thick, 0.5f * height - 0.1f, 0}, {0.5f * thick, 0.5f * height + 0.1f, half + thick}, stone},
        {{half + 0.5f * thick, 0.5f * height - 0.1f, 0}, {0.5f * thick, 0.5f * height + 0.1f, half + thick}, stone},
        {{0, 0.5f * height - 0.1f, -half - 0.5f * thick}, {half, 0.5f * height + 0.1f, 0.5f * thick}, stone},
        {{0, 0.5f * height - 0.1f, half + 0.5f * thick}, {half, 0.5f * height + 0.1f, 0.5f * thick}, stone},
        {{0, -0.26f, 0}, {half + 1.5f, 0.25f, half + 1.5f}, deck},
    };
  }

  FluidSettings settings_;
  SceneServices* services_ = nullptr;
  std::unique_ptr<SplatFluidGpu> fluid_;
  LiquidSurfaceRenderer surface_;
  FluidView2d view2d_;
  BoxRenderer boxes_;
  // The sun's shadow map over the tank and its walls (kExtent across, the
  // walls outside it): 1024 texels over its bounding sphere, 1.5 cm each.
  static constexpr float kShadowRadius = 0.75f * kExtent;
  static constexpr int kShadowMapSize = 1024;
  SkyRenderer sky_;
  LiquidLook look_;
  LightingRig lighting_;
  gl::Texture tankFloor_;  // 1x1: the floor's height, for the caustics
  FluidThrow throw_;
  FluidHistory history_;
  int64_t steps_ = 0;  // since the last reset: the drag's clock
  int64_t stepsAtRequest_ = -1;
  bool stepTimedThisFrame_ = false;
  glm::ivec2 viewSize_{1280, 720};  // the last frame's, for the 2d view's pixel → cell
};

}  // namespace

std::unique_ptr<Scene> createFluidScene() { return std::make_unique<FluidScene>(); }

}  // namespace tp
