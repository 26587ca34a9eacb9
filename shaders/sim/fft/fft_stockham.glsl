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
// The includer defines FFT_N, FFT_LOG2N, FFT_LANES (transforms side by side
// in a work group) and FFT_PADDED, and declares the twiddle buffer
//   twiddles[j] = e^(−2πi·j/n), j < n/2 (sim/fft/fft_twiddles.cpp, double).
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

#include "complex.glsl"

// a·(direction·i): direction −1 forward, +1 inverse.
vec2 timesI(vec2 a, float direction) { return direction * vec2(-a.y, a.x); }

// e^(direction·2πi·index/n) for index < n, from the half table: w(j + n/2) = −w(j).
vec2 fftTwiddle(uint index, float direction) {
  vec2 w = twiddles[index & uint(FFT_N / 2 - 1)];
  if (index >= uint(FFT_N / 2)) w = -w;
  return vec2(w.x, -direction * w.y);
}

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

// Register m holds butterfly (m mod (8/R)) input r = m div (8/R): turn it.
void fftTurn(inout vec2 v[8], uint j, uint ns, uint radix, float direction) {
  if (ns == 1u) return;  // the first stage's twiddles are all 1
  const uint perInvocation = 8u / radix;
  for (uint m = perInvocation; m < 8u; ++m) {
    const uint butterfly = j + (m % perInvocation) * uint(FFT_SPAN);
    const uint step = (butterfly % ns) * (uint(FFT_N) / (ns * radix));
    v[m] = complexMultiply(v[m], fftTwiddle((m / perInvocation) * step, direction));
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
