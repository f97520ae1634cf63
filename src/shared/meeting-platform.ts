/** Hosts whose links name their platform; a link elsewhere is just an online meeting. */
const platformsByHost: readonly [host: RegExp, name: string][] = [
  [/(^|\.)meet\.google\.com$/, 'Google Meet'],
  [/(^|\.)meet\.jit\.si$|(^|\.)jitsi\./, 'Jitsi Meet'],
  [/(^|\.)zoom\.(us|com)$/, 'Zoom'],
  [/(^|\.)teams\.(microsoft|live)\.com$/, 'Microsoft Teams'],
]

/**
 * The platform a meeting link opens, named from its address (issue 26): a Jitsi Meet link
 * is never called Google Meet because the student preferred Google Meet.
 */
export function platformOfLink(link: string): string {
  // The host of an http(s) address (no URL class here: shared code runs in both places).
  const host = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(link.trim())?.[1]?.toLowerCase()
  if (!host) return 'Online meeting'
  return platformsByHost.find(([pattern]) => pattern.test(host))?.[1] ?? 'Online meeting'
}
