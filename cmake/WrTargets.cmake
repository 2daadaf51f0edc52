# Helpers that give every target of ours the same standards: warnings as
# errors, the project's include roots, and the sanitizer of the build.

function(wr_enable_sanitizer kind)
    if(kind STREQUAL "")
        return()
    elseif(kind STREQUAL "address")
        set(flags -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    elseif(kind STREQUAL "thread")
        set(flags -fsanitize=thread -fno-omit-frame-pointer)
    elseif(kind STREQUAL "fuzzer")
        # Coverage for libFuzzer in every library; only the fuzz targets link
        # libFuzzer itself (-fsanitize=fuzzer, fuzz/CMakeLists.txt).
        add_compile_options(-fsanitize=fuzzer-no-link)
        set(flags -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    else()
        message(FATAL_ERROR "WR_SANITIZE must be empty, 'address', 'thread' or 'fuzzer', not '${kind}'")
    endif()
    add_compile_options(${flags})
    add_link_options(${flags})
endfunction()

function(wr_warnings target)
    # GCC's -Wshadow=local has no clang spelling; clang's -Wshadow is the
    # nearest (locals shadowing locals, parameters and globals).
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        set(shadow -Wshadow=local)
    else()
        set(shadow -Wshadow)
    endif()
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic ${shadow} -Wnon-virtual-dtor
                                             -Wno-missing-field-initializers)
    if(WR_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

# wr_library(name SOURCES ... [LIBS ...]) — a static library of core/ code.
function(wr_library name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
    add_library(${name} STATIC ${ARG_SOURCES})
    target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR}/core)
    target_link_libraries(${name} PUBLIC ${ARG_LIBS})
    # core/ is Qt-free: no moc, uic or rcc on its sources.
    set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    wr_warnings(${name})
endfunction()

# The Qt Test that tests link: Qt's, or without Qt the shim of tests/shim.
if(WR_WITH_QT)
    set(WR_QTEST_LIBRARY Qt6::Test)
else()
    set(WR_QTEST_LIBRARY wr_qtest_shim)
endif()

# wr_qt_test(name SOURCES ... [LIBS ...] [TIMEOUT seconds] [PORTABLE]) — one
# Qt Test executable, registered with ctest and run offscreen. A PORTABLE
# test builds both ways: against Qt Test, or, when WR_WITH_QT is OFF, against
# the shim; then only PORTABLE tests are built.
function(wr_qt_test name)
    cmake_parse_arguments(ARG "PORTABLE" "TIMEOUT" "SOURCES;LIBS" ${ARGN})
    if(NOT WR_WITH_QT AND NOT ARG_PORTABLE)
        return()
    endif()
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE ${WR_QTEST_LIBRARY} ${ARG_LIBS})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
    if(NOT WR_WITH_QT)
        wr_shim_test_tables(${name} ${ARG_SOURCES})
    endif()
    wr_warnings(${name})
    add_test(NAME ${name} COMMAND ${name})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 300)
    endif()
    wr_test_properties(${name} ${ARG_TIMEOUT})
endfunction()

# wr_shim_test_tables(target sources...) — moc's part for the shim: each
# source's test class table, generated into the "<source>.moc" it includes.
function(wr_shim_test_tables target)
    set(generator ${PROJECT_SOURCE_DIR}/tests/shim/generate_test_table.py)
    set(dir ${CMAKE_CURRENT_BINARY_DIR}/${target}_test_tables)
    foreach(source ${ARGN})
        if(NOT source MATCHES "\\.cc$")
            continue()
        endif()
        get_filename_component(stem ${source} NAME_WE)
        get_filename_component(path ${source} ABSOLUTE)
        add_custom_command(OUTPUT ${dir}/${stem}.moc
                           COMMAND ${WR_PYTHON3} ${generator} ${path} ${dir}/${stem}.moc
                           DEPENDS ${path} ${generator}
                           COMMENT "Generating the test table of ${source}" VERBATIM)
        target_sources(${target} PRIVATE ${dir}/${stem}.moc)
    endforeach()
    target_include_directories(${target} PRIVATE ${dir})
endfunction()

# wr_test_properties(test seconds) — the timeout and environment every test
# runs with. Sanitized code runs several times slower, so the timeout grows
# with the sanitizer instead of slow tests being left out of its run. The
# sanitizer's runtime options travel with the test (and reach the wrctl and
# wrstudio processes tests start), so a plain ctest in the build tree judges
# the same way CI does.
function(wr_test_properties name seconds)
    set(env "QT_QPA_PLATFORM=offscreen" "WR_TEST_BINARY_DIR=${CMAKE_BINARY_DIR}")
    set(scale 1)
    if(WR_SANITIZE STREQUAL "address")
        set(scale 6)
        list(APPEND env "ASAN_OPTIONS=detect_leaks=1:detect_stack_use_after_return=1:check_initialization_order=1"
             "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
    elseif(WR_SANITIZE STREQUAL "thread")
        set(scale 8)
        list(APPEND env
             "TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:suppressions=${PROJECT_SOURCE_DIR}/tests/tsan.supp")
    endif()
    math(EXPR seconds "${seconds} * ${scale}")
    set_tests_properties(${name} PROPERTIES TIMEOUT ${seconds} ENVIRONMENT "${env}")
endfunction()
