// The demo scene: a lit, animated water-like surface from a few travelling
// sine waves, plus ring-shaped splashes where the user clicks. No solver: it
// exercises the app shell (clock, camera, picking, panel, screenshots) and the
// surface renderer until the real scenes replace it. The heights are written
// by a tiny compute shader (shaders/render/demo_heights.comp) into an R32F
// texture, the same input the wave solvers will give the surface renderer.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <glm/gtc/type_ptr.hpp>
#include <imgui.h>

#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/lighting_rig.hpp"
#include "render/effects/sky_renderer.hpp"
#include "shaders/common/optics.h"
#include "render/orbit_camera.hpp"
#include "render/water_surface_renderer.hpp"
#include "scenes/command_forms.hpp"
#include "scenes/scene.hpp"
#include "scenes/sun_params.hpp"
#include "shaders/common/shared_layout.h"

namespace tp {
namespace {

constexpr int kMaxSplashes = 16;             // matches kMaxSplashes in demo_heights.comp
constexpr glm::vec2 kExtent{32.0f, 32.0f};    // metres of water
constexpr float kTwoPi = 6.2831853f;

struct DemoParams {
  float amplitude = 0.15f;      // m
  float wavelength = 6.0f;      // m
  float windDegrees = 30.0f;    // direction the waves travel
  float waveSpeed = 1.0f;       // × deep-water phase speed
  float splashHeight = 0.35f;   // m
  float splashSpeed = 2.0f;     // m/s
  float splashDecay = 0.5f;     // 1/s
  int tint = 0;                 // index into kTints
  bool wireframe = false;
  int gridResolution = 256;     // vertices (and height texels) per edge
  bool perPixelWater = true;    // false: shaded per vertex (light quality for software GL)
  float sunElevation = 40.0f;   // degrees above the horizon
  float sunAzimuth = 30.0f;     // degrees clockwise from north (−z): ahead of the start camera and to its right
  float cloudCover = 0.3f;      // share of the sky the cloud deck hides
};

// The steepest waves that do not fold, m: the slope 2πA/λ of each wave ≤ 0.25
// (four of them can then sum to a slope of about 1, i.e. 45°).
double demoAmplitudeLimit(const DemoParams& p) { return 0.25 * double(p.wavelength) / double(kTwoPi); }

const ParamList<DemoParams>& demoParamList() {
  static const ParamList<DemoParams> list = [] {
    ParamList<DemoParams> table;
    ParamSpec& amplitude = table.addFloat("amplitude", &DemoParams::amplitude, 0.0, 2.0, "m",
                                       "height of the longest wave; shorter ones keep its steepness");
    table.limitBy(amplitude, demoAmplitudeLimit, "steepness 2*pi*amplitude/wavelength <= 0.25, else the waves fold");
    table.addFloat("wavelength", &DemoParams::wavelength, 0.5, 30.0, "m", "length of the longest wave")
        .logarithmic = true;
    table.addFloat("wind_direction", &DemoParams::windDegrees, 0.0, 360.0, "deg",
                     "direction the waves travel, from +x towards +z");
    table.addFloat("wave_speed", &DemoParams::waveSpeed, 0.0, 4.0, "x",
                     "multiplies the deep-water phase speed c = sqrt(g*wavelength/(2*pi))");
    table.addFloat("splash_height", &DemoParams::splashHeight, 0.0, 1.5, "m", "crest height of a click's splash");
    table.addFloat("splash_speed", &DemoParams::splashSpeed, 0.2, 8.0, "m/s", "how fast a splash ring spreads");
    table.addFloat("splash_decay", &DemoParams::splashDecay, 0.0, 5.0, "1/s", "how fast a splash dies out");
    table.addChoice("water_tint", &DemoParams::tint, {"ocean", "lagoon", "murky"}, "colour of the water body");
    table.addBool("wireframe", &DemoParams::wireframe, "draw the surface mesh as lines");
    table.addInt("grid_resolution", &DemoParams::gridResolution, 16, 1024, "vertices",
                   "vertices (and height texels) per edge of the surface")
        .structural = true;
    addSunPlaceParams(table, &DemoParams::sunElevation, &DemoParams::sunAzimuth,
                      "The sky, the light on the water and the sun's reflection in it follow it.");
    table.addFloat("cloud_cover", &DemoParams::cloudCover, 0.0, 1.0, "",
                   "Share of the sky the cloud deck hides (the water mirrors it).");
    table.addBool("per_pixel_water", &DemoParams::perPixelWater,
                    "shade the water once a pixel (on) or once a vertex (off: far cheaper in software GL, "
                    "which starts with it off)");
    return table;
  }();
  return list;
}

struct Tint {
  glm::vec3 deep, scatter;
};
const Tint kTints[] = {
    {{0.004f, 0.03f, 0.06f}, {0.0f, 0.16f, 0.17f}},   // ocean
    {{0.01f, 0.10f, 0.12f}, {0.05f, 0.42f, 0.38f}},   // lagoon
    {{0.02f, 0.035f, 0.02f}, {0.10f, 0.13f, 0.05f}},  // murky
};

struct Splash {
  glm::vec2 centre;  // metres (x, z)
  float birth;       // scene seconds
  float height;      // metres
};

class DemoScene final : public Scene {
 public:
  // Software GL: a coarser surface, shaded per vertex.
  float lightRenderScale() const override { return 1.0f; }  // measured: BENCHMARKS.md, light quality
  std::vector<std::string> lightQuality() const override { return {"grid_resolution=128", "per_pixel_water=false"}; }

  void init(SceneServices& services) override {
    services_ = &services;
    heightsProgram_ = &services.shaders.load({"render/demo_heights.comp"});
    sky_.init(services.shaders);
    lighting_.init(services.shaders, {.sky = true});
    surface_.init(services.shaders);
    rebuildGrid();
  }

  ParamTable params() override { return {demoParamList(), p_}; }

  void reset() override {
    time_ = 0;
    splashes_.clear();
  }

  void step(float dt) override {
    time_ += dt;
    // Forget splashes that have faded below a millimetre or left the patch.
    while (!splashes_.empty() && splashFaded(splashes_.front())) splashes_.pop_front();
  }

  void render(const FrameContext& context) override {
    const RenderView& view = context.view;
    if (p_.gridResolution != heights_.width()) rebuildGrid();
    gl::GpuTimers& timers = context.timers;
    timers.begin("demo heights");
    writeHeights();
    timers.end();
    const SkyLight& light = lighting_.update(
        timers, {.sky = SkySettings{.sunElevationDegrees = p_.sunElevation, .sunAzimuthDegrees = p_.sunAzimuth,
                                    .turbidity = kClearAir, .cloudCover = p_.cloudCover}});
    timers.begin("water");
    const Tint& tint = kTints[std::clamp(p_.tint, 0, int(std::size(kTints)) - 1)];
    WaterLook look;
    look.deepColour = tint.deep;
    look.scatterColour = tint.scatter;
    look.crestHeight = std::max(0.05f, effectiveAmplitude() * 1.5f);
    look.wireframe = p_.wireframe;
    look.glintSlopeVariance = optics::unresolvedSlopeVariance(kBreeze);
    look.time = time_;
    surface_.setPerVertexShading(!p_.perPixelWater);
    surface_.draw(view, heights_, {.extent = kExtent}, light, look, {}, context.computeTarget());
    timers.end();
    timers.begin("sky");
    sky_.draw(view, light, nullptr, context.computeTarget());
    timers.end();
  }

  void drawPanel() override {
    ImGui::Text("%d splash%s active", int(splashes_.size()), splashes_.size() == 1 ? "" : "es");
    ImGui::SameLine();
    // Through the app (Scene::command), so both sides of a comparison get it and recordings keep it.
    if (ImGui::SmallButton("clear")) services_->post(*this, "clear");
    ImGui::SameLine();
    if (ImGui::SmallButton("splash centre")) services_->post(*this, "splash 0 0");
    ImGui::TextDisabled("left click / drag on the water to splash; C clears");
  }

  void pointer(const PointerEvent& event) override {
    const std::optional<glm::vec3> hit = pick(event.ray);
    if (!hit) return;
    const glm::vec2 at(hit->x, hit->z);
    if (event.type == PointerEvent::Type::Press) {
      addSplash(at);
    } else if (event.type == PointerEvent::Type::Drag) {
      // A drag leaves a trail: one splash per metre moved or per 0.15 s.
      if (splashes_.empty() || glm::distance(at, lastDragSplash_) > 1.0f ||
          time_ - splashes_.back().birth > 0.15f)
        addSplash(at);
    }
  }

  // "clear" or "splash X Z" (metres).
  std::vector<SceneCommand> commands() override {
    return {
        alwaysCommand("clear", [this](const CommandArgs&) { splashes_.clear(); }),
        alwaysCommand("splash N N", [this](const CommandArgs& args) { addSplash({args.numbers[0], args.numbers[1]}); }),
    };
  }

  std::vector<ScenePreset> presets() const override {
    return {
        {"calm", "a long, low swell under a light breeze",
         {"amplitude=0.05", "wavelength=12", "wave_speed=0.7", "splash_height=0.2"}},
        {"storm", "steep, fast waves at the steepness limit, big splashes",
         {"amplitude=0.9", "wavelength=24", "wave_speed=1.6", "wind_direction=200", "splash_height=1",
          "splash_decay=0.3"}},
        {"lagoon", "short ripples in clear, shallow-looking water",
         {"amplitude=0.06", "wavelength=2.5", "water_tint=lagoon", "splash_speed=1.2"}},
        {"mesh", "the surface as a coarse wireframe, to see the grid the heights live on",
         {"wireframe=true", "grid_resolution=64"}},
    };
  }

  // time, splashes, then the height field the last render() computed (R32F, row 0 first).
  std::vector<uint8_t> stateBytes() override {
    std::vector<uint8_t> bytes;
    auto append = [&](const void* data, size_t size) {
      const auto* first = static_cast<const uint8_t*>(data);
      bytes.insert(bytes.end(), first, first + size);
    };
    append(&time_, sizeof time_);
    for (const Splash& splash : splashes_) append(&splash, sizeof splash);
    if (heights_) {
      std::vector<float> heights(size_t(heights_.width()) * size_t(heights_.height()));
      heights_.download(GL_RED, GL_FLOAT, heights.size() * sizeof(float), heights.data());
      append(heights.data(), heights.size() * sizeof(float));
    }
    return bytes;
  }

  std::optional<glm::vec3> pick(const Ray& ray) override {
    glm::vec3 hit;
    if (!intersectHorizontalPlane(ray, 0.0f, hit)) return std::nullopt;
    if (std::abs(hit.x) > kExtent.x * 0.5f || std::abs(hit.z) > kExtent.y * 0.5f) return std::nullopt;
    return hit;
  }

  std::vector<SceneKey> keys() override {
    return {{{Key::C}, "C", "clear the splashes", [this](Key, bool down) { if (down) splashes_.clear(); }}};
  }

  // Low enough that the horizon shows, with the sun's glint ahead and to the
  // right; never below the water, which has no underside worth seeing.
  CameraStart camera() const override {
    return {.target = {0, 0, 0}, .distance = 20.0f, .yawDegrees = 35.0f, .pitchDegrees = 15.0f,
            .minPitchDegrees = 3.0f, .maxPitchDegrees = 89.0f};
  }

  std::string sidecarExtra() const override {
    char text[128];
    std::snprintf(text, sizeof text, "splashes_active: %d\nscene_time_s: %.4f\n", int(splashes_.size()),
                  double(time_));
    return text;
  }

 private:
  // The sky's air: very clear (Preetham et al.'s turbidity), so that the
  // low sky the start camera sees is blue enough to colour the water.
  static constexpr float kClearAir = 2.0f;
  // The breeze whose unresolved ripples break the sun's reflection into
  // glitter (m/s; the swell's own slopes are drawn).
  static constexpr float kBreeze = 5.0f;

  // A wavelength shortened after the amplitude was set may leave it above the limit.
  float effectiveAmplitude() const { return std::min(p_.amplitude, float(demoAmplitudeLimit(p_))); }

  bool splashFaded(const Splash& splash) const {
    const float age = time_ - splash.birth;
    const float front = p_.splashSpeed * age;
    return splash.height * std::exp(-p_.splashDecay * age) < 1e-3f || front > 2.0f * kExtent.x;
  }

  void addSplash(glm::vec2 at) {
    if (int(splashes_.size()) == kMaxSplashes) splashes_.pop_front();  // the oldest makes room
    splashes_.push_back({at, time_, p_.splashHeight});
    lastDragSplash_ = at;
  }

  void rebuildGrid() {
    heights_ = gl::Texture::create2D(GL_R32F, p_.gridResolution, p_.gridResolution);
    heights_.setLabel(GL_TEXTURE, "demo heights");
    surface_.setGrid(p_.gridResolution, p_.gridResolution);
  }

  void writeHeights() {
    const GLuint id = heightsProgram_->id();
    auto uniform = [&](const char* name) { return heightsProgram_->uniform(name); };
    glProgramUniform2fv(id, uniform("extent"), 1, glm::value_ptr(kExtent));
    glProgramUniform1f(id, uniform("time"), time_);
    glProgramUniform1f(id, uniform("amplitude"), effectiveAmplitude());
    glProgramUniform1f(id, uniform("wavelength"), p_.wavelength);
    glProgramUniform1f(id, uniform("windAngle"), glm::radians(p_.windDegrees));
    glProgramUniform1f(id, uniform("speedScale"), p_.waveSpeed);
    glProgramUniform1f(id, uniform("splashSpeed"), p_.splashSpeed);
    glProgramUniform1f(id, uniform("splashDecay"), p_.splashDecay);
    glm::vec4 packed[kMaxSplashes]{};
    int count = 0;
    for (const Splash& s : splashes_) packed[count++] = {s.centre.x, s.centre.y, s.birth, s.height};
    glProgramUniform1i(id, uniform("splashCount"), count);
    if (count > 0) glProgramUniform4fv(id, uniform("splashes"), count, glm::value_ptr(packed[0]));
    heightsProgram_->use();
    heights_.bindImage(TP_IMAGE_STATE_OUT, GL_WRITE_ONLY);
    const GLuint groups = GLuint((p_.gridResolution + TP_GROUP_2D - 1) / TP_GROUP_2D);
    glDispatchCompute(groups, groups, 1);
    glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT);
  }

  DemoParams p_;
  SceneServices* services_ = nullptr;
  gl::ShaderProgram* heightsProgram_ = nullptr;
  gl::Texture heights_;
  SkyRenderer sky_;
  LightingRig lighting_;
  WaterSurfaceRenderer surface_;
  float time_ = 0;  // scene seconds, advanced only by step()
  std::deque<Splash> splashes_;
  glm::vec2 lastDragSplash_{0};
};

}  // namespace

std::unique_ptr<Scene> createDemoScene() { return std::make_unique<DemoScene>(); }

}  // namespace tp
