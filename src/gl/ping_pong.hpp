#pragma once
// Two resources of one kind that a solver alternates between: each step reads
// `read()` and writes `write()`, then `swap()`s. A type instead of index
// arithmetic, so no pass can read and write the same texture by accident.
#include <array>
#include <utility>

namespace tp::gl {

template <class T>
class PingPong {
 public:
  PingPong() = default;
  PingPong(T first, T second) : items_{std::move(first), std::move(second)} {}

  const T& read() const { return items_[current_]; }
  const T& write() const { return items_[current_ ^ 1]; }
  T& read() { return items_[current_]; }
  T& write() { return items_[current_ ^ 1]; }
  void swap() { current_ ^= 1; }

 private:
  std::array<T, 2> items_{};
  int current_ = 0;
};

}  // namespace tp::gl
