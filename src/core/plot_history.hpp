#pragma once
// A fixed-length history of one measured value for ImGui::PlotLines: a ring
// buffer, oldest first through `offset()`.
#include <algorithm>
#include <array>
#include <cstddef>

namespace tp {

template <size_t N>
class PlotHistory {
 public:
  void push(float value) {
    values_[next_] = value;
    next_ = (next_ + 1) % N;
    count_ = std::min(count_ + 1, N);
  }
  void clear() { next_ = count_ = 0; }
  bool empty() const { return count_ == 0; }
  float latest() const { return values_[(next_ + N - 1) % N]; }
  // For PlotLines(values(), count(), offset()): the samples held, oldest first from offset.
  const float* values() const { return values_.data(); }
  int count() const { return int(count_); }
  int offset() const { return count_ < N ? 0 : int(next_); }
  float largest() const {
    float m = 0;
    for (size_t i = 0; i < count_; ++i) m = std::max(m, values_[i]);
    return m;
  }

 private:
  std::array<float, N> values_{};
  size_t next_ = 0, count_ = 0;
};

}  // namespace tp
