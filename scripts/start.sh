#!/bin/sh
# `npm start`: build what is missing or stale, then replace this shell with the server (`exec`: one process,
# so SIGTERM reaches the server directly and its exit code is npm's). Migrations and the demo catalogue are
# handled by the server at start-up.
#
# glibc's malloc reads these settings from the environment once, before Node's first allocation, so the
# server cannot set them itself (decision 53; a value already in the environment wins):
# - MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_: blocks of 128 KB and more (Buffers of answers, pages
#   and pg's reads) get their own mapping, returned to the system when freed, and free memory at the top of
#   the heap is returned above 128 KB. By default glibc raises the mmap threshold to the largest block freed
#   so far (up to 32 MB), after which such Buffers fill the main heap, which fragments and never shrinks.
# - MALLOC_ARENA_MAX: two malloc arenas instead of eight per core, which V8's and libuv's worker threads
#   otherwise fill and keep.
set -e
cd "$(dirname "$0")/.."
node scripts/build-if-stale.mjs
export NODE_ENV="${NODE_ENV-production}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_-131072}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX-2}"
exec node apps/api/dist/server.js
