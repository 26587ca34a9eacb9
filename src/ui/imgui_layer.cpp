#include "ui/imgui_layer.hpp"

#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <imgui_internal.h>  // ClosePopupToLevel

#include <stdexcept>
#include <string>

#include "core/log.hpp"
#include "ui/ui_font.hpp"

namespace tp {

ImGuiLayer::~ImGuiLayer() {
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
  windowed_ = window != nullptr;
  if (windowed_ && !ImGui_ImplGlfw_InitForOpenGL(window, true)) {
    ImGui::DestroyContext();
    throw std::runtime_error("Dear ImGui: the GLFW backend failed to start");
  }
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
  } else {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(float(width), float(height));
    io.DisplayFramebufferScale = ImVec2(1, 1);
    io.DeltaTime = float(seconds > 0 ? seconds : 1.0 / 60.0);
  }
  ImGui::NewFrame();
}

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

}  // namespace tp
