#pragma once
// What the GPU's transforms (shaders/sim/fft/fft_stockham.glsl and the
// radix-2 fft_radix2.glsl) are built from: the twiddle table and log2 of the
// size.
#include <vector>

namespace tp {

// log2 of n, rounded up.
int fftLog2(int n);

// The twiddles of an n-point transform as (cos, sin) pairs, in two parts:
//  - e^(−2πi·j/n) for j < n/2 (n floats): the radix-2 transforms index it;
//  - then, for each Stockham stage that turns its inputs
//    (fft_stockham.glsl), the turns an invocation needs in the order of its
//    registers, an even number of pairs an entry, read as vec4s:
//      a radix-8 stage after transforms of ns points (ns = 8, 64, …): an
//      entry for each j mod ns, w^r for r = 1 … 6, where
//      w = e^(−2πi·(j mod ns)/(8·ns)) (the shader makes w⁷ = w³·w⁴);
//      the last stage, of radix 2 or 4 where log2 n is not a multiple of 3:
//      an entry for each of the n/8 invocations, its registers 8/R … 7.
std::vector<float> fftTwiddleTable(int n);

}  // namespace tp
