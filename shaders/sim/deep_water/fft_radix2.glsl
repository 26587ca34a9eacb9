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

// Every butterfly of every lane, spread over the work group; the caller
// has stored the input and issued barrier() before.
void fftForward(uint lanes) {
  for (uint half_ = 1u; half_ < uint(FFT_N); half_ <<= 1u) {
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
}

void fftInverse(uint lanes) {
  for (uint half_ = uint(FFT_N / 2); half_ >= 1u; half_ >>= 1u) {
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
}
