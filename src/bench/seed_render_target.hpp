#pragma once
// SEED DESIGNS support (benchmark only): the seeds step their fields with
// fragment shaders that render into a texture (Godot viewports, Shadertoy
// buffers). A texture with its framebuffer, and one full-viewport draw.
#include <string>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"

namespace tp::bench {

struct RenderTexture {
  gl::Texture texture;
  gl::Framebuffer framebuffer;
};

// Nearest filtering, clamped to edge (texel-exact reads). Throws
// std::runtime_error if the framebuffer is incomplete.
RenderTexture makeRenderTexture(GLenum internalFormat, int width, int height, const std::string& label);

// Renders one triangle covering `target` with `program` (its vertex stage is
// bench/fullscreen.vert); `emptyVertexArray` only satisfies the core profile.
void drawFullscreen(const gl::ShaderProgram& program, const RenderTexture& target,
                    const gl::VertexArray& emptyVertexArray);

}  // namespace tp::bench
