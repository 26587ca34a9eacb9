#include "ui/imgui_layer.hpp"

#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <imgui_internal.h>  // ClosePopupToLevel

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <stdexcept>
#include <string>

#include "core/log.hpp"
#include "ui/ui_font.hpp"

namespace tp {
namespace {

// Dear ImGui 1.87 brought its own input queue (io.AddKeyEvent and friends,
// trickled); before it, this layer queues and trickles.
constexpr bool kImGuiHasEventQueue = IMGUI_VERSION_NUM >= 18700;

// The one window's layer and the callbacks it chains to (the app's InputQueue),
// as the ImGui backend itself keeps them.
ImGuiLayer* g_trickleLayer = nullptr;
GLFWmousebuttonfun g_previousMouseButton = nullptr;
GLFWcursorposfun g_previousCursor = nullptr;
GLFWscrollfun g_previousScroll = nullptr;
GLFWkeyfun g_previousKey = nullptr;
GLFWcharfun g_previousChar = nullptr;

}  // namespace

ImGuiLayer::ImGuiLayer() = default;

ImGuiLayer::~ImGuiLayer() {
  if (g_trickleLayer == this) g_trickleLayer = nullptr;  // the callbacks stay chained; they queue nothing now
  if (!initialised_) return;
  if (drawing_) ImGui_ImplOpenGL3_Shutdown();
  if (windowed_) ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
}

bool ImGuiLayer::init(GLFWwindow* window) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  if (const std::string problem = addPanelFont(*io.Fonts); !problem.empty()) log::warn("%s", problem.c_str());
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 4;
  style.FrameRounding = 3;
  style.Colors[ImGuiCol_WindowBg].w = 0.86f;  // the water shows through a little
  unscaledStyle_ = std::make_unique<ImGuiStyle>(style);
  windowed_ = window != nullptr;
  trickling_ = windowed_ && !kImGuiHasEventQueue;
  if (windowed_ && !ImGui_ImplGlfw_InitForOpenGL(window, !trickling_)) {
    ImGui::DestroyContext();
    throw std::runtime_error("Dear ImGui: the GLFW backend failed to start");
  }
  if (trickling_) installTrickleCallbacks(window);
  initialised_ = true;
  // The OpenGL3 backend loads GL by itself (gl3w through libGL.so.1); with
  // glvnd its entry points dispatch to whichever context is current, EGL too.
  // Without libGL (a bare headless box) the app still runs, with no panel drawn.
  drawing_ = ImGui_ImplOpenGL3_Init("#version 450 core");
  if (!drawing_) io.Fonts->Build();  // what the renderer backend would have done
  return drawing_;
}

void ImGuiLayer::newFrame(int width, int height, double seconds) {
  if (drawing_) ImGui_ImplOpenGL3_NewFrame();
  if (windowed_) {
    ImGui_ImplGlfw_NewFrame();
    if (trickling_) feedTrickledInput();  // over what the backend polled
  } else {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(float(width), float(height));
    io.DisplayFramebufferScale = ImVec2(1, 1);
    io.DeltaTime = float(seconds > 0 ? seconds : 1.0 / 60.0);
  }
  ImGui::NewFrame();
}

void ImGuiLayer::setScale(float scale) {
  if (!initialised_ || scale == scale_) return;
  scale_ = scale;
  // ScaleAllSizes rounds, so repeated scaling would drift: always from the unscaled style.
  ImGuiStyle& style = ImGui::GetStyle();
  style = *unscaledStyle_;
  style.ScaleAllSizes(scale);
  ImGui::GetIO().FontGlobalScale = scale;
}

void ImGuiLayer::discardFrame() { ImGui::EndFrame(); }

void ImGuiLayer::render() {
  ImGui::Render();
  if (drawing_) ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

bool ImGuiLayer::wantsMouse() const { return ImGui::GetIO().WantCaptureMouse; }
bool ImGuiLayer::wantsKeyboard() const { return ImGui::GetIO().WantCaptureKeyboard; }

bool ImGuiLayer::takeEscape() {
  if (!initialised_) return false;
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)) {
    // Dear ImGui closes popups on Esc only with keyboard navigation, which
    // would also take W/A/S/D from the scene once the panel has focus.
    ImGui::ClosePopupToLevel(0, true);
    return true;
  }
  return ImGui::GetIO().WantTextInput || ImGui::IsAnyItemActive();
}

void ImGuiLayer::installTrickleCallbacks(GLFWwindow* window) {
  g_trickleLayer = this;
  g_previousMouseButton = glfwSetMouseButtonCallback(window, onMouseButton);
  g_previousCursor = glfwSetCursorPosCallback(window, onCursor);
  g_previousScroll = glfwSetScrollCallback(window, onScroll);
  g_previousKey = glfwSetKeyCallback(window, onKey);
  g_previousChar = glfwSetCharCallback(window, onChar);
}

void ImGuiLayer::onMouseButton(GLFWwindow* window, int button, int action, int mods) {
  if (g_previousMouseButton) g_previousMouseButton(window, button, action, mods);
  if (g_trickleLayer)
    g_trickleLayer->pending_.push_back({UiEvent::Kind::MouseButton, 0, 0, button, action == GLFW_PRESS});
}

void ImGuiLayer::onCursor(GLFWwindow* window, double x, double y) {
  if (g_previousCursor) g_previousCursor(window, x, y);
  if (g_trickleLayer) g_trickleLayer->pending_.push_back({UiEvent::Kind::MousePos, float(x), float(y)});
}

void ImGuiLayer::onScroll(GLFWwindow* window, double dx, double dy) {
  if (g_previousScroll) g_previousScroll(window, dx, dy);
  if (g_trickleLayer) g_trickleLayer->pending_.push_back({UiEvent::Kind::Wheel, float(dx), float(dy)});
}

void ImGuiLayer::onKey(GLFWwindow* window, int key, int scancode, int action, int mods) {
  if (g_previousKey) g_previousKey(window, key, scancode, action, mods);
  if (g_trickleLayer && action != GLFW_REPEAT)  // ImGui repeats held keys itself
    g_trickleLayer->pending_.push_back({UiEvent::Kind::Key, 0, 0, key, action == GLFW_PRESS});
}

void ImGuiLayer::onChar(GLFWwindow* window, unsigned int codepoint) {
  if (g_previousChar) g_previousChar(window, codepoint);
  if (g_trickleLayer) g_trickleLayer->pending_.push_back({UiEvent::Kind::Char, 0, 0, int(codepoint)});
}

void ImGuiLayer::feedTrickledInput() {
  trickleUiEvents(pending_, uiState_);
  applyUiInputState(uiState_, ImGui::GetIO());
}

}  // namespace tp
