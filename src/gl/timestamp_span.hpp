#pragma once
// The GPU's own time between two points in the command stream, from a pair
// of GL_TIMESTAMP queries: everything the GPU did or waited for in between,
// timed passes or not. The frame benchmark brackets a whole frame with it.
#include "gl/objects.hpp"

namespace tp::gl {

class TimestampSpan {
 public:
  void begin();  // queues the first timestamp
  void end();    // queues the second
  // Milliseconds between them; waits for both results, so call it after
  // glFinish. 0 before the first end(), or where timestamps read 0 (llvmpipe).
  double milliseconds() const;

 private:
  Query start_, stop_;
  bool ended_ = false;
};

}  // namespace tp::gl
