# cmake -DBUILD_DIR=... -P check_layers.cmake: the build keeps the layers. A
# file linked to the gl layer builds when it includes core (below) and fails,
# with the compiler unable to find the header, when it includes app (above).
function(build_probe target result output)
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${target}
                  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(${result} ${code} PARENT_SCOPE)
  set(${output} "${out}" PARENT_SCOPE)
endfunction()

build_probe(layer_probe_gl_includes_core code out)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "a downward include (gl -> core) did not build:\n${out}")
endif()
build_probe(layer_probe_gl_includes_app code out)
if(code EQUAL 0)
  message(FATAL_ERROR "an upward include (gl -> app) built: the layers are not kept")
endif()
if(NOT out MATCHES "app/app.hpp")
  message(FATAL_ERROR "the upward include failed for another reason:\n${out}")
endif()
message(STATUS "ok: gl -> core builds; gl -> app fails: app/app.hpp is not found from the gl layer")
