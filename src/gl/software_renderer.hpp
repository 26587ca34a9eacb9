#pragma once
// Whether OpenGL runs in software (Mesa's llvmpipe or softpipe): shaders on
// the same few CPU cores, timer queries that read 0, every sample paid for.
// Kernels, quality defaults and timers pick differently there; this
// is the one test they all ask.
#include <string_view>

namespace tp::gl {

// From a GL_RENDERER string.
bool isSoftwareRenderer(std::string_view renderer);
// For the current context (reads GL_RENDERER).
bool currentRendererIsSoftware();

}  // namespace tp::gl
