# The Debian package wr-studio (docs/packaging.md; installer/setup.sh package
# builds it with -DWR_PACKAGE=ON): what 'cmake --install' puts where beside the
# programs, and CPack's DEB settings. The manual page and bash completion of
# wrctl are written by wrctl itself from its command table; the icons are
# rendered from resources/icons/wrstudio.svg.
if(NOT TARGET wrstudio)
    message(FATAL_ERROR "WR_PACKAGE needs the GUI (WR_BUILD_GUI=ON)")
endif()
include(GNUInstallDirs)
find_program(WR_RSVG_CONVERT rsvg-convert REQUIRED)
find_program(WR_GZIP gzip REQUIRED)

set(WR_APP_ID io.github.wrstudio.WRStudio)
set(WR_HOMEPAGE https://github.com/wrstudio/wrstudio)
set(WR_MAINTAINER "WR Studio developers <wrstudio@users.noreply.github.com>")
set(packaging_source ${PROJECT_SOURCE_DIR}/packaging)
set(packaging_out ${PROJECT_BINARY_DIR}/packaging)
set(package_doc ${CMAKE_INSTALL_DATAROOTDIR}/doc/wr-studio)
file(MAKE_DIRECTORY ${packaging_out})

# Manual pages and the changelog gzipped as Debian wants them: -9, and -n so
# the package's bytes do not depend on when it was built.
set(wrctl_manual ${packaging_out}/wrctl.1)
add_custom_command(
    OUTPUT ${wrctl_manual}.gz
    COMMAND sh -c "'$<TARGET_FILE:wrctl>' --help-man > wrctl.1"
    COMMAND ${WR_GZIP} -9nf wrctl.1
    DEPENDS wrctl
    WORKING_DIRECTORY ${packaging_out}
    COMMENT "Writing wrctl(1) from wrctl's command table"
    VERBATIM)
add_custom_command(
    OUTPUT ${packaging_out}/wrctl.bash
    COMMAND sh -c "'$<TARGET_FILE:wrctl>' --bash-completion > wrctl.bash"
    DEPENDS wrctl
    WORKING_DIRECTORY ${packaging_out}
    COMMENT "Writing wrctl's bash completion from its command table"
    VERBATIM)
foreach(text wrstudio.1 changelog)
    add_custom_command(
        OUTPUT ${packaging_out}/${text}.gz
        COMMAND sh -c "'${WR_GZIP}' -9nc '${packaging_source}/${text}' > ${text}.gz"
        DEPENDS ${packaging_source}/${text}
        WORKING_DIRECTORY ${packaging_out}
        VERBATIM)
endforeach()

set(icon_sizes 16 32 48 64 128 256)
set(icons)
foreach(size ${icon_sizes})
    set(icon ${packaging_out}/icons/${size}/${WR_APP_ID}.png)
    add_custom_command(
        OUTPUT ${icon}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${packaging_out}/icons/${size}
        COMMAND ${WR_RSVG_CONVERT} -w ${size} -h ${size} -o ${icon} ${PROJECT_SOURCE_DIR}/resources/icons/wrstudio.svg
        DEPENDS ${PROJECT_SOURCE_DIR}/resources/icons/wrstudio.svg
        VERBATIM)
    list(APPEND icons ${icon})
    install(FILES ${icon} DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/${size}x${size}/apps)
endforeach()

add_custom_target(wr_package_files ALL
    DEPENDS ${wrctl_manual}.gz ${packaging_out}/wrctl.bash ${packaging_out}/wrstudio.1.gz
            ${packaging_out}/changelog.gz ${icons})

install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/wrstudio.svg
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/scalable/apps RENAME ${WR_APP_ID}.svg)
install(FILES ${packaging_source}/${WR_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/applications)
install(FILES ${packaging_source}/${WR_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/metainfo)
install(FILES ${wrctl_manual}.gz ${packaging_out}/wrstudio.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${packaging_out}/wrctl.bash DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions
        RENAME wrctl)
# The licence reaches users through the copyright file, which names GPL-3+
# and points to /usr/share/common-licenses/GPL-3 (a second copy of the text
# is what lintian calls an extra licence file).
install(FILES ${packaging_source}/copyright ${packaging_out}/changelog.gz DESTINATION ${package_doc})

# 'cpack' installs what the programs and wr_package_files made; the tests
# and benchmarks in 'all' are not needed for it.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME wr-studio)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "WR Studio")
set(CPACK_PACKAGE_CONTACT "${WR_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                                WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${WR_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION database)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${WR_HOMEPAGE})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# wrctl cluster starts redis-server and compares with redis-benchmark.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "redis-server, redis-tools")
# The synopsis is the first line of the control file's Description (under 80
# characters, lintian says); the description is what follows it.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "explore, edit, benchmark and migrate key-value stores")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "WR Studio explores, edits, benchmarks and migrates key-value stores built on
the operating system's own structures: WR-Store (a key-value store on the
Windows registry model with a hashed index of registry keys), WR-Store++
(values in files or chunk files) and ZDB (an append-only log store with a
flat memory-mapped index), measured side by side with RocksDB, LevelDB,
Berkeley DB, SQLite, LMDB, Kyoto Cabinet, file-system stores and Redis.
.
This package holds the Qt desktop application, wrstudio, and the
command-line tool, wrctl, which scripts everything the application does.")
include(CPack)
