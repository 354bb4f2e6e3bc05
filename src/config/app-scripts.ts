/**
 * An owner screen's shell names the app's scripts (its entry and the screen's module preloads) in
 * a `<template>` of this id: inert there, so nothing is fetched or compiled before the shell has
 * painted; the shell's own first script (src/owner-shell.ts) then asks for them.
 */
export const APP_SCRIPTS_ID = 'app-scripts';
