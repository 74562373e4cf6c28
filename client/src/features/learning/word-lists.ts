/**
 * The i18next context for a list of remembered characters: the word games remember words (学校)
 * too, and a list holding one is headed "characters and words" (keys ending _words).
 */
export function wordsContext(items: readonly { character: string }[]): { context?: 'words' } {
  return items.some((item) => [...item.character].length > 1) ? { context: 'words' } : {};
}
