// Must not build: the gl layer may not see the app (an include running upward).
#include "app/app.hpp"
