#pragma once
// What GL tests share: the process's context and shader library (see gl_test_main.cpp).
#include "gl/context.hpp"
#include "gl/shader_library.hpp"

namespace tp::test {
gl::ShaderLibrary& shaders();
const gl::ContextInfo& contextInfo();

// How far a GPU solver may stray from its CPU twin: 0 on software GL, where
// llvmpipe runs the kernels' float operations in the twin's order and
// rounding (no fused multiply-adds), so they agree bit for bit; `gpuBound` on
// a GPU, whose driver may fuse multiply-adds and round sqrt or division its
// own way.
inline double twinBound(double gpuBound) { return shaders().softwareRenderer() ? 0.0 : gpuBound; }
}  // namespace tp::test
