// The foam field's layout, read by C++ (src/sim/foam/foam_field.*) and by
// foam_step.comp. Only #define here (see common/shared_layout.h).
#ifndef TIDEPOOL_FOAM_LAYOUT_H
#define TIDEPOOL_FOAM_LAYOUT_H

// Splashes and boats' white water stamped in one step, at most.
#define FOAM_MAX_STAMPS 16

#endif
