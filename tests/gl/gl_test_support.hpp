#pragma once
// What GL tests share: the process's context and shader library (see gl_test_main.cpp).
#include "gl/context.hpp"
#include "gl/shader_library.hpp"

namespace tp::test {
gl::ShaderLibrary& shaders();
const gl::ContextInfo& contextInfo();
}  // namespace tp::test
