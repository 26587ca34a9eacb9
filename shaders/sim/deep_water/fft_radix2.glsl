// Radix-2 transforms of FFT_N points (a power of two, FFT_LOG2N = log2 n) in
// shared memory, for the deep-water passes. The includer declares
//   shared vec2 fftData[FFT_LANES * FFT_N];
// (FFT_LANES sequences side by side) and the twiddle buffer. Complex numbers
// are vec2 (re, im).
//
// Forward: Cooley–Tukey decimation in time, in place. Load the input at
// bit-reversed positions (fftReversed); the output comes out in natural order.
// Inverse (unscaled): Gentleman–Sande decimation in frequency, in place. Load
// the input in natural order; the output comes out at bit-reversed positions.
// So a forward and an inverse transform in a row never reorder the data.
// Twiddles w_j = e^(−2πi·j/n) come from a table made in double precision
// (deep_water_gpu.cpp); the inverse uses their conjugates.

vec2 complexMultiply(vec2 a, vec2 b) { return vec2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }

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

// The whole transform, two radix-2 stages at a time: an invocation takes the
// four values two consecutive stages mix (i0, i0 + h, i0 + 2h, i0 + 3h), does
// both stages' butterflies in registers, and writes them back: one barrier
// and one trip through shared memory for two stages. The arithmetic is the
// radix-2 stages' own, operation for operation.
void fftForward(uint lanes) {
  uint half_ = 1u;
  for (; 4u * half_ <= uint(FFT_N); half_ <<= 2u) {
    const uint strideA = uint(FFT_N) / (2u * half_), strideB = uint(FFT_N) / (4u * half_);
    for (uint q = gl_LocalInvocationIndex; q < lanes * uint(FFT_N / 4); q += gl_WorkGroupSize.x) {
      const uint lane = q / uint(FFT_N / 4), j = q % uint(FFT_N / 4);
      const uint position = j % half_;
      const uint i0 = lane * uint(FFT_N) + (j / half_) * 4u * half_ + position;
      const vec2 x0 = fftData[i0], x1 = fftData[i0 + half_];
      const vec2 x2 = fftData[i0 + 2u * half_], x3 = fftData[i0 + 3u * half_];
      const vec2 wA = twiddles[position * strideA];  // stage half_: (x0, x1) and (x2, x3)
      vec2 t = complexMultiply(wA, x1);
      const vec2 y0 = x0 + t, y1 = x0 - t;
      t = complexMultiply(wA, x3);
      const vec2 y2 = x2 + t, y3 = x2 - t;
      t = complexMultiply(twiddles[position * strideB], y2);  // stage 2·half_: (y0, y2), (y1, y3)
      fftData[i0] = y0 + t;
      fftData[i0 + 2u * half_] = y0 - t;
      t = complexMultiply(twiddles[(position + half_) * strideB], y3);
      fftData[i0 + half_] = y1 + t;
      fftData[i0 + 3u * half_] = y1 - t;
    }
    memoryBarrierShared();
    barrier();
  }
  if (half_ < uint(FFT_N)) fftStageForward(lanes, half_);
}

void fftInverse(uint lanes) {
  uint half_ = uint(FFT_N / 2);
  for (; half_ >= 2u; half_ >>= 2u) {
    const uint quarter = half_ / 2u;
    const uint strideA = uint(FFT_N) / (2u * half_), strideB = uint(FFT_N) / half_;
    for (uint q = gl_LocalInvocationIndex; q < lanes * uint(FFT_N / 4); q += gl_WorkGroupSize.x) {
      const uint lane = q / uint(FFT_N / 4), j = q % uint(FFT_N / 4);
      const uint position = j % quarter;
      const uint i0 = lane * uint(FFT_N) + (j / quarter) * 2u * half_ + position;
      const vec2 x0 = fftData[i0], x1 = fftData[i0 + quarter];
      const vec2 x2 = fftData[i0 + half_], x3 = fftData[i0 + half_ + quarter];
      const vec2 wA0 = twiddles[position * strideA], wA1 = twiddles[(position + quarter) * strideA];
      const vec2 y0 = x0 + x2, y2 = complexMultiply(x0 - x2, vec2(wA0.x, -wA0.y));  // stage half_
      const vec2 y1 = x1 + x3, y3 = complexMultiply(x1 - x3, vec2(wA1.x, -wA1.y));
      const vec2 wB = twiddles[position * strideB];  // stage half_/2: (y0, y1), (y2, y3)
      fftData[i0] = y0 + y1;
      fftData[i0 + quarter] = complexMultiply(y0 - y1, vec2(wB.x, -wB.y));
      fftData[i0 + half_] = y2 + y3;
      fftData[i0 + half_ + quarter] = complexMultiply(y2 - y3, vec2(wB.x, -wB.y));
    }
    memoryBarrierShared();
    barrier();
  }
  if (half_ == 1u) fftStageInverse(lanes, 1u);
}
