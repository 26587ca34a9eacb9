#pragma once
// Draws that run on the GPU only if an occlusion query counted something
// (or only if it counted nothing): a choice made on the GPU by what it
// drew before, which the CPU never waits for. Between its construction and
// its end of scope, the GPU waits for the query's answer (GL_QUERY_WAIT)
// and skips the draws the answer rules out. With no query, everything
// draws, as with no condition.
#include "gl/objects.hpp"

namespace tp::gl {

class ConditionalRender {
 public:
  // `whenCounted`: draw if the query counted anything (false: if it counted nothing).
  explicit ConditionalRender(const Query* query, bool whenCounted = true) : active_(query != nullptr) {
    if (active_) glBeginConditionalRender(query->id(), whenCounted ? GL_QUERY_WAIT : GL_QUERY_WAIT_INVERTED);
  }
  ~ConditionalRender() {
    if (active_) glEndConditionalRender();
  }
  ConditionalRender(const ConditionalRender&) = delete;
  ConditionalRender& operator=(const ConditionalRender&) = delete;

 private:
  bool active_;
};

}  // namespace tp::gl
