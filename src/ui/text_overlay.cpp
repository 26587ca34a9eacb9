#include "ui/text_overlay.hpp"

#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <algorithm>

namespace tp {
namespace {
constexpr float kSmallPixels = 13, kLargePixels = 26;  // ProggyClean is drawn for 13 px; 26 is exactly twice
constexpr float kPadding = 4;
const ImU32 kBoxColour = IM_COL32(0, 0, 0, 170);
const ImU32 kTextColour = IM_COL32(255, 255, 255, 255);

// Makes `context` current for the life of this object, then puts the previous one back.
class ContextScope {
 public:
  explicit ContextScope(ImGuiContext* context) : previous_(ImGui::GetCurrentContext()) {
    ImGui::SetCurrentContext(context);
  }
  ~ContextScope() { ImGui::SetCurrentContext(previous_); }
  ContextScope(const ContextScope&) = delete;
  ContextScope& operator=(const ContextScope&) = delete;

 private:
  ImGuiContext* previous_;
};
}  // namespace

TextOverlay::~TextOverlay() {
  if (!context_) return;
  {
    ContextScope scope(context_);
    if (drawing_) ImGui_ImplOpenGL3_Shutdown();
  }
  ImGui::DestroyContext(context_);
}

bool TextOverlay::init() {
  ImGuiContext* previous = ImGui::GetCurrentContext();
  context_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(context_);
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  ImFontConfig small;
  small.SizePixels = kSmallPixels;
  io.Fonts->AddFontDefault(&small);
  ImFontConfig large;
  large.SizePixels = kLargePixels;
  large_ = io.Fonts->AddFontDefault(&large);
  drawing_ = ImGui_ImplOpenGL3_Init("#version 450 core");
  ImGui::SetCurrentContext(previous);
  return drawing_;
}

float TextOverlay::boxHeight(bool large) const {
  return (large ? kLargePixels : kSmallPixels) + 2 * kPadding;
}

void TextOverlay::draw(int width, int height, std::span<const OverlayText> texts,
                       std::span<const OverlayLine> lines) {
  if (!drawing_ || (texts.empty() && lines.empty())) return;
  ContextScope scope(context_);
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(float(width), float(height));
  io.DisplayFramebufferScale = ImVec2(1, 1);
  io.DeltaTime = 1.0f / 60.0f;  // nothing here animates
  ImGui_ImplOpenGL3_NewFrame();
  ImGui::NewFrame();
  ImDrawList* list = ImGui::GetForegroundDrawList();
  for (const OverlayLine& line : lines)
    list->AddLine(ImVec2(line.x0, line.y0), ImVec2(line.x1, line.y1), line.colour, line.thickness);
  for (const OverlayText& text : texts) {
    ImFont* font = text.large ? large_ : io.Fonts->Fonts[0];
    const float size = text.large ? kLargePixels : kSmallPixels;
    const float wrap = std::max(size, text.maxWidth - 2 * kPadding);
    const ImVec2 extent = font->CalcTextSizeA(size, wrap, wrap, text.text.c_str());
    const float boxWidth = extent.x + 2 * kPadding;
    const ImVec2 corner(text.alignRight ? text.x - boxWidth : text.x, text.y);
    list->AddRectFilled(corner, ImVec2(corner.x + boxWidth, corner.y + extent.y + 2 * kPadding),
                        kBoxColour, 3.0f);
    list->AddText(font, size, ImVec2(corner.x + kPadding, corner.y + kPadding), kTextColour, text.text.c_str(),
                  nullptr, wrap);
  }
  ImGui::Render();
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace tp
