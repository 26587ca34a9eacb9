#pragma once
// What the GPU's transforms (shaders/sim/fft/fft_stockham.glsl and the
// radix-2 fft_radix2.glsl) are built from: the twiddle table and log2 of the
// size.
#include <vector>

namespace tp {

// log2 of n, rounded up.
int fftLog2(int n);

// e^(−2πi·j/n) for j < n/2 as (cos, sin) pairs: n floats.
std::vector<float> fftTwiddleTable(int n);

}  // namespace tp
