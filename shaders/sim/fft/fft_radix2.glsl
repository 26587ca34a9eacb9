// Radix-2 transforms of FFT_N points (a power of two, FFT_LOG2N = log2 n) in
// shared memory, for the wind sea, and the radix-2 versions of the deep-water
// step the benchmark keeps (the step itself runs fft_stockham.glsl). The
// includer declares
//   shared vec2 fftData[FFT_LANES * FFT_N];
// (FFT_LANES sequences side by side) and the twiddle buffer. Complex numbers
// are vec2 (re, im).
//
// Forward: Cooley–Tukey decimation in time, in place. Load the input at
// bit-reversed positions (fftReversed); the output comes out in natural order.
// Inverse (unscaled): Gentleman–Sande decimation in frequency, in place. Load
// the input in natural order; the output comes out at bit-reversed positions.
// So a forward and an inverse transform in a row never reorder the data.
// Its cost: the bit-reversed loads and the first stages' strided pairs fall
// on few shared-memory banks (fft_stockham.glsl pads them apart).
// Twiddles w_j = e^(−2πi·j/n) come from a table made in double precision
// (sim/fft/fft_twiddles.cpp); the inverse uses their conjugates.

#include "complex.glsl"

uint fftReversed(uint i) { return bitfieldReverse(i) >> (32u - uint(FFT_LOG2N)); }

// One radix-2 stage (pairs `half_` apart) over every lane, spread over the
// work group: what is left when log2 n is odd.
void fftStageForward(uint lanes, uint half_) {
  const uint twiddleStride = uint(FFT_N) / (2u * half_);
  for (uint b = gl_LocalInvocationIndex; b < lanes * uint(FFT_N / 2); b += gl_WorkGroupSize.x) {
    const uint lane = b / uint(FFT_N / 2), j = b % uint(FFT_N / 2);
    const uint position = j % half_;
    const uint i0 = lane * uint(FFT_N) + (j / half_) * 2u * half_ + position, i1 = i0 + half_;
    const vec2 t = complexMultiply(twiddles[position * twiddleStride], fftData[i1]);
    const vec2 a = fftData[i0];
    fftData[i0] = a + t;
    fftData[i1] = a - t;
  }
  memoryBarrierShared();
  barrier();
}

void fftStageInverse(uint lanes, uint half_) {
  const uint twiddleStride = uint(FFT_N) / (2u * half_);
  for (uint b = gl_LocalInvocationIndex; b < lanes * uint(FFT_N / 2); b += gl_WorkGroupSize.x) {
    const uint lane = b / uint(FFT_N / 2), j = b % uint(FFT_N / 2);
    const uint position = j % half_;
    const uint i0 = lane * uint(FFT_N) + (j / half_) * 2u * half_ + position, i1 = i0 + half_;
    const vec2 w = twiddles[position * twiddleStride];
    const vec2 a = fftData[i0], c = fftData[i1];
    fftData[i0] = a + c;
    fftData[i1] = complexMultiply(a - c, vec2(w.x, -w.y));
  }
  memoryBarrierShared();
  barrier();
}

// Radix-2 butterflies on registers: decimation in time (forward) and in
// frequency (inverse, with the conjugate twiddle).
void butterflyForward(inout vec2 a, inout vec2 b, vec2 w) {
  const vec2 t = complexMultiply(w, b);
  b = a - t;
  a = a + t;
}
void butterflyInverse(inout vec2 a, inout vec2 b, vec2 w) {
  const vec2 difference = a - b;
  a = a + b;
  b = complexMultiply(difference, vec2(w.x, -w.y));
}

// The whole transform, several radix-2 stages at a time: an invocation takes
// the 8 (or 4) values three (or two) consecutive stages mix, does all their
// butterflies in registers and writes them back: one barrier and one trip
// through shared memory for three stages. The arithmetic is the radix-2
// stages' own, operation for operation.
void fftForwardThree(uint lanes, uint h) {  // stages h, 2h, 4h
  const uint stride = uint(FFT_N) / (8u * h);  // twiddle index = position within an 8h block × stride
  for (uint q = gl_LocalInvocationIndex; q < lanes * uint(FFT_N / 8); q += gl_WorkGroupSize.x) {
    const uint lane = q / uint(FFT_N / 8), j = q % uint(FFT_N / 8);
    const uint p = j % h;
    const uint i0 = lane * uint(FFT_N) + (j / h) * 8u * h + p;
    vec2 x[8];
    for (uint m = 0u; m < 8u; ++m) x[m] = fftData[i0 + m * h];
    const vec2 w1 = twiddles[4u * p * stride];
    for (uint m = 0u; m < 8u; m += 2u) butterflyForward(x[m], x[m + 1u], w1);
    const vec2 w2a = twiddles[2u * p * stride], w2b = twiddles[2u * (p + h) * stride];
    butterflyForward(x[0], x[2], w2a);
    butterflyForward(x[1], x[3], w2b);
    butterflyForward(x[4], x[6], w2a);
    butterflyForward(x[5], x[7], w2b);
    for (uint m = 0u; m < 4u; ++m) butterflyForward(x[m], x[m + 4u], twiddles[(p + m * h) * stride]);
    for (uint m = 0u; m < 8u; ++m) fftData[i0 + m * h] = x[m];
  }
  memoryBarrierShared();
  barrier();
}

void fftForwardTwo(uint lanes, uint h) {  // stages h, 2h
  const uint stride = uint(FFT_N) / (4u * h);
  for (uint q = gl_LocalInvocationIndex; q < lanes * uint(FFT_N / 4); q += gl_WorkGroupSize.x) {
    const uint lane = q / uint(FFT_N / 4), j = q % uint(FFT_N / 4);
    const uint p = j % h;
    const uint i0 = lane * uint(FFT_N) + (j / h) * 4u * h + p;
    vec2 x0 = fftData[i0], x1 = fftData[i0 + h], x2 = fftData[i0 + 2u * h], x3 = fftData[i0 + 3u * h];
    const vec2 w1 = twiddles[2u * p * stride];
    butterflyForward(x0, x1, w1);
    butterflyForward(x2, x3, w1);
    butterflyForward(x0, x2, twiddles[p * stride]);
    butterflyForward(x1, x3, twiddles[(p + h) * stride]);
    fftData[i0] = x0;
    fftData[i0 + h] = x1;
    fftData[i0 + 2u * h] = x2;
    fftData[i0 + 3u * h] = x3;
  }
  memoryBarrierShared();
  barrier();
}

void fftInverseThree(uint lanes, uint h) {  // stages h, h/2, h/4
  const uint e = h / 4u;
  const uint stride = uint(FFT_N) / (2u * h);  // twiddle index = position within a 2h block × stride
  for (uint q = gl_LocalInvocationIndex; q < lanes * uint(FFT_N / 8); q += gl_WorkGroupSize.x) {
    const uint lane = q / uint(FFT_N / 8), j = q % uint(FFT_N / 8);
    const uint p = j % e;
    const uint i0 = lane * uint(FFT_N) + (j / e) * 2u * h + p;
    vec2 x[8];
    for (uint m = 0u; m < 8u; ++m) x[m] = fftData[i0 + m * e];
    for (uint m = 0u; m < 4u; ++m) butterflyInverse(x[m], x[m + 4u], twiddles[(p + m * e) * stride]);
    const vec2 w2a = twiddles[2u * p * stride], w2b = twiddles[2u * (p + e) * stride];
    butterflyInverse(x[0], x[2], w2a);
    butterflyInverse(x[1], x[3], w2b);
    butterflyInverse(x[4], x[6], w2a);
    butterflyInverse(x[5], x[7], w2b);
    const vec2 w1 = twiddles[4u * p * stride];
    for (uint m = 0u; m < 8u; m += 2u) butterflyInverse(x[m], x[m + 1u], w1);
    for (uint m = 0u; m < 8u; ++m) fftData[i0 + m * e] = x[m];
  }
  memoryBarrierShared();
  barrier();
}

void fftInverseTwo(uint lanes, uint h) {  // stages h, h/2
  const uint e = h / 2u;
  const uint stride = uint(FFT_N) / (2u * h);
  for (uint q = gl_LocalInvocationIndex; q < lanes * uint(FFT_N / 4); q += gl_WorkGroupSize.x) {
    const uint lane = q / uint(FFT_N / 4), j = q % uint(FFT_N / 4);
    const uint p = j % e;
    const uint i0 = lane * uint(FFT_N) + (j / e) * 2u * h + p;
    vec2 x0 = fftData[i0], x1 = fftData[i0 + e], x2 = fftData[i0 + h], x3 = fftData[i0 + h + e];
    butterflyInverse(x0, x2, twiddles[p * stride]);
    butterflyInverse(x1, x3, twiddles[(p + e) * stride]);
    const vec2 w1 = twiddles[2u * p * stride];
    butterflyInverse(x0, x1, w1);
    butterflyInverse(x2, x3, w1);
    fftData[i0] = x0;
    fftData[i0 + e] = x1;
    fftData[i0 + h] = x2;
    fftData[i0 + h + e] = x3;
  }
  memoryBarrierShared();
  barrier();
}

// FFT_PLAIN_RADIX2 (a define, the benchmark's comparison and the tests'
// reference): one stage a barrier.
void fftForward(uint lanes) {
  uint h = 1u;
#if FFT_PLAIN_RADIX2
  for (; h < uint(FFT_N); h *= 2u) fftStageForward(lanes, h);
  return;
#endif
  for (; 8u * h <= uint(FFT_N); h *= 8u) fftForwardThree(lanes, h);
  if (4u * h <= uint(FFT_N)) {
    fftForwardTwo(lanes, h);
    h *= 4u;
  }
  if (h < uint(FFT_N)) fftStageForward(lanes, h);
}

void fftInverse(uint lanes) {
  uint h = uint(FFT_N / 2);
#if FFT_PLAIN_RADIX2
  for (; h >= 1u; h /= 2u) fftStageInverse(lanes, h);
  return;
#endif
  for (; h >= 4u; h /= 8u) fftInverseThree(lanes, h);
  if (h >= 2u) {
    fftInverseTwo(lanes, h);
    h /= 4u;
  }
  if (h == 1u) fftStageInverse(lanes, 1u);
}
