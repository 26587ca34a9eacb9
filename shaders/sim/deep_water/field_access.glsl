// The deep-water passes' buffers (deep_water_layout.h) and the transform
// size, given as defines by DeepWaterGpu: FFT_N (n, a power of two) and
// FFT_LOG2N.
layout(std430, binding = DW_SSBO_FIELD) buffer Field { vec2 field[]; };
layout(std430, binding = DW_SSBO_TWIDDLES) readonly buffer Twiddles { vec2 twiddles[]; };
layout(binding = DW_IMAGE_SPECTRUM, rg32f) uniform image2D spectrum;
#define FFT_TWIDDLES_BINDING DW_SSBO_TWIDDLES  // fft_stockham.glsl reads the table as vec4s there
