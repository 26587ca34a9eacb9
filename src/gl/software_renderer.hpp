#pragma once
// Whether OpenGL runs in software (Mesa's llvmpipe or softpipe): shaders on
// the same few CPU cores, timer queries that read 0, every sample paid for.
// Kernels, quality defaults and timers pick differently there; this
// is the one test they all ask.
#include <string_view>

namespace tp::gl {

// From a GL_RENDERER string (ContextInfo::renderer). Whoever makes a context
// asks once and tells the rest (ShaderLibrary::softwareRenderer).
bool isSoftwareRenderer(std::string_view renderer);

}  // namespace tp::gl
