#include "sim/fft/fft_stockham_defines.hpp"

#include <cstddef>

#include "gl/gl.hpp"
#include "sim/fft/fft_twiddles.hpp"

namespace tp {

std::string fftStockhamDefines(int n, int lanes) {
  // Asked once: the limit is the driver's, and programs are looked up often
  // (the library caches them by their defines).
  static const GLint sharedBytes = [] {
    GLint bytes = 0;
    glGetIntegerv(GL_MAX_COMPUTE_SHARED_MEMORY_SIZE, &bytes);
    return bytes;
  }();
  // A lane is n vec2s, and one more every 16 when padded (fft_stockham.glsl's FFT_LANE_STRIDE).
  const size_t paddedBytes = size_t(lanes) * size_t(n + n / 16) * 2 * sizeof(float);
  return "#define FFT_PADDED " + std::string(paddedBytes <= size_t(sharedBytes) ? "1" : "0") + "\n#define FFT_N " +
         std::to_string(n) + "\n#define FFT_LOG2N " + std::to_string(fftLog2(n)) + "\n";
}

}  // namespace tp
