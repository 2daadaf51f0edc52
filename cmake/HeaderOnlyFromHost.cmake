# wr_header_only_from_host(TARGET include_subdir) — a header-only library of the
# build host (nlohmann_json, CLI11) for a cross build, as an INTERFACE IMPORTED
# target. Its include directory is a directory of the build tree holding one
# symlink to /usr/include/<include_subdir>: the cross compiler must never see
# /usr/include itself, whose glibc headers would shadow its own.
function(wr_header_only_from_host target include_subdir)
    set(host_dir /usr/include/${include_subdir})
    if(NOT IS_DIRECTORY ${host_dir})
        message(FATAL_ERROR "${target}: ${host_dir} is missing; install the host's package of it")
    endif()
    set(include_dir ${CMAKE_BINARY_DIR}/host-headers/${target})
    string(REPLACE "::" "_" include_dir ${include_dir})
    file(MAKE_DIRECTORY ${include_dir})
    file(CREATE_LINK ${host_dir} ${include_dir}/${include_subdir} SYMBOLIC)
    add_library(${target} INTERFACE IMPORTED GLOBAL)
    set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${include_dir})
endfunction()
