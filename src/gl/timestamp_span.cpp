#include "gl/timestamp_span.hpp"

#include <cstdint>

namespace tp::gl {

void TimestampSpan::begin() {
  if (!start_) {
    start_ = Query::create(GL_TIMESTAMP);
    stop_ = Query::create(GL_TIMESTAMP);
  }
  glQueryCounter(start_.id(), GL_TIMESTAMP);
  ended_ = false;
}

void TimestampSpan::end() {
  if (!start_) return;
  glQueryCounter(stop_.id(), GL_TIMESTAMP);
  ended_ = true;
}

double TimestampSpan::milliseconds() const {
  if (!ended_) return 0;
  GLuint64 start = 0, stop = 0;
  glGetQueryObjectui64v(start_.id(), GL_QUERY_RESULT, &start);
  glGetQueryObjectui64v(stop_.id(), GL_QUERY_RESULT, &stop);
  return stop > start ? double(stop - start) * 1e-6 : 0.0;
}

}  // namespace tp::gl
