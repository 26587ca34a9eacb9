#pragma once
// The build settings shaders/sim/fft/fft_stockham.glsl needs for `lanes`
// transforms of n points side by side in a work group: FFT_N, FFT_LOG2N, and
// FFT_PADDED, 1 where the padded lanes fit in this GL's shared memory (on
// NVIDIA 48 KB; OpenGL promises 32 KB, which two padded 2048-point lanes
// pass). Needs a current GL context.
#include <string>

namespace tp {

std::string fftStockhamDefines(int n, int lanes);

}  // namespace tp
