// Complex transforms of FFT_N points (a power of two from 16, FFT_LOG2N =
// log2 n) on registers, exchanging through shared memory between stages: the
// deep-water step's transforms. Complex numbers are vec2 (re, im).
//
// Stockham's autosort formulation as Govindaraju et al. give it for GPUs
// ("High performance discrete Fourier transforms on graphics processors",
// SC 2008, section 4): at a stage of radix R after stages that made
// transforms of Ns points, butterfly j reads x[j + r·n/R] (r < R), turns
// them by e^(∓2πi·r·(j mod Ns)/(Ns·R)), takes their R-point DFT and writes
// output k to (j div Ns)·Ns·R + (j mod Ns) + k·Ns. No bit reversal anywhere:
// input and output are in natural order.
//
// Why this shape (the radix-2 file, fft_radix2.glsl, was the first):
//  - An invocation holds 8 values, x[j + m·n/8] for m < 8: the first stage
//    takes them straight from the caller's loads, and the last stage's
//    outputs land in the same pattern, so a row or column goes from global
//    memory to registers and back with one value a thread a load, adjacent
//    threads at adjacent addresses, and no trip through shared memory at
//    either end.
//  - Radix 8 in registers (log8 n stages, one radix-2 or radix-4 stage for
//    what is left): one exchange a stage, two barriers (after the writes,
//    and after the reads, so the next stage's writes do not overtake them).
//  - Shared memory is padded by one vec2 every 16 (FFT_PAD): a stage's
//    writes land 8·Ns apart, which unpadded would put a half-warp's 16
//    64-bit stores on two banks.
//
//  - A stage's turns come from a table laid out for it (fft_twiddles.hpp):
//    a radix-8 stage reads w … w⁶ as 3 adjacent vec4s and makes w⁷ = w³·w⁴
//    (one float rounding). Looking each up in a table of e^(−2πi·j/n) took 7
//    scattered loads and their index arithmetic, and cost a fifth of the
//    step; making all the powers from w, w², w⁴ costs two products' roundings
//    on some, which the solver's tolerance against its twin does not leave.
//
// The includer defines FFT_N, FFT_LOG2N, FFT_LANES (transforms side by side
// in a work group), FFT_PADDED and FFT_TWIDDLES_BINDING, the storage buffer
// binding of the twiddle table (sim/fft/fft_twiddles.cpp, in double).
// Every invocation of the work group must call the transforms (they hold
// barriers).

#if FFT_LOG2N < 4 || FFT_LOG2N > 11
#error fft_stockham.glsl transforms 16 to 2048 points
#endif
#define FFT_SPAN (FFT_N / 8)  // invocations a lane
// FFT_PADDED 0 where the padding would not fit in the GL's shared memory
// (OpenGL promises 32 KB: two 2048-point lanes fill it unpadded).
#ifndef FFT_PADDED
#define FFT_PADDED 1
#endif
#if FFT_PADDED
#define FFT_LANE_STRIDE (FFT_N + FFT_N / 16)  // vec2s a lane takes in fftData, padding included
#define FFT_PAD(i) ((i) + ((i) >> 4u))
#else
#define FFT_LANE_STRIDE FFT_N
#define FFT_PAD(i) (i)
#endif

shared vec2 fftData[FFT_LANES * FFT_LANE_STRIDE];

#ifndef FFT_TWIDDLES_BINDING
#error the includer names the twiddle table's binding, FFT_TWIDDLES_BINDING
#endif
layout(std430, binding = FFT_TWIDDLES_BINDING) readonly buffer FftTwiddlePairs { vec4 fftTwiddlePairs[]; };
// The points the radix-8 stages transform, 8^(log2 n div 3).
#define FFT_RADIX8_POINTS (1 << (3 * (FFT_LOG2N / 3)))

#include "complex.glsl"

// a·(direction·i): direction −1 forward, +1 inverse.
vec2 timesI(vec2 a, float direction) { return direction * vec2(-a.y, a.x); }

// The 4-point DFT in place, natural order in and out.
void fftDft4(inout vec2 x0, inout vec2 x1, inout vec2 x2, inout vec2 x3, float direction) {
  const vec2 a0 = x0 + x2, a1 = x0 - x2, a2 = x1 + x3, a3 = timesI(x1 - x3, direction);
  x0 = a0 + a2;
  x1 = a1 + a3;
  x2 = a0 - a2;
  x3 = a1 - a3;
}

// The 8-point DFT in place: two 4-point DFTs of the even and odd values,
// joined with the eighth roots of unity (√½·(1 ± i) and ±i).
void fftDft8(inout vec2 v[8], float direction) {
  vec2 e0 = v[0], e1 = v[2], e2 = v[4], e3 = v[6];
  vec2 o0 = v[1], o1 = v[3], o2 = v[5], o3 = v[7];
  fftDft4(e0, e1, e2, e3, direction);
  fftDft4(o0, o1, o2, o3, direction);
  const float rootHalf = 0.70710678118654752;
  o1 = rootHalf * (o1 + timesI(o1, direction));
  o2 = timesI(o2, direction);
  o3 = rootHalf * (timesI(o3, direction) - o3);
  v[0] = e0 + o0;
  v[4] = e0 - o0;
  v[1] = e1 + o1;
  v[5] = e1 - o1;
  v[2] = e2 + o2;
  v[6] = e2 - o2;
  v[3] = e3 + o3;
  v[7] = e3 - o3;
}

// Where register m's value goes after a stage of this radix: the invocation
// does 8/R butterflies, b = m mod (8/R) of them at j + b·n/8, output k = m div (8/R).
uint fftStageOutput(uint j, uint m, uint ns, uint radix) {
  const uint perInvocation = 8u / radix;
  const uint butterfly = j + (m % perInvocation) * uint(FFT_SPAN);
  return (butterfly / ns) * ns * radix + butterfly % ns + (m / perInvocation) * ns;
}

// a·w, w = e^(−2πi·…) from the table, or a·conj(w) for the inverse.
vec2 fftTurnBy(vec2 a, vec2 w, float direction) { return complexMultiply(a, vec2(w.x, -direction * w.y)); }

// Register m holds butterfly (m mod (8/R)) input r = m div (8/R): turn it
// by its stage's entry in the table (fft_twiddles.hpp). After the half table
// (n/2 pairs) come 6 pairs an entry for each radix-8 stage ns' = 8, 64, …
// before this one, (6·ns − 48)/7 pairs in all, and the last stage's entries,
// 8 − 8/R pairs each, after all of them.
void fftTurn(inout vec2 v[8], uint j, uint ns, uint radix, float direction) {
  if (ns == 1u) return;  // the first stage's twiddles are all 1
  // Every register index below is a constant: an array indexed any other
  // way may be put in memory, which costs more than the loads saved.
  if (radix == 8u) {
    const uint at = (uint(FFT_N / 2) + (6u * ns - 48u) / 7u + (j % ns) * 6u) / 2u;
    const vec4 w12 = fftTwiddlePairs[at], w34 = fftTwiddlePairs[at + 1u], w56 = fftTwiddlePairs[at + 2u];
    v[1] = fftTurnBy(v[1], w12.xy, direction);
    v[2] = fftTurnBy(v[2], w12.zw, direction);
    v[3] = fftTurnBy(v[3], w34.xy, direction);
    v[4] = fftTurnBy(v[4], w34.zw, direction);
    v[5] = fftTurnBy(v[5], w56.xy, direction);
    v[6] = fftTurnBy(v[6], w56.zw, direction);
    v[7] = fftTurnBy(v[7], complexMultiply(w34.xy, w34.zw), direction);
    return;
  }
  const uint turned = 8u - 8u / radix;  // registers 8/R … 7
  const uint at = (uint(FFT_N / 2) + uint((6 * FFT_RADIX8_POINTS - 48) / 7) + j * turned) / 2u;
  const vec4 a = fftTwiddlePairs[at], b = fftTwiddlePairs[at + 1u];
  if (radix == 4u) {
    const vec4 c = fftTwiddlePairs[at + 2u];
    v[2] = fftTurnBy(v[2], a.xy, direction);
    v[3] = fftTurnBy(v[3], a.zw, direction);
    v[4] = fftTurnBy(v[4], b.xy, direction);
    v[5] = fftTurnBy(v[5], b.zw, direction);
    v[6] = fftTurnBy(v[6], c.xy, direction);
    v[7] = fftTurnBy(v[7], c.zw, direction);
  } else {
    v[4] = fftTurnBy(v[4], a.xy, direction);
    v[5] = fftTurnBy(v[5], a.zw, direction);
    v[6] = fftTurnBy(v[6], b.xy, direction);
    v[7] = fftTurnBy(v[7], b.zw, direction);
  }
}

void fftButterflies(inout vec2 v[8], uint radix, float direction) {
  if (radix == 8u) {
    fftDft8(v, direction);
  } else if (radix == 4u) {  // butterflies (0, 2, 4, 6) and (1, 3, 5, 7)
    fftDft4(v[0], v[2], v[4], v[6], direction);
    fftDft4(v[1], v[3], v[5], v[7], direction);
  } else {  // radix 2: (0, 4), (1, 5), (2, 6), (3, 7)
    for (uint m = 0u; m < 4u; ++m) {
      const vec2 a = v[m], b = v[m + 4u];
      v[m] = a + b;
      v[m + 4u] = a - b;
    }
  }
}

// One stage over the invocation's 8 registers, then, unless it is the last,
// the exchange through shared memory that gives each invocation the next
// stage's inputs. Called with constant ns and radix (fftStockham), so every
// register index is known when the shader is compiled and v stays in registers.
void fftStage(inout vec2 v[8], uint base, uint j, uint ns, uint radix, bool last, float direction) {
  fftTurn(v, j, ns, radix, direction);
  fftButterflies(v, radix, direction);
  if (last) return;  // the last stage's outputs are X[j + m·n/8] already
  for (uint m = 0u; m < 8u; ++m) fftData[base + FFT_PAD(fftStageOutput(j, m, ns, radix))] = v[m];
  memoryBarrierShared();
  barrier();
  for (uint m = 0u; m < 8u; ++m) v[m] = fftData[base + FFT_PAD(j + m * uint(FFT_SPAN))];
  memoryBarrierShared();
  barrier();
}

// The whole transform of one lane: v[m] = x[j + m·n/8] in, X[j + m·n/8] out,
// where j is the invocation's index within its lane. Unscaled both ways.
// log2 n = 3·(radix-8 stages) + what a last radix-2 or radix-4 stage does.
#define FFT_LAST_RADIX (1 << (FFT_LOG2N % 3))
void fftStockham(inout vec2 v[8], uint lane, uint j, float direction) {
  const uint base = lane * uint(FFT_LANE_STRIDE);
  fftStage(v, base, j, 1u, 8u, FFT_LOG2N < 6 && FFT_LAST_RADIX == 1, direction);
#if FFT_LOG2N >= 6
  fftStage(v, base, j, 8u, 8u, FFT_LOG2N < 9 && FFT_LAST_RADIX == 1, direction);
#endif
#if FFT_LOG2N >= 9
  fftStage(v, base, j, 64u, 8u, FFT_LAST_RADIX == 1, direction);
#endif
#if FFT_LAST_RADIX > 1
  fftStage(v, base, j, uint(FFT_N / FFT_LAST_RADIX), uint(FFT_LAST_RADIX), true, direction);
#endif
}

void fftForward(inout vec2 v[8], uint lane, uint j) { fftStockham(v, lane, j, -1.0); }
void fftInverse(inout vec2 v[8], uint lane, uint j) { fftStockham(v, lane, j, 1.0); }
