#include <pango/pangocairo.h>
#include <pango/pango-fontmap.h>
