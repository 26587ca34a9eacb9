// The wind sea passes' buffers (wind_sea_layout.h).
layout(std430, binding = WS_SSBO_FIELD) buffer Field { vec2 field[]; };

uint fieldIndex(uint plane, uint row, uint column) { return (plane * uint(FFT_N) + row) * uint(FFT_N) + column; }
#define FFT_TWIDDLES_BINDING WS_SSBO_TWIDDLES  // fft_stockham.glsl reads its table there
