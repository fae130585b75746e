import type sharpFunction from 'sharp'

export type SharpFunction = typeof sharpFunction

let loading: Promise<SharpFunction> | undefined

/**
 * sharp, loaded when the server first makes or reads an image rather than at start: its
 * libvips is 28 MB of a process's RSS (19 MB of library pages, 9 MB of its own), which a
 * server that has drawn nothing yet need not hold (quality.md P6, decision 064 "Since
 * (stop 64)"). Every later call gets the same module.
 */
export function loadSharp(): Promise<SharpFunction> {
  loading ??= import('sharp').then((module) => module.default)
  return loading
}
